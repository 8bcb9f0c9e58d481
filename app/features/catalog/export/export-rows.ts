/**
 * The catalogue as a table a buyer imports into an ERP: the columns of the CSV and XLSX exports, one row per
 * product, from the same detail model as the page so a code can never differ. Each function takes the file's
 * language (decision 151): its words come from export.texts.ts.
 *
 * - `exportColumns(locale)`: header labels and which columns are codes (kept as text); `EXPORT_COLUMNS`, pt-BR.
 * - `exportRow(detail, links, locale)`: one row of strings; "-" placeholders become empty cells.
 * - `exportFileName(format, date, query, locale)`: "catalogo-convale-2026-11-23.csv" for the whole catalogue; a
 *   selection names what it holds: "catalogo-convale-vitamina-suplementos-vitacon-capsulas-z-a-2026-11-23.xlsx",
 *   in English "catalog-convale-vitamin-supplements-capsules-2026-11-23.xlsx".
 * - `toCsv(rows, locale)`: UTF-8 with BOM, CRLF, quoting where needed, and the separator that language's Excel
 *   reads (";" in pt-BR, "," in en-US). A cell that a spreadsheet would read as a formula (= + - @, tab or CR
 *   first) is written as text.
 */
import type { Locale } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn } from "~/i18n/texts";
import { absoluteUrl } from "~/utils/seo/seo";
import type { ProductDetail } from "../detail/detail";
import { techSheetUrl } from "../detail/tech-sheet-url";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../model/display-text";
import { foldText } from "../model/text";
import { type CatalogQuery, categoryLabel, labelOf, paramValue } from "../search/catalog-query";
import { DIETS, FORMS, OFFERS } from "../search/facets";
import { productPath } from "../seo/product-seo";
import { exportTexts } from "./export.texts";

/** Code columns (code, EAN-13, DUN-14, NCM, CEST): text cells, so a spreadsheet keeps their leading zeros. */
const CODE_COLUMNS = new Set([0, 4, 5, 7, 8]);

export function exportColumns(locale: Locale): { label: string; code: boolean }[] {
  return textsIn(exportTexts, locale).columns.map((label, i) => ({ label, code: CODE_COLUMNS.has(i) }));
}

export const EXPORT_COLUMNS = exportColumns("pt");

export interface ExportLinks {
  siteUrl: string;
  /** TECH_SHEET_BASE_URL; empty means the site's own /fichatecnica/ (English rows: /fichatecnica/en/). */
  techSheetBaseUrl: string;
  /** The product's main barcode (its /produto?ean= key), or null. */
  ean: string | null;
}

const blank = (value: string) =>
  value === NO_VALUE || value === NOT_INFORMED || value === NOT_APPLICABLE ? "" : value;

export function exportRow(detail: ProductDetail, links: ExportLinks, locale: Locale = "pt"): string[] {
  const t = detail.technical;
  const page = links.ean ? absoluteUrl(links.siteUrl, localizeHref(productPath(links.ean), locale)) : "";
  const sheetBase = links.techSheetBaseUrl || links.siteUrl;
  const sheet =
    links.ean && detail.hasSheet
      ? absoluteUrl(links.siteUrl, techSheetUrl(sheetBase, links.ean, locale))
      : "";
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
    detail.type === "Suplemento" ? blank(detail.modoUsar) : "",
    detail.grupoPopulacional ?? "",
  ];
}

const slug = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Each part of the selection, ASCII only (a safe Content-Disposition file name), bounded in length. */
export function exportFileName(
  format: "csv" | "xlsx",
  date: Date,
  query: CatalogQuery,
  locale: Locale = "pt",
): string {
  const day = date.toISOString().slice(0, 10);
  // English files are named in the English address's words (supplements, capsules, gluten-free).
  const word = (name: string, value: string, label: string) =>
    locale === "pt" ? label : paramValue(name, value, locale);
  const parts = [
    query.q,
    query.categoria === "todos" ? "" : word("categoria", query.categoria, categoryLabel(query.categoria)),
    ...query.marcas,
    ...query.formas.map((f) => word("forma", f, labelOf(FORMS, f))),
    ...query.dietas.map((d) => word("dieta", d, labelOf(DIETS, d))),
    ...query.ofertas.map((o) => word("oferta", o, labelOf(OFFERS, o))),
    query.ordem === "az" ? "a-z" : query.ordem === "za" ? "z-a" : "",
  ]
    .map(slug)
    .filter(Boolean);
  const what = parts.join("-").slice(0, 80).replace(/-$/, "");
  return `${textsIn(exportTexts, locale).fileName}${what ? `-${what}` : ""}-${day}.${format}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab/CR, which some strip first) as a formula: such a
 * cell gets a leading apostrophe, the usual mark of a text cell, so it is shown and never evaluated.
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(raw: string, separator: string): string {
  const value = textCell(raw);
  return value.includes(separator) || /["\r\n\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[], locale: Locale = "pt"): string {
  const { columns, separator } = textsIn(exportTexts, locale);
  return `\uFEFF${[columns, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join("\r\n")}\r\n`;
}
