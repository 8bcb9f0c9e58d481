import type { Locale } from "~/i18n/locale";
import { formatNumber } from "~/i18n/number-format";

/** Product rules §9: counters run for 2000 ms. */
export const COUNT_DURATION_MS = 2000;

/** Fast at first, settling on the target, so the last digits do not flicker. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** The value shown `elapsed` ms into the count, rounded to the figure's decimals; exact at the end. */
export function countValueAt(target: number, elapsed: number, decimals = 0): number {
  if (elapsed >= COUNT_DURATION_MS) return target;
  const factor = 10 ** decimals;
  return Math.round(target * easeOutCubic(elapsed / COUNT_DURATION_MS) * factor) / factor;
}

/** The figure as shown while counting: its suffix agrees with the number ("0 milhões", "1 milhão", "2 milhões"). */
export function countText(
  figure: { prefix?: string; suffix?: string; suffixOne?: string },
  value: number,
  decimals = 0,
  locale: Locale = "pt",
): string {
  const suffix =
    value >= 1 && value < 2 && figure.suffixOne !== undefined ? figure.suffixOne : (figure.suffix ?? "");
  return `${figure.prefix ?? ""}${formatCount(value, decimals, locale)}${suffix}`;
}

/**
 * The page's digits (pt-BR: decimal comma, "7,9"; en-US: decimal point, "7.9"), fixed by the locale and not the
 * browser's, so the server and the browser write the same text; without Intl, whose first use cost the home's
 * hydration 193–279 ms at 4× CPU (app/i18n/number-format.ts).
 */
export function formatCount(value: number, decimals = 0, locale: Locale = "pt"): string {
  return formatNumber(value, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
