/**
 * The XLSX export with exceljs, server only: `.server.ts` keeps the library out of every
 * browser bundle. Code columns are typed text ("@") so Excel keeps leading zeros and never shows 7,89E+12.
 *
 * - `toXlsx(rows, locale)` → the workbook as a Buffer, its headers, sheet names and legend in the file's language.
 */
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { exportTexts } from "./export.texts";
import { exportColumns } from "./export-rows";

export async function toXlsx(rows: readonly (readonly string[])[], locale: Locale = "pt"): Promise<Buffer> {
  // Loaded on the first export, not at server start: requiring exceljs costs ~0.9 s and ~27 MB (decision 061).
  const { default: ExcelJS } = await import("exceljs");
  const t = textsIn(exportTexts, locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Convale";
  const sheet = workbook.addWorksheet(t.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = exportColumns(locale).map((column, i) => ({
    header: column.label,
    // The name (second column) gets the room of a long product name.
    width: column.code ? 18 : i === 1 ? 48 : 16,
    style: column.code ? { numFmt: "@" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  // An empty CEST is an answer ("não se aplica"), not a gap: the legend says so beside the data.
  const legend = workbook.addWorksheet(t.legendSheet);
  legend.columns = [
    { header: t.legendHeader[0], width: 24 },
    { header: t.legendHeader[1], width: 100 },
  ];
  legend.getRow(1).font = { bold: true };
  for (const [column, meaning] of t.legend) legend.addRow([column, meaning]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
