/**
 * The detail view model of product rules §3 (product dialog and /produto page). Every field is a string or a list,
 * never undefined: missing text is "Não informado" ("Não informado." for composition), missing codes and
 * measures "-" (the constants of display-text.ts, which the components also read).
 *
 * - `buildProductDetail(product, sheet, options)` → `ProductDetail`.
 * - `thirdTabFor({ modoUsar, hasWarnings, hasNutrition })`: the third-tab rule — "usage" ("Modo de Usar") when a usage
 *   text exists, else "info" ("Informações Gerais") when warnings exist, else "nutritional" ("Tabela
 *   Nutricional").
 * Tabs, in order: ingredients (default), indications, the third tab, technical.
 */
import { resolveProductCodes } from "../model/codes";
import { COMPOSITION_NOT_INFORMED, NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../model/display-text";
import { type ImageOptions, resolveProductImage, uniqueImageUrls } from "../model/images";
import { cestStatus } from "../model/tax-codes";
import { type Product, type ProductType, productTypeLabels, type Sheet } from "../model/types";
import {
  medicineBrand,
  portionsPerPackage,
  productContent,
  productTitle,
  regulatoryCategory,
} from "./detail-fields";
import { buildNutritionView, type NutritionView } from "./nutrition";
import { supplementStatements } from "./statements";

export type DetailTabKey = "ingredients" | "indications" | "usage" | "info" | "nutritional" | "technical";

export interface DetailTab {
  key: DetailTabKey;
  label: string;
}

export interface TechnicalData {
  apresentacao: string;
  conteudo: string;
  ean13: string;
  /** The DUN-14, only when it carries the product's own 12 digits (codes.ts); same as `dun14`. */
  ean14: string;
  dun14: string;
  /** CaixaPadrao, the case quantity the DUN-14's indicator digit stands for; "-" when unknown. */
  unidadesPorCaixa: string;
  ncm: string;
  /** The item, "Não se aplica" where no item of the CEST table covers the NCM, or "-" when unknown. */
  cest: string;
  pesoLiquido: string;
  pesoBruto: string;
  validade: string;
  /** The regulatory class in words (detail-fields.ts). */
  categoria: string;
}

/** Only for Medicamento; texts with "Não informado" fallbacks. */
export interface MedicineDetail {
  advertencias: string;
  contraindicacoes: string;
  efeitosAdversos: string;
  cuidadosConservacao: string;
  observacoes: string;
  regularizacao: string;
  formaFarmaceutica: string;
  /** Null when the sheet has no alert (the UI shows no alert box then). */
  alerta: string | null;
}

export interface ProductDetail {
  code: string;
  nome: string;
  type: ProductType;
  typeLabel: string;
  /** Ingredients (supplements, cosmetics) or composition (medicines); "Não informado." when absent. */
  ingredientes: string;
  /** "Ingredientes" or "Composição", for the first tab. */
  ingredientesLabel: string;
  indicacoes: string[];
  apresentacao: string;
  conteudo: string;
  ean13: string;
  ean14: string;
  marca: string;
  sabor: string;
  modoUsar: string;
  /** Supplements: the population groups the product is for; null for other products. */
  grupoPopulacional: string | null;
  technical: TechnicalData;
  nutrition: NutritionView | null;
  /**
   * Supplements: RDC 243 phrases and the label's own warnings, one block (statements.ts); cosmetics: the
   * warnings of their sheet; else empty.
   */
  statements: string[];
  /** What the data holds for the "Informações Gerais" tab of products without usage or nutrition. */
  informacoes: { title: string; text: string }[];
  medicine: MedicineDetail | null;
  tabs: DetailTab[];
  image: string;
  imageFallback: string;
  images: string[];
  hasSheet: boolean;
  /**
   * English pages: the short description we authored (app/content/en/product-texts-en.ts), shown above the
   * Brazilian label text; absent in Portuguese (features/catalog/i18n/english-catalog.ts).
   */
  summaryEn: string | null;
  /**
   * English pages: the technical rows (by their Portuguese label, technical-rows.ts) whose value is still the
   * Brazilian sheet's Portuguese, a word the English dictionary lacks (english-catalog.ts, decision 156), which
   * the page marks lang="pt-BR"; empty in Portuguese.
   */
  untranslated: string[];
}

/**
 * Decision 060 departs from the literal product rule: a product that cannot have a nutrition table (no supplement
 * sheet with a table) gets "Informações Gerais" instead of a "Tabela Nutricional" tab saying "Não informado".
 */
export function thirdTabFor(input: {
  modoUsar: string | null;
  hasWarnings: boolean;
  hasNutrition?: boolean;
}): DetailTab {
  if (input.modoUsar) return { key: "usage", label: "Modo de Usar" };
  if (input.hasWarnings || input.hasNutrition === false) return { key: "info", label: "Informações Gerais" };
  return { key: "nutritional", label: "Tabela Nutricional" };
}

const or = (value: string | null | undefined, fallback: string): string => value || fallback;

export function buildProductDetail(
  product: Product,
  sheet: Sheet | null,
  options: ImageOptions = {},
): ProductDetail {
  const supplement = sheet?.kind === "suplemento" ? sheet : null;
  const cosmetic = sheet?.kind === "cosmetico" ? sheet : null;
  const medicine = sheet?.kind === "medicamento" ? sheet : null;
  const tech = product.technical;

  const modoUsar = cosmetic?.modoUso ?? medicine?.modoUso ?? supplement?.modoUso ?? null;
  const ingredientes =
    supplement?.ingredientes ?? cosmetic?.ingredientes ?? medicine?.composicao ?? product.composicao;
  const sheetIndications = sheet?.indicacoes ?? [];
  const indicacoes = sheetIndications.length > 0 ? sheetIndications : (product.indicacoes?.split("\n") ?? []);
  // Only the product's own codes are shown (codes.ts): a sheet may serve other sizes or other SKUs.
  const { ean13, dun14: ean14 } = resolveProductCodes(product, sheet);
  const apresentacao = sheet?.apresentacao ?? tech.apresentacao;
  const conteudo = productContent(product, sheet);
  const ncm = sheet?.ncm ?? tech.ncm;
  const cest = sheet?.cest ?? tech.cest;
  const marca =
    supplement?.marca ??
    cosmetic?.marca ??
    product.brand ??
    (product.type === "Medicamento" ? medicineBrand(medicine?.name ?? null) : null);
  const image = resolveProductImage(product, options);

  const view = supplement ? buildNutritionView(supplement.tabelaNutricional) : null;
  // The catalogue row states "Porção: 4 cápsulas (2,4 g). Porções por embalagem: 30." for many supplements.
  const label = product.informacoesNutricionais ?? "";
  const measure = view?.householdMeasure ?? /Porção:\s*([^.(]+?)\s*\(/.exec(label)?.[1] ?? null;
  const stated = /Porções por embalagem:\s*([^.]+)/.exec(label)?.[1]?.trim() ?? null;
  const nutrition = view && {
    ...view,
    householdMeasure: measure,
    portionsPerPackage:
      (stated && stated.charAt(0).toUpperCase() + stated.slice(1)) ??
      portionsPerPackage(conteudo, view.portion, measure),
  };
  const hasNutrition = nutrition !== null && nutrition.rows.length > 0;
  const third = thirdTabFor({
    // A supplement's dose opens its nutrition tab, as the label prints it beside the table (decision 113).
    modoUsar: supplement && hasNutrition ? null : modoUsar,
    hasWarnings: Boolean(medicine?.advertencias),
    hasNutrition,
  });
  const title = productTitle(product, sheet, conteudo);
  return {
    code: product.code,
    nome: or(title, NOT_INFORMED),
    type: product.type,
    typeLabel: productTypeLabels[product.type],
    ingredientes: or(ingredientes, COMPOSITION_NOT_INFORMED),
    ingredientesLabel: medicine ? "Composição" : "Ingredientes",
    indicacoes: indicacoes.length > 0 ? indicacoes : [NOT_INFORMED],
    apresentacao: or(apresentacao, NOT_INFORMED),
    conteudo: or(conteudo, NOT_INFORMED),
    ean13: or(ean13, NO_VALUE),
    ean14: or(ean14, NO_VALUE),
    marca: or(marca, NOT_INFORMED),
    sabor: or(supplement?.sabor, NOT_INFORMED),
    modoUsar: or(modoUsar, NOT_INFORMED),
    grupoPopulacional: supplement?.grupoPopulacional ?? null,
    technical: {
      apresentacao: or(apresentacao, NO_VALUE),
      conteudo: or(conteudo, NO_VALUE),
      ean13: or(ean13, NO_VALUE),
      ean14: or(ean14, NO_VALUE),
      dun14: or(ean14, NO_VALUE),
      unidadesPorCaixa: product.boxQuantity === null ? NO_VALUE : String(product.boxQuantity),
      ncm: or(ncm, NO_VALUE),
      cest: cestStatus(ncm, cest) === "not-applicable" ? NOT_APPLICABLE : or(cest, NO_VALUE),
      pesoLiquido: or(tech.pesoLiquido, NO_VALUE),
      pesoBruto: or(tech.pesoBruto ?? medicine?.pesoBruto, NO_VALUE),
      validade: or(tech.validade, NO_VALUE),
      categoria: regulatoryCategory(product.type),
    },
    nutrition,
    // RDC 243's phrases belong to every supplement, whether or not its sheet was found (decision 094); a
    // cosmetic's are the ones its own rule makes mandatory (decision 112).
    statements:
      product.type === "Suplemento"
        ? supplementStatements({
            nome: title,
            ingredientes: ingredientes ?? null,
            apresentacao,
            conteudo,
          })
        : (cosmetic?.advertencias ?? []),
    informacoes: [
      ["Descrição", product.descricao],
      ["Referência", product.referencia],
      ["Princípio ativo", product.principioAtivo],
      ["Categoria regulatória", regulatoryCategory(product.type)],
    ].flatMap(([title, text]) => (title && text ? [{ title, text }] : [])),
    medicine: medicine
      ? {
          advertencias: or(medicine.advertencias, NOT_INFORMED),
          contraindicacoes: or(medicine.contraindicacoes, NOT_INFORMED),
          efeitosAdversos: or(medicine.efeitosAdversos, NOT_INFORMED),
          cuidadosConservacao: or(medicine.cuidadosConservacao, NOT_INFORMED),
          observacoes: or(medicine.observacoes, NOT_INFORMED),
          regularizacao: or(medicine.regularizacao ?? tech.regularizacao, NOT_INFORMED),
          formaFarmaceutica: or(medicine.formaFarmaceutica ?? tech.formaFarmaceutica, NOT_INFORMED),
          alerta: medicine.alerta,
        }
      : null,
    tabs: [
      { key: "ingredients", label: medicine ? "Composição" : "Ingredientes" },
      { key: "indications", label: "Indicações" },
      third,
      { key: "technical", label: "Dados Técnicos" },
    ],
    image: image.src,
    imageFallback: image.fallback,
    images: uniqueImageUrls(product, options),
    hasSheet: sheet !== null,
    summaryEn: null,
    untranslated: [],
  };
}
