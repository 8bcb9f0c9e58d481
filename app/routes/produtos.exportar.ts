import { getCatalogIn } from "~/features/catalog/catalog.server";
import { exportTexts } from "~/features/catalog/export/export.texts";
import { createExportCache } from "~/features/catalog/export/export-cache.server";
import { exportFileName, exportRow, toCsv } from "~/features/catalog/export/export-rows";
import { toXlsx } from "~/features/catalog/export/export-xlsx.server";
import {
  type CatalogQuery,
  catalogQueryKey,
  inQueryWords,
  parseCatalogQuery,
} from "~/features/catalog/search/catalog-query";
import { type Locale, localeOfUrl } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { publicConfig } from "~/utils/server/env.server";
import type { Route } from "./+types/produtos.exportar";

/** Two builds at once leave the other core to pages; 32 MB holds about ten full 10,000-product files. */
const exports = createExportCache({ maxBytes: 32 * 1024 * 1024, maxBuilding: 2 });
const RETRY_AFTER_S = 5;

async function build(format: "csv" | "xlsx", query: CatalogQuery, locale: Locale) {
  // The English catalogue (English names and types, the same products in the same order) for /en/products/export.
  const catalog = getCatalogIn(locale);
  const { siteUrl, techSheetBaseUrl } = publicConfig();
  // The same call, with the same parsed query, as /produtos and /api/produtos: same products, same order.
  const rows = catalog.search(query).items.flatMap((summary) => {
    const product = catalog.byCode(summary.code);
    return product
      ? [exportRow(catalog.detailFor(product), { siteUrl, techSheetBaseUrl, ean: summary.ean }, locale)]
      : [];
  });
  return format === "csv" ? toCsv(rows, locale) : new Uint8Array(await toXlsx(rows, locale));
}

/**
 * /produtos/exportar?formato=csv|xlsx plus any /produtos parameters (q, categoria, marca, forma, dieta, ordem):
 * the selection a buyer sees, as a spreadsheet for an ERP, rows in the list's order. /en/products/export?format=…
 * with the English page's parameters gives the English file (decision 151).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const locale = localeOfUrl(request.url);
  const format = inQueryWords(params).get("formato") === "csv" ? "csv" : "xlsx";
  const query = parseCatalogQuery(params);
  const found = exports.get(`${locale} ${format} ${catalogQueryKey(query)}`, () =>
    build(format, query, locale),
  );
  if ("busy" in found)
    return new Response(textsIn(exportTexts, locale).busy, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(RETRY_AFTER_S),
        "Cache-Control": "no-store",
      },
    });
  const name = exportFileName(format, new Date(), query, locale);
  return new Response(await found.body, {
    headers: {
      "Content-Type":
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
