/**
 * A phone number in international form for the English brief (issue 36): a plus sign (or 00) and the country
 * code, then the number, as E.164 numbers are written: at most 15 digits in all (ITU-T E.164), and at least 8
 * here (no country's full number is shorter in practice). Spaces, dots, hyphens and parentheses may group the
 * digits; they are kept as typed, so "+1 212 555 0100" is stored as written (docs/decisions/140-english-brief.md).
 */

export type IntlPhoneProblem = "empty" | "characters" | "countryCode" | "length";

export function parseIntlPhone(
  input: string,
): { ok: true; value: string } | { ok: false; problem: IntlPhoneProblem } {
  const trimmed = input.trim().replace(/\s+/g, " ");
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (!/^(\+|00)?[\d\s().-]+$/.test(trimmed)) return { ok: false, problem: "characters" };
  const international = trimmed.startsWith("+")
    ? trimmed.slice(1)
    : trimmed.startsWith("00")
      ? trimmed.slice(2)
      : null;
  if (international === null) return { ok: false, problem: "countryCode" };
  const digits = international.replace(/\D/g, "");
  // Country codes never start with 0 (E.164); "+0…" is a national number behind a plus sign.
  if (digits.startsWith("0")) return { ok: false, problem: "countryCode" };
  if (digits.length < 8 || digits.length > 15) return { ok: false, problem: "length" };
  return { ok: true, value: `+${international.trim()}` };
}
