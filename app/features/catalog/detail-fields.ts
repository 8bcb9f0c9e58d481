/**
 * Buyer-facing fields of a product that are derived, not copied (issue 11 items 1 and 2), kept apart from
 * detail.ts so each rule is unit tested on its own.
 *
 * - `productContent(product, sheet)`: the SKU's own content — dados_tecnicos.conteudo, else a single-size
 *   sheet text, else the size in the catalogue name, else (medicines) the count in the presentation.
 * - `productTitle(product, sheet, content)`: the sheet's name (else the catalogue name), followed by the SKU's
 *   size when the sheet serves several sizes and its name has none.
 * - `medicineBrand(name)`: "Paracetamol 500 mg – Farmacon" → "Farmacon".
 * - `regulatoryCategory(type)`: the product class in words (DOMAIN-NOTES; never a registration number).
 */
import { isMultiSize, sizeFromName } from "./codes";
import type { Product, ProductType, Sheet } from "./types";

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
    (product.type === "Medicamento" ? presentationCount(presentation) : null)
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
