/**
 * The catalogue as English pages show it (issue 36, decision 139): the same products, in the same order, with the
 * English name and short description we authored for each (app/content/en/product-texts-en.ts), English type
 * labels, and a search that finds English and Portuguese words alike. The regulatory content of a product's detail
 * (ingredients, nutrition table, statements, warnings, leaflet) stays the Brazilian label text, in Portuguese: the
 * components say so around it.
 *
 * - `englishCatalog(catalog, texts)`: the English view of a built catalogue; lookups by code and barcode unchanged.
 * - `usMeasure(value)`: a weight as en-US writes it ("1,09 kg" -> "1.09 kg", "300 ml" -> "300 mL").
 *
 * Numbers follow en-US on English pages (issue 36, decision 155): the net and gross weights and the quantities in
 * the content ("1,8 kg" -> "1.8 kg") are written as en-US does. The words of the sheet's technical values
 * (presentation, content, flavor, shelf life) are translated by app/content/en/technical-values-en.ts (decision
 * 156): "Frasco âmbar com 60 cápsulas" -> "Amber bottle of 60 capsules", "24 meses" -> "24 months". A value it
 * lacks stays Portuguese and is listed in the detail's `untranslated`, so the page marks it lang="pt-BR"
 * (detail-panel.tsx); the placeholders ("Não informado", "-") stay as they are, for the pages to word.
 */
import type { ProductTextsEn } from "~/content/en/product-texts-en";
import { flavorEn, presentationEn, quantityEn } from "~/content/en/technical-values-en";
import type { ProductDetail } from "../detail/detail";
import type { Catalog } from "../model/catalog";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../model/display-text";
import type { ProductSummary } from "../model/summary";
import type { Product, ProductType } from "../model/types";
import { catalogSearch } from "../search/catalog-search";
import type { SearchDocument } from "../search/search-index";

const productTypeLabelsEn: Record<ProductType, string> = {
  Suplemento: "Supplement",
  Cosmetico: "Cosmetic",
  Perfumaria: "Perfumery",
  Medicamento: "Medicine",
};

/** Words an English visitor types for what the English texts call otherwise, indexed with each type. */
const TYPE_WORDS: Record<ProductType, string> = {
  Suplemento: "supplement supplements dietary",
  Cosmetico: "cosmetic cosmetics personal care",
  Perfumaria: "perfumery perfume fragrance",
  Medicamento: "medicine medicines drug otc nonprescription",
};

export function englishCatalog(catalog: Catalog, texts: ProductTextsEn): Catalog {
  const nameOf = (code: string, fallback: string) => texts[code]?.name ?? fallback;
  const summaries: ProductSummary[] = catalog.summaries.map((s) => ({
    ...s,
    displayName: nameOf(s.code, s.displayName),
    typeLabel: productTypeLabelsEn[s.type],
  }));
  const summaryByCode = new Map(summaries.map((s) => [s.code, s]));
  const documents: SearchDocument[] = catalog.searchDocuments.map((doc, id) => {
    const product = catalog.products[id] as Product;
    const english = texts[product.code];
    if (!english) return doc;
    const sheet = catalog.sheetFor(product);
    // The flavor in English ("strawberry", "unflavored"), beside the Portuguese words of the presentation.
    const flavor = sheet?.kind === "suplemento" && sheet.sabor ? flavorEn(sheet.sabor) : null;
    return {
      ...doc,
      displayName: english.name,
      fields: {
        ...doc.fields,
        displayName: english.name,
        // The Portuguese name stays searchable (a buyer may paste it from a Brazilian invoice).
        expandedName: `${doc.fields.displayName} ${doc.fields.expandedName}`,
        typeLabel: `${productTypeLabelsEn[doc.type]} ${TYPE_WORDS[doc.type]} ${doc.fields.typeLabel}`,
        presentation: flavor ? `${doc.fields.presentation} ${flavor}` : doc.fields.presentation,
        indications: `${english.description} ${doc.fields.indications}`,
      },
    };
  });
  const summaryOf = (product: Product) => summaryByCode.get(product.code) ?? catalog.summaryFor(product);
  return {
    ...catalog,
    summaries,
    searchDocuments: documents,
    summaryFor: summaryOf,
    ...catalogSearch(documents, catalog.products, summaryOf),
    detailFor: (product) => englishDetail(catalog.detailFor(product), texts[product.code]),
  };
}

/** Decimal commas between digits become points, "ml" becomes "mL"; the catalogue's weights have no thousands mark. */
export function usMeasure(value: string): string {
  return value.replace(/(\d),(\d)/g, "$1.$2").replace(/\bml\b/g, "mL");
}

/** The catalogue's placeholders, which the pages put in their own words (product-detail.texts.ts). */
const PLACEHOLDERS = new Set([NOT_INFORMED, NO_VALUE, NOT_APPLICABLE]);

/**
 * The detail with its English name, type, short description, technical values (en-US weights, English words);
 * the label's text is left as it is.
 */
function englishDetail(detail: ProductDetail, english: ProductTextsEn[string] | undefined): ProductDetail {
  const untranslated = new Set<string>();
  /** `value` in English, or its Portuguese (numbers in en-US) with `label` listed as untranslated. */
  const translate = (label: string, value: string, words: (value: string) => string | null) => {
    if (PLACEHOLDERS.has(value)) return value;
    const translated = words(value);
    if (translated === null) untranslated.add(label);
    return usMeasure(translated ?? value);
  };
  const t = detail.technical;
  const technical = {
    ...t,
    apresentacao: translate("Apresentação", t.apresentacao, presentationEn),
    conteudo: translate("Conteúdo", t.conteudo, quantityEn),
    pesoLiquido: usMeasure(t.pesoLiquido),
    pesoBruto: usMeasure(t.pesoBruto),
    validade: translate("Validade", t.validade, quantityEn),
  };
  return {
    ...detail,
    nome: english?.name ?? detail.nome,
    typeLabel: productTypeLabelsEn[detail.type],
    summaryEn: english?.description ?? null,
    // The detail's own presentation and content ("Não informado" where the rows say "-"), and the flavor row's.
    apresentacao: translate("Apresentação", detail.apresentacao, presentationEn),
    conteudo: translate("Conteúdo", detail.conteudo, quantityEn),
    sabor: translate("Sabor", detail.sabor, flavorEn),
    technical,
    untranslated: [...untranslated],
  };
}
