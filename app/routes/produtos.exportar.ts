import { getCatalog } from "~/features/catalog/catalog.server";
import { parseCatalogQuery } from "~/features/catalog/catalog-query";
import { exportFileName, exportRow, toCsv } from "~/features/catalog/export-rows";
import { toXlsx } from "~/features/catalog/export-xlsx.server";
import { publicConfig } from "~/utils/env.server";
import type { Route } from "./+types/produtos.exportar";

/**
 * /produtos/exportar?formato=csv|xlsx[&q=&categoria=]: the catalogue, or the /produtos selection with the same
 * parameters, as a spreadsheet for a buyer's ERP (issue 11 item 3).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const format = params.get("formato") === "csv" ? "csv" : "xlsx";
  const { q, categoria } = parseCatalogQuery(params);
  const catalog = getCatalog();
  const { siteUrl, techSheetBaseUrl } = publicConfig();
  const rows = catalog.search({ q, type: categoria }).items.flatMap((summary) => {
    const product = catalog.byCode(summary.code);
    return product
      ? [exportRow(catalog.detailFor(product), { siteUrl, techSheetBaseUrl, ean: summary.ean })]
      : [];
  });
  const name = exportFileName(format, new Date(), q !== "" || categoria !== "todos");
  const body = format === "csv" ? toCsv(rows) : new Uint8Array(await toXlsx(rows));
  return new Response(body, {
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
