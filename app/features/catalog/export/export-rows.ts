/**
 * The catalogue as a table a buyer imports into an ERP: the columns of the CSV and XLSX exports, one row per
 * product, from the same detail model as the page so a code can never differ.
 *
 * - `EXPORT_COLUMNS`: header labels (pt-BR) and which columns are codes (kept as text).
 * - `exportRow(detail, links)`: one row of strings; "-" placeholders become empty cells.
 * - `exportFileName(format, date, query)`: "catalogo-convale-2026-11-23.csv" for the whole catalogue; a selection
 *   names what it holds: "catalogo-convale-vitamina-suplementos-vitacon-capsulas-z-a-2026-11-23.xlsx".
 * - `toCsv(rows)`: UTF-8 with BOM, ";" separators, CRLF, quoting where needed — how Excel pt-BR reads CSV. A
 *   cell that a spreadsheet would read as a formula (= + - @, tab or CR first) is written as text.
 */
import { absoluteUrl } from "~/utils/seo/seo";
import type { ProductDetail } from "../detail/detail";
import { techSheetUrl } from "../detail/tech-sheet-url";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../model/display-text";
import { foldText } from "../model/text";
import { type CatalogQuery, categoryLabel, labelOf } from "../search/catalog-query";
import { DIETS, FORMS, OFFERS } from "../search/facets";
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
  // Supplements' recommended daily dose and population (decision 113); empty for other products.
  { label: "modo de usar", code: false },
  { label: "indicado para", code: false },
] as const;

export interface ExportLinks {
  siteUrl: string;
  /** TECH_SHEET_BASE_URL; empty means the site's own /fichatecnica/. */
  techSheetBaseUrl: string;
  /** The product's main barcode (its /produto?ean= key), or null. */
  ean: string | null;
}

const blank = (value: string) =>
  value === NO_VALUE || value === NOT_INFORMED || value === NOT_APPLICABLE ? "" : value;

/** What an empty code cell means, for the spreadsheet's legend (export-xlsx.server.ts) and the page. */
export const EXPORT_LEGEND: readonly [column: string, meaning: string][] = [
  [
    "CEST",
    "vazio quando nenhum item da tabela CEST (Convênio ICMS 142/2018) cobre o NCM do produto: não se aplica. " +
      "Única exceção: a barra de proteína, cujo item está em definição (consulte o comercial).",
  ],
  ["DUN-14", "código da caixa de embarque; o primeiro dígito indica a quantidade de unidades por caixa."],
];

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
    detail.type === "Suplemento" ? blank(detail.modoUsar) : "",
    detail.grupoPopulacional ?? "",
  ];
}

const slug = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Each part of the selection, ASCII only (a safe Content-Disposition file name), bounded in length. */
export function exportFileName(format: "csv" | "xlsx", date: Date, query: CatalogQuery): string {
  const day = date.toISOString().slice(0, 10);
  const parts = [
    query.q,
    query.categoria === "todos" ? "" : categoryLabel(query.categoria),
    ...query.marcas,
    ...query.formas.map((f) => labelOf(FORMS, f)),
    ...query.dietas.map((d) => labelOf(DIETS, d)),
    ...query.ofertas.map((o) => labelOf(OFFERS, o)),
    query.ordem === "az" ? "a-z" : query.ordem === "za" ? "z-a" : "",
  ]
    .map(slug)
    .filter(Boolean);
  const what = parts.join("-").slice(0, 80).replace(/-$/, "");
  return `catalogo-convale${what ? `-${what}` : ""}-${day}.${format}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab/CR, which some strip first) as a formula: such a
 * cell gets a leading apostrophe, the usual mark of a text cell, so it is shown and never evaluated.
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(raw: string): string {
  const value = textCell(raw);
  return /[";\r\n\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const header = EXPORT_COLUMNS.map((c) => c.label);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
