import { brandDevelopmentPath } from "../../content/navigation";
import { isValidGtin } from "../catalog/model/barcodes";
import { type ProductForm, type ProductLine, productForms, productLines } from "./brief-form-meta";

/** The brief page; "#briefing" lands on the form, past the offer. */
export const briefPath = brandDevelopmentPath;

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const lineByType: Record<string, ProductLine> = {
  Suplemento: "suplementos",
  Cosmetico: "cosmeticos",
  Perfumaria: "cosmeticos",
  Medicamento: "medicamentos",
};

// Most specific words first: "shampoo em gel" is a shampoo, "óleo em cápsulas" is capsules.
const formWords: [RegExp, ProductForm][] = [
  [/\bgomas?\b|gummy/, "gomas"],
  [/capsula/, "capsulas"],
  [/comprimido/, "comprimidos"],
  [/gotas?\b|gotejador/, "gotas"],
  [/shampoo|condicionador/, "shampoos"],
  [/sabonete/, "sabonetes"],
  [/protetor|repelente|\bfps\b/, "protetores"],
  [/perfume|colonia|parfum|body splash/, "perfumes"],
  [/\boleo\b/, "oleos"],
  [/creme|locao|serum|hidratante|mascara|\bgel\b|balsamo/, "cremes"],
  [/\bpo\b|sache|\blata\b|\bpote\b|\d\s*g\b/, "po"],
  [/xarope|solucao|suspensao|\d\s*ml\b/, "liquidos"],
];

/** A product's form in the brief's terms, read from its name, presentation and content; null when unclear. */
export function formFromProductText(...texts: string[]): ProductForm | null {
  const text = fold(texts.join(" "));
  return formWords.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function lineFromProductType(type: string): ProductLine | null {
  return lineByType[type] ?? null;
}

/** The brief with this product's line and form chosen, and the product itself (named in the e-mail to sales). */
export function briefHrefForProduct(product: {
  type: string;
  nome: string;
  apresentacao: string;
  conteudo: string;
  ean?: string;
}): string {
  const params = new URLSearchParams();
  const line = lineFromProductType(product.type);
  const form = formFromProductText(product.nome, product.apresentacao, product.conteudo);
  if (line) params.set("linha", line);
  if (form) params.set("forma", form);
  if (product.ean && isValidGtin(product.ean)) params.set("produto", product.ean);
  const query = params.toString();
  return `${briefPath}${query ? `?${query}` : ""}#briefing`;
}

/** What a brief URL preselects; values that are not offered are ignored, never echoed. */
export function preselectFromSearch(search: URLSearchParams): {
  lines: ProductLine[];
  forms: ProductForm[];
  product: string;
} {
  const pick = <T extends string>(key: string, allowed: readonly { value: T }[]) =>
    search.getAll(key).filter((v): v is T => allowed.some((o) => o.value === v));
  const product = search.get("produto") ?? "";
  return {
    lines: pick("linha", productLines),
    forms: pick("forma", productForms),
    product: isValidGtin(product) ? product : "",
  };
}
