import { defineTexts } from "~/i18n/texts";

/**
 * The two downloads' names (spreadsheet-links.tsx). Apart from the catalogue list's texts because the product page
 * shows these links too, and should not download the list's labels with them.
 */
export const spreadsheetLinksTexts = defineTexts(
  {
    xlsx: "Planilha Excel (XLSX)",
    csv: "CSV (separado por ponto e vírgula)",
    /** The export route's address in this language, up to its format's value. */
    exportPath: "/produtos/exportar?formato=",
  },
  {
    xlsx: "Excel spreadsheet (XLSX)",
    csv: "CSV (comma-separated)",
    exportPath: "/en/products/export?format=",
  },
);
