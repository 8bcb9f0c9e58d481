import { Languages } from "lucide-react";
import type { ReactNode } from "react";
import { useLocale, useTexts } from "~/i18n/texts";
import { productDetailTexts } from "./product-detail.texts";

/**
 * The regulatory content (ingredients, statements, nutrition table, leaflet) is the Brazilian label's text and is
 * not translated (issue 36, decision 139). On English pages each such block says so above it, and each of its
 * Portuguese texts carries lang="pt-BR" (`useLabelLang`), so a screen reader reads it in Portuguese while the
 * English headings around it stay English. Portuguese pages show the content as they always did.
 */
export function LabelBlock({ children }: { children: ReactNode }) {
  const t = useTexts(productDetailTexts);
  if (useLocale() === "pt") return <>{children}</>;
  return (
    <div data-label-block className="rounded-lg border border-dashed border-slate-300 p-3">
      <p className="mb-3 flex items-center gap-2 text-xs font-semibold text-slate-600">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {t.labelNote}
      </p>
      {children}
    </div>
  );
}
