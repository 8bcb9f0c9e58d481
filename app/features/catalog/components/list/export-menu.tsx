import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocale, useTexts } from "~/i18n/texts";
import { type CatalogQuery, catalogQueryString, isFilteredQuery } from "../../search/catalog-query";
import { catalogListTexts } from "./catalog-list.texts";
import { SpreadsheetLinks } from "./spreadsheet-links";

/**
 * The spreadsheet of the list shown (search, category, facets and order), offered beside the result count, where
 * a buyer looks for it, and folded into a menu so it does not push the cards down on a phone (issue 34). A
 * <details>: it opens and its links download without JavaScript; with it, Esc and a tap elsewhere close it.
 * The panel is placed against the nearest positioned ancestor (the count row), so it never runs off the screen
 * when the row wraps.
 */
export function ExportMenu({ query }: { query: CatalogQuery }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const t = useTexts(catalogListTexts);
  const locale = useLocale();

  // A menu opened before its part of the page hydrated is open when it does (the press went to the browser alone,
  // decision 161).
  useEffect(() => setOpen(menu.current?.open === true), []);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      const element = menu.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  return (
    <details
      ref={menu}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }}
      className="group shrink-0 print:hidden"
    >
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-800 underline hover:text-brand-900 [&::-webkit-details-marker]:hidden">
        {t.downloadList}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full right-0 z-20 mt-1 w-max max-w-full rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/10">
        <p className="text-sm text-slate-700">{t.downloadWhat(isFilteredQuery(query))}</p>
        <ul className="mt-1 text-sm">
          <SpreadsheetLinks query={catalogQueryString(query, undefined, locale).slice(1)} as="li" />
        </ul>
      </div>
    </details>
  );
}
