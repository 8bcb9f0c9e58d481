/**
 * Technical-sheet PDF location and the product rules §7 availability rule, kept pure so it can be unit tested.
 *
 * - `techSheetUrl(base, ean, locale)`: `${base}/fichatecnica/${ean}.pdf`, the English sheet under
 *   `/fichatecnica/en/` (decision 154); an empty base means our own origin.
 * - `techSheetInfo(ok, headers)`: null unless the answer is OK with content type application/pdf; otherwise the
 *   link label "Baixar ficha técnica (PDF, N KB)" with N rounded up from Content-Length.
 * - `techSheetLabel(bytes)`: that label for a known size (or none).
 * - `TechSheet`: what a loader sends for the link (its address, label and the sheet's language), or null when
 *   there is no PDF to offer.
 */
import type { Locale } from "~/i18n/locale";

export interface TechSheetInfo {
  label: string;
  bytes: number | null;
}

export interface TechSheet {
  url: string;
  label: string;
  /** The sheet's own language: an English page falls back to the Portuguese sheet when the English is missing. */
  lang: Locale;
}

export function techSheetUrl(base: string, ean: string, locale: Locale = "pt"): string {
  const folder = locale === "en" ? "fichatecnica/en" : "fichatecnica";
  return `${base.replace(/\/+$/, "")}/${folder}/${encodeURIComponent(ean)}.pdf`;
}

export function techSheetLabel(bytes: number | null): TechSheetInfo {
  if (bytes === null || !Number.isFinite(bytes) || bytes <= 0) {
    return { label: "Baixar ficha técnica (PDF)", bytes: null };
  }
  return { label: `Baixar ficha técnica (PDF, ${Math.ceil(bytes / 1024)} KB)`, bytes };
}

export function techSheetInfo(
  ok: boolean,
  headers: { get(name: string): string | null },
): TechSheetInfo | null {
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (!ok || type !== "application/pdf") return null;
  return techSheetLabel(Number(headers.get("content-length")));
}
