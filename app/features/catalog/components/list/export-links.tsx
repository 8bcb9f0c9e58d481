import { FileSpreadsheet } from "lucide-react";
import { useSearchParams } from "react-router";

/**
 * Download links for the catalogue spreadsheet (issue 11 item 3). With `selection`, they carry the current
 * /produtos q and categoria (read live from the URL, which the search updates), so the file equals the list.
 * Plain links: they work without JavaScript; reloadDocument because the answer is a file, not a page.
 */
export function ExportLinks({ selection }: { selection?: boolean }) {
  const [params] = useSearchParams();
  const href = (formato: "xlsx" | "csv") => {
    const next = new URLSearchParams({ formato });
    const q = params.get("q");
    const categoria = params.get("categoria");
    if (selection && q) next.set("q", q);
    if (selection && categoria) next.set("categoria", categoria);
    return `/produtos/exportar?${next}`;
  };
  const what = selection && (params.get("q") || params.get("categoria")) ? "esta seleção" : "o catálogo";
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
