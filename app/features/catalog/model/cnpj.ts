/**
 * CNPJ check digits (Receita Federal's modulus-11 rule): weights 5,4,3,2,9,8,7,6,5,4,3,2 over the first 12
 * digits, then 6,5,4,3,2,9,8,7,6,5,4,3,2 over 13; a remainder under 2 gives 0, otherwise 11 − remainder.
 *
 * - `cnpjCheckDigits(first12)`: the two check digits of 12 digits.
 * - `isValidCnpj(text)`: true for "12.345.678/0003-57" or "12345678000357" with matching check digits.
 */
const digit = (digits: string, weights: readonly number[]) => {
  const sum = weights.reduce((total, w, i) => total + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

export function cnpjCheckDigits(first12: string): string {
  const d1 = digit(first12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit(`${first12}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${d1}${d2}`;
}

export function isValidCnpj(text: string): boolean {
  const digits = text.replace(/[.\-/\s]/g, "");
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}
