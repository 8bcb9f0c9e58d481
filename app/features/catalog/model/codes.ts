/**
 * The codes that belong to one product (decision 062).
 *
 * An NF-e is rejected when its GTIN is not the product's own, so a code is shown only when it carries the
 * product's own 12 data digits: those of `Barra` (an EAN-13, or the EAN-13 inside a GTIN-14 Barra), else of
 * dados_tecnicos.ean13. Sheets matched by name, and multi-size sheets, hold other SKUs' codes: those are
 * reported, never shown.
 *
 * - `ownDataDigits(product)`: the product's 12 data digits, or null when it has no usable barcode.
 * - `ean13FromDigits(digits)`: the EAN-13 for 12 data digits (check digit recomputed).
 * - `resolveProductCodes(product, sheet)`: { ean13, dun14, foreign } — `foreign` lists every candidate code
 *   that is not the product's (where it came from and the code), for catalog:check.
 * - `sizeFromName(name)`: "… 200ML" → "200 ml", the SKU size written in a catalogue name.
 */
import { gtinCheckDigit, isValidGtin } from "./barcodes";
import type { Product, Sheet } from "./types";

export interface ForeignCode {
  /** Where the code was read: "sheet EAN13", "sheet EAN_14", "dados_tecnicos.ean14", … */
  field: string;
  code: string;
  /** True when the code sits in the product's own row (an error), false for a sheet shared by sizes. */
  ownRow: boolean;
}

export interface ProductCodes {
  ean13: string | null;
  dun14: string | null;
  foreign: ForeignCode[];
}

/** The 12 data digits of an EAN-13 (without check digit) or of a GTIN-14 (without indicator and check). */
function dataDigits(code: string): string | null {
  if (!isValidGtin(code)) return null;
  if (code.length === 13) return code.slice(0, 12);
  if (code.length === 14) return code.slice(1, 13);
  return null;
}

export function ownDataDigits(product: Pick<Product, "barcode" | "technical">): string | null {
  const fromBarra = product.barcode ? dataDigits(product.barcode) : null;
  if (fromBarra) return fromBarra;
  return product.technical.ean13 ? dataDigits(product.technical.ean13) : null;
}

export function ean13FromDigits(digits: string): string {
  return `${digits}${gtinCheckDigit(digits)}`;
}

/**
 * The product's own unit EAN-13: its address (/produto?ean=), the sitemap's and the API's key. Barra may hold the
 * case's DUN-14 (product 10006); that code still finds the product and redirects here. Barra itself when it holds
 * no GTIN-13/14 digits.
 */
export function productEan(product: Pick<Product, "barcode" | "technical">): string | null {
  const digits = ownDataDigits(product);
  return digits ? ean13FromDigits(digits) : product.barcode;
}

function sheetCandidates(sheet: Sheet | null): { field: string; code: string; length: 13 | 14 }[] {
  if (!sheet) return [];
  const list: { field: string; code: string; length: 13 | 14 }[] = [];
  if (sheet.kind === "cosmetico") {
    for (const code of sheet.ean13) list.push({ field: "sheet EAN13", code, length: 13 });
  } else if (sheet.ean13) {
    list.push({ field: "sheet EAN13", code: sheet.ean13, length: 13 });
  }
  if (sheet.kind !== "medicamento" && sheet.ean14)
    list.push({ field: "sheet EAN_14", code: sheet.ean14, length: 14 });
  return list;
}

export function resolveProductCodes(
  product: Pick<Product, "barcode" | "technical">,
  sheet: Sheet | null,
): ProductCodes {
  const own = ownDataDigits(product);
  const foreign: ForeignCode[] = [];
  const candidates = [
    ...(product.barcode ? [{ field: "Barra", code: product.barcode, ownRow: true }] : []),
    ...(product.technical.ean13
      ? [{ field: "dados_tecnicos.ean13", code: product.technical.ean13, ownRow: true }]
      : []),
    ...(product.technical.ean14
      ? [{ field: "dados_tecnicos.ean14", code: product.technical.ean14, ownRow: true }]
      : []),
    ...sheetCandidates(sheet).map((c) => ({ field: c.field, code: c.code, ownRow: false })),
  ];
  let dun14: string | null = null;
  for (const candidate of candidates) {
    const digits = dataDigits(candidate.code);
    if (own === null || digits !== own) {
      if (digits !== null && own !== null) foreign.push(candidate);
      continue;
    }
    if (candidate.code.length === 14 && dun14 === null) dun14 = candidate.code;
  }
  return { ean13: own === null ? null : ean13FromDigits(own), dun14, foreign };
}

const SIZE = /(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg|mg|cápsulas|capsulas|comprimidos|caps)\b\.?\s*$/i;

export function sizeFromName(name: string): string | null {
  const match = SIZE.exec(name.trim());
  if (!match?.[1] || !match[2]) return null;
  const unit = match[2].toLowerCase();
  return `${match[1]} ${unit === "l" ? "L" : unit}`;
}

/** A sheet's text names several sizes ("300 ml / 1 L"), so it is not one SKU's content. */
export function isMultiSize(text: string | null): boolean {
  return text !== null && /\d[^/]*\/\s*\d/.test(text);
}
