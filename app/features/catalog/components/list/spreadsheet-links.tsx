import { FileSpreadsheet } from "lucide-react";
import { LANGUAGE_TAG } from "~/i18n/locale";
import { useLocale, useTexts } from "~/i18n/texts";
import { spreadsheetLinksTexts } from "./spreadsheet-links.texts";

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900";

/**
 * The two downloads of a catalogue selection (the whole catalogue when `query` is empty), as plain links: they work
 * without JavaScript and download the answer instead of navigating. `query` is `catalogQueryString(…)` without "?".
 */
export function SpreadsheetLinks({ query = "", as: Item = "span" }: { query?: string; as?: "li" | "span" }) {
  const t = useTexts(spreadsheetLinksTexts);
  // The spreadsheet is in Portuguese whatever the page's language (its columns are the Brazilian sheet's).
  const fileLang = useLocale() === "pt" ? undefined : LANGUAGE_TAG.pt;
  const href = (formato: "xlsx" | "csv") =>
    `/produtos/exportar?formato=${formato}${query ? `&${query}` : ""}`;
  return (
    <>
      <Item>
        <a href={href("xlsx")} download hrefLang={fileLang} className={link}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t.xlsx}
        </a>
      </Item>
      <Item>
        <a href={href("csv")} download hrefLang={fileLang} className={link}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t.csv}
        </a>
      </Item>
    </>
  );
}
