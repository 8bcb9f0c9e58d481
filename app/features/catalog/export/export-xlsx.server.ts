/**
 * The XLSX export with exceljs, server only: `.server.ts` keeps the library out of every
 * browser bundle. Code columns are typed text ("@") so Excel keeps leading zeros and never shows 7,89E+12.
 *
 * - `toXlsx(rows)` → the workbook as a Buffer.
 */
import { EXPORT_COLUMNS, EXPORT_LEGEND } from "./export-rows";

export async function toXlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  // Loaded on the first export, not at server start: requiring exceljs costs ~0.9 s and ~27 MB (decision 061).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Convale";
  const sheet = workbook.addWorksheet("Catálogo", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column.label,
    width: column.code ? 18 : column.label === "nome" ? 48 : 16,
    style: column.code ? { numFmt: "@" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  // An empty CEST is an answer ("não se aplica"), not a gap: the legend says so beside the data.
  const legend = workbook.addWorksheet("Legenda");
  legend.columns = [
    { header: "coluna", width: 12 },
    { header: "significado", width: 100 },
  ];
  legend.getRow(1).font = { bold: true };
  for (const [column, meaning] of EXPORT_LEGEND) legend.addRow([column, meaning]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
