import { FileDown } from "lucide-react";
import { LANGUAGE_TAG } from "~/i18n/locale";
import { useLocale, useTexts } from "~/i18n/texts";
import type { TechSheet } from "../../detail/tech-sheet-url";
import { productPageTexts } from "./product-page.texts";

/**
 * The technical-sheet PDF download. Whether there is one to offer (product rules §7) is decided by the server
 * (features/catalog/tech-sheet.server.ts, decision 102), so the link is in the page's HTML and works without
 * JavaScript; null means there is no PDF to offer.
 */
export function TechSheetLink({
  sheet,
  className = "px-5",
}: {
  sheet: TechSheet | null | undefined;
  /** Width, padding and text size where it sits (the default is a lone button's padding). */
  className?: string;
}) {
  const t = useTexts(productPageTexts);
  const english = useLocale() === "en";
  if (!sheet) return null;
  // The server words the label in Portuguese (tech-sheet-url.ts); an English page words it from the same size.
  const kb = /(\d+) KB\)$/.exec(sheet.label)?.[1] ?? null;
  // The English sheet (decision 154), or the Brazilian one when the English is missing: then said so.
  const portugueseOnly = english && sheet.lang !== "en";
  return (
    <a
      href={sheet.url}
      download
      type="application/pdf"
      hrefLang={portugueseOnly ? LANGUAGE_TAG.pt : undefined}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 text-center font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {english ? t.techSheet(kb, portugueseOnly) : sheet.label}
    </a>
  );
}
