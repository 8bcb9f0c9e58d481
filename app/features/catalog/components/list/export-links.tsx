import { FileSpreadsheet } from "lucide-react";
import { useSearchParams } from "react-router";
import { catalogQueryString, isFilteredQuery, parseCatalogQuery } from "../../search/catalog-query";

/**
 * Download links for the catalogue spreadsheet. With `selection`, they carry the whole /produtos selection
 * (search, category, facets and order, read live from the URL, which the search updates) through the same
 * parsing as the page, so the file holds the list's products in the list's order.
 * Plain links: they work without JavaScript; reloadDocument because the answer is a file, not a page.
 */
export function ExportLinks({ selection }: { selection?: boolean }) {
  const [params] = useSearchParams();
  const query = selection ? parseCatalogQuery(params) : null;
  const href = (formato: "xlsx" | "csv") => {
    const rest = query ? catalogQueryString(query).slice(1) : "";
    return `/produtos/exportar?formato=${formato}${rest ? `&${rest}` : ""}`;
  };
  const what = query && isFilteredQuery(query) ? "esta seleção" : "o catálogo";
  const link =
    "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900";
  return (
    <p className="flex flex-wrap items-center gap-x-4 text-sm print:hidden">
      <span className="text-slate-700">Baixar {what} para o seu sistema:</span>
      <a href={href("xlsx")} download className={link}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Planilha Excel (XLSX)
      </a>
      <a href={href("csv")} download className={link}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        CSV (separado por ponto e vírgula)
      </a>
    </p>
  );
}
