import type { Locale } from "./locale";

/**
 * Numbers as pt-BR ("7.900", "7,9") and en-US ("7,900", "7.9") write them, the same as Intl.NumberFormat with
 * the same fraction digits (number-format.test.ts holds it to Intl on every locale and setting we use), without
 * Intl in the browser: the first Intl.NumberFormat (or toLocaleString) of a page loads the locale's data, 193–279 ms
 * on the main thread at 4× CPU, and the home's counters and the catalogue's facet counts paid it while hydrating
 * (decision 153).
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  pt: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

export interface FractionDigits {
  minimumFractionDigits?: number;
  /** Defaults to the minimum (0: whole numbers). */
  maximumFractionDigits?: number;
}

export function formatNumber(value: number, locale: Locale, digits: FractionDigits = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const min = digits.minimumFractionDigits ?? 0;
  const max = Math.max(min, digits.maximumFractionDigits ?? min);
  const [whole, fraction] = rounded(Math.abs(value), max);
  let shown = fraction;
  while (shown.length > min && shown.endsWith("0")) shown = shown.slice(0, -1);
  const { group, decimal } = SEPARATORS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  // As Intl's default: a negative number keeps its sign even where it rounds to zero ("-0").
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}${grouped}${shown ? decimal + shown : ""}`;
}

/**
 * The number's shortest decimal spelling (what String() writes), rounded half away from zero to `digits` places:
 * as V8's Intl rounds (1.005 to two places is 1.01, where toFixed, on the binary value, gives 1.00).
 */
function rounded(value: number, digits: number): [string, string] {
  const spelled = String(value);
  if (/e/i.test(spelled)) {
    const [whole = "0", fraction = ""] = value.toFixed(digits).split(".");
    return [whole, fraction];
  }
  const [whole = "0", fraction = ""] = spelled.split(".");
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, "0"));
  if ((fraction[digits] ?? "0") >= "5") units += 1n;
  const text = units.toString().padStart(digits + 1, "0");
  return digits === 0 ? [text, ""] : [text.slice(0, -digits), text.slice(-digits)];
}
