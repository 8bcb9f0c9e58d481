import { FileSpreadsheet } from "lucide-react";
import { useTexts } from "~/i18n/texts";
import { spreadsheetLinksTexts } from "./spreadsheet-links.texts";

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900";

/**
 * The two downloads of a catalogue selection (the whole catalogue when `query` is empty), as plain links: they work
 * without JavaScript and download the answer instead of navigating. `query` is `catalogQueryString(…)` without "?".
 */
export function SpreadsheetLinks({ query = "", as: Item = "span" }: { query?: string; as?: "li" | "span" }) {
  const t = useTexts(spreadsheetLinksTexts);
  // The file in the page's language (decision 151): /produtos/exportar?formato=… or /en/products/export?format=…
  const href = (format: "xlsx" | "csv") => `${t.exportPath}${format}${query ? `&${query}` : ""}`;
  return (
    <>
      <Item>
        <a href={href("xlsx")} download className={link}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t.xlsx}
        </a>
      </Item>
      <Item>
        <a href={href("csv")} download className={link}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t.csv}
        </a>
      </Item>
    </>
  );
}
