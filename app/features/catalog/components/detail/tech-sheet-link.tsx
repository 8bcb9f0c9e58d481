import { FileDown } from "lucide-react";
import type { TechSheet } from "../../detail/tech-sheet-url";

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
  if (!sheet) return null;
  return (
    <a
      href={sheet.url}
      download
      type="application/pdf"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 text-center font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {sheet.label}
    </a>
  );
}
