/**
 * Barcodes (docs/domain-notes.md "Barcodes"): GS1 check digits and the splitting of multi-code fields.
 *
 * - `gtinCheckDigit(body)`: the check digit for the digits before it (any GTIN length).
 * - `isValidEan13(code)` / `isValidGtin(code)`: 13 digits (or 8, 12, 13, 14 for GTIN) with a correct check digit.
 * - `normalizeBarcode(v)`: a raw Barra (string with spaces or JSON number) as a digit string, or null.
 * - `splitBarcodes(v)`: the codes of a cosmetic EAN13 field ("a / b", "a/b", "a b"), normalized.
 */

/**
 * GS1 weights run 3,1,3,… from the rightmost body digit, which is the 1,3,1,… from the left
 * of docs/domain-notes.md for EAN-13 and stays correct for EAN-14 (DUN-14) and EAN-8.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

export function isValidEan13(code: string): boolean {
  return code.length === 13 && isValidGtin(code);
}

/** Barra arrives as "7897412100014", " 7897412100014 " or 7897412100014 (a JSON number). */
export function normalizeBarcode(value: unknown): string | null {
  let text: string;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) text = String(value);
  else if (typeof value === "string") text = value.replace(/[\s.-]/g, "");
  else return null;
  return /^\d+$/.test(text) ? text : null;
}

/** A multi-code field: codes separated by "/", spaces, commas or semicolons; non-digit parts dropped. */
export function splitBarcodes(value: unknown): string[] {
  if (typeof value === "number") {
    const single = normalizeBarcode(value);
    return single ? [single] : [];
  }
  if (typeof value !== "string") return [];
  const codes: string[] = [];
  for (const part of value.split(/[\s/,;|]+/)) {
    if (/^\d+$/.test(part) && !codes.includes(part)) codes.push(part);
  }
  return codes;
}
