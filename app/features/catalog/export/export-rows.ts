/**
 * The catalogue as a table a buyer imports into an ERP (issue 11 item 3): the columns of the CSV and XLSX
 * exports, one row per product, from the same detail model as the page so a code can never differ.
 *
 * - `EXPORT_COLUMNS`: header labels (pt-BR) and which columns are codes (kept as text).
 * - `exportRow(detail, links)`: one row of strings; "-" placeholders become empty cells.
 * - `exportFileName(format, date, filtered)`: "catalogo-convale-2026-11-23.csv" (…-selecao-… when filtered).
 * - `toCsv(rows)`: UTF-8 with BOM, ";" separators, CRLF, quoting where needed — how Excel pt-BR reads CSV.
 */
import { absoluteUrl } from "~/utils/seo";
import type { ProductDetail } from "../detail/detail";
import { techSheetUrl } from "../detail/tech-sheet-url";
import { NO_VALUE, NOT_INFORMED } from "../model/display-text";
import { productPath } from "../seo/product-seo";

export const EXPORT_COLUMNS = [
  { label: "código", code: true },
  { label: "nome", code: false },
  { label: "marca", code: false },
  { label: "tipo", code: false },
  { label: "EAN-13", code: true },
  { label: "DUN-14", code: true },
  { label: "unidades por caixa", code: false },
  { label: "NCM", code: true },
  { label: "CEST", code: true },
  { label: "conteúdo", code: false },
  { label: "peso líquido", code: false },
  { label: "peso bruto", code: false },
  { label: "validade", code: false },
  { label: "página", code: false },
  { label: "ficha técnica", code: false },
] as const;

export interface ExportLinks {
  siteUrl: string;
  /** TECH_SHEET_BASE_URL; empty means the site's own /fichatecnica/. */
  techSheetBaseUrl: string;
  /** The product's main barcode (its /produto?ean= key), or null. */
  ean: string | null;
}

const blank = (value: string) => (value === NO_VALUE || value === NOT_INFORMED ? "" : value);

export function exportRow(detail: ProductDetail, links: ExportLinks): string[] {
  const t = detail.technical;
  const page = links.ean ? absoluteUrl(links.siteUrl, productPath(links.ean)) : "";
  const sheetBase = links.techSheetBaseUrl || links.siteUrl;
  const sheet =
    links.ean && detail.hasSheet ? absoluteUrl(links.siteUrl, techSheetUrl(sheetBase, links.ean)) : "";
  return [
    detail.code,
    detail.nome,
    blank(detail.marca),
    detail.typeLabel,
    blank(t.ean13),
    blank(t.dun14),
    blank(t.unidadesPorCaixa),
    blank(t.ncm),
    blank(t.cest),
    blank(t.conteudo),
    blank(t.pesoLiquido),
    blank(t.pesoBruto),
    blank(t.validade),
    page,
    sheet,
  ];
}

export function exportFileName(format: "csv" | "xlsx", date: Date, filtered: boolean): string {
  const day = date.toISOString().slice(0, 10);
  return `catalogo-convale${filtered ? "-selecao" : ""}-${day}.${format}`;
}

function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const header = EXPORT_COLUMNS.map((c) => c.label);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
