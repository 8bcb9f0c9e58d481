/**
 * CNPJ: 12 base characters and 2 check digits, written 12.345.678/0001-95. Since July 2026 the Receita Federal
 * also issues alphanumeric CNPJs (IN RFB 2.229/2024): the 12 base characters may be letters A-Z, the check digits
 * stay numeric, and each character counts as its ASCII code minus 48, so the rule below is the same for numeric
 * and alphanumeric numbers (docs/decisions/101-cnpj-and-phone.md).
 */

const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, ...firstWeights];

const charValue = (c: string) => c.charCodeAt(0) - 48;

/** The check digit for a base of 12 (first digit) or 13 (second digit) characters. */
export function cnpjCheckDigit(base: string): number {
  const weights = base.length === 12 ? firstWeights : secondWeights;
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += charValue(base[i] ?? "0") * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Only the characters a CNPJ is made of, upper case: what the visitor typed without punctuation or spaces. */
export function compactCnpj(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/** 14 characters as 12.345.678/0001-95; shorter input (while typing) gets the separators it has reached. */
export function formatCnpj(input: string): string {
  const c = compactCnpj(input).slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  let out = parts[0] ?? "";
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

export type CnpjProblem = "empty" | "length" | "characters" | "repeated" | "checkDigits";

/**
 * Parses a CNPJ typed with or without punctuation. Accepts only dots, a slash, a hyphen and spaces as separators:
 * anything else (a letter in the check digits, another symbol) is an error, not something to strip silently.
 */
export function parseCnpj(input: string): { ok: true; value: string } | { ok: false; problem: CnpjProblem } {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (/[^0-9A-Za-z./\-\s]/.test(trimmed)) return { ok: false, problem: "characters" };
  const c = compactCnpj(trimmed);
  if (c.length !== 14) return { ok: false, problem: "length" };
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(c)) return { ok: false, problem: "characters" };
  // 00.000.000/0000-00 and the like satisfy the arithmetic but are no one's number.
  if (/^(.)\1{13}$/.test(c)) return { ok: false, problem: "repeated" };
  const first = cnpjCheckDigit(c.slice(0, 12));
  const second = cnpjCheckDigit(c.slice(0, 12) + String(first));
  if (c.slice(12) !== `${first}${second}`) return { ok: false, problem: "checkDigits" };
  return { ok: true, value: formatCnpj(c) };
}

export const cnpjMessages: Record<CnpjProblem, string> = {
  empty: "Informe o CNPJ da empresa.",
  length: "O CNPJ tem 14 caracteres, por exemplo 12.345.678/0001-95.",
  characters: "Use só números (e letras, no CNPJ alfanumérico), pontos, barra e hífen.",
  repeated: "Este CNPJ não é válido: confira os números.",
  checkDigits: "Este CNPJ não é válido: os dígitos verificadores não conferem. Confira os números.",
};

/** Whether text is a CNPJ with matching check digits (the catalogue's medicine holders, the brief's company). */
export function isValidCnpj(text: string): boolean {
  return parseCnpj(text).ok;
}
