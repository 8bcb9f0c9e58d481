/**
 * Brazilian phone numbers: a two-digit area code (DDD) and 8 digits (landline) or 9 starting with 9 (mobile),
 * optionally preceded by the country code 55. Stored and shown as (12) 99876-5432 / (12) 3908-4500.
 */

// Area codes in use (Anatel's numbering plan); a typo such as 20 or 10 is caught here, not by the sales team.
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** The national number (DDD + subscriber), dropping a leading +55 / 55 when the rest is a full number. */
function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) return digits.slice(2);
  return digits;
}

/** Formats while typing: (12) 3908-4500 or (12) 99876-5432; a leading + keeps the country code visible. */
export function formatBrPhone(input: string): string {
  const hasCountry = /^\s*\+/.test(input);
  const digits = hasCountry ? nationalDigits(input) : input.replace(/\D/g, "").slice(0, 11);
  const d = digits.slice(0, 11);
  if (d.length === 0) return hasCountry ? "+55 " : "";
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const prefix = hasCountry ? "+55 " : "";
  if (d.length <= 2) return `${prefix}(${area}`;
  const split = rest.length > 8 ? 5 : 4;
  const head = rest.slice(0, split);
  const tail = rest.slice(split);
  return `${prefix}(${area}) ${head}${tail ? `-${tail}` : ""}`;
}

export type PhoneProblem = "empty" | "characters" | "length" | "areaCode" | "mobile";

export function parseBrPhone(
  input: string,
): { ok: true; value: string } | { ok: false; problem: PhoneProblem } {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return { ok: false, problem: "characters" };
  const d = nationalDigits(trimmed);
  if (d.length !== 10 && d.length !== 11) return { ok: false, problem: "length" };
  if (!areaCodes.has(Number(d.slice(0, 2)))) return { ok: false, problem: "areaCode" };
  // Mobile numbers have 9 digits starting with 9; landlines 8 digits starting with 2 to 5.
  if (d.length === 11 && d[2] !== "9") return { ok: false, problem: "mobile" };
  if (d.length === 10 && !/[2-5]/.test(d[2] ?? "")) return { ok: false, problem: "mobile" };
  return { ok: true, value: formatBrPhone(d) };
}

export const phoneMessages: Record<PhoneProblem, string> = {
  empty: "Informe um telefone com DDD.",
  characters: "Use só números, espaços, parênteses e hífen.",
  length: "Informe DDD e número: 10 dígitos para fixo, 11 para celular.",
  areaCode: "Este DDD não existe. Confira os dois primeiros dígitos.",
  mobile: "Confira o número: celulares começam com 9 e fixos com 2, 3, 4 ou 5, depois do DDD.",
};
