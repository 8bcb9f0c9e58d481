/**
 * Buyer-facing fields of a product that are derived, not copied, kept apart from
 * detail.ts so each rule is unit tested on its own.
 *
 * - `productContent(product, sheet)`: the SKU's own content — dados_tecnicos.conteudo, else a single-size
 *   sheet text, else the size in the catalogue name, else the count in the presentation (medicines) or the
 *   ERP's net weight (dados_tecnicos.peso_liquido, others).
 * - `productTitle(product, sheet, content)`: the sheet's name (else the catalogue name), followed by the SKU's
 *   size when the sheet serves several sizes and its name has none.
 * - `medicineBrand(name)`: "Paracetamol 500 mg – Farmacon" → "Farmacon".
 * - `regulatoryCategory(type)`: the product class in words (docs/domain-notes.md; never a registration number).
 */
import { isMultiSize, sizeFromName } from "../model/codes";
import type { Product, ProductType, Sheet } from "../model/types";

export function presentationCount(apresentacao: string | null): string | null {
  const match = apresentacao ? /\bcom\s+(\d[\d.,]*\s*\S.*)$/i.exec(apresentacao) : null;
  return match?.[1]?.trim() ?? null;
}

export function productContent(
  product: Pick<Product, "name" | "technical" | "type">,
  sheet: Sheet | null,
): string | null {
  const sheetContent = sheet && sheet.kind !== "medicamento" ? sheet.conteudo : null;
  const single = isMultiSize(sheetContent) ? null : sheetContent;
  const presentation = sheet?.apresentacao ?? product.technical.apresentacao;
  return (
    product.technical.conteudo ??
    single ??
    sizeFromName(product.name) ??
    (product.type === "Medicamento" ? presentationCount(presentation) : product.technical.pesoLiquido)
  );
}

export function productTitle(
  product: Pick<Product, "name">,
  sheet: Sheet | null,
  content: string | null,
): string {
  const sheetName = sheet?.name ?? null;
  if (sheetName === null) return product.name;
  const several = sheet?.kind === "cosmetico" && (sheet.ean13.length > 1 || isMultiSize(sheet.conteudo));
  if (several && content && !sizeFromName(sheetName)) return `${sheetName} ${content}`;
  return sheetName;
}

export function medicineBrand(name: string | null): string | null {
  const match = name ? /\s[–-]\s*([^–-]+)$/.exec(name) : null;
  return match?.[1]?.trim() || null;
}

const CATEGORY: Record<ProductType, string> = {
  Suplemento: "Suplemento alimentar (alimento notificado na Anvisa)",
  Cosmetico: "Cosmético (produto de higiene pessoal, cosmético ou perfume regularizado na Anvisa)",
  Perfumaria: "Perfume (produto de higiene pessoal, cosmético ou perfume regularizado na Anvisa)",
  Medicamento:
    "Medicamento de notificação simplificada (RDC Anvisa nº 576/2021), venda sem prescrição médica",
};

export function regulatoryCategory(type: ProductType): string {
  return CATEGORY[type];
}

const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l)\b/i;

function grams(text: string): { value: number; unit: "g" | "ml" } | null {
  const match = AMOUNT.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(",", "."));
  const unit = match[2].toLowerCase();
  if (unit === "kg") return { value: value * 1000, unit: "g" };
  if (unit === "l") return { value: value * 1000, unit: "ml" };
  return { value, unit: unit as "g" | "ml" };
}

/**
 * RDC 429's "Porções por embalagem": the content over the portion when both are in the same unit; counts
 * ("60 cápsulas" for a "2 cápsulas" measure) divide too. "Cerca de" when the division is not exact.
 */
export function portionsPerPackage(
  content: string | null,
  portion: string | null,
  measure: string | null,
): string | null {
  if (!content || !portion) return null;
  // "30 sachês de 5 g" holds 150 g, not 5 g.
  const each = /^(\d+)\s+\S+\s+de\s+(.+)$/i.exec(content.trim());
  const unit = each?.[2] ? grams(each[2]) : null;
  const c = unit ? { value: unit.value * Number(each?.[1]), unit: unit.unit } : grams(content);
  const p = grams(portion);
  const count = /^(\d+)\s+(\S+)/.exec(content);
  const per = measure ? /^(\d+)\s+(\S+)/.exec(measure) : null;
  let ratio: number | null = null;
  // Units counted before weights: "10 sachês de 5 g" holds ten 5 g portions, not one.
  if (count?.[1] && per?.[1] && count[2]?.slice(0, 4).toLowerCase() === per[2]?.slice(0, 4).toLowerCase())
    ratio = Number(count[1]) / Number(per[1]);
  // c already holds the whole package ("30 sachês de 5 g" is 150 g), so it is divided once.
  else if (c && p && c.unit === p.unit && p.value > 0) ratio = c.value / p.value;
  if (ratio === null || !Number.isFinite(ratio) || ratio < 1) return null;
  const rounded = Math.round(ratio);
  return Math.abs(ratio - rounded) < 0.05 ? String(rounded) : `Cerca de ${rounded}`;
}
