import type { ProductTypeFilter } from "~/content/navigation";
import { getCatalog } from "~/features/catalog/catalog.server";
import { exportFileName, exportRow, toCsv } from "~/features/catalog/export/export-rows";
import { toXlsx } from "~/features/catalog/export/export-xlsx.server";
import { parseCatalogQuery } from "~/features/catalog/search/catalog-query";
import { publicConfig } from "~/utils/env.server";
import type { Route } from "./+types/produtos.exportar";

/**
 * The catalogue never changes while the process runs, so the last few files are kept: a 10,000-product XLSX
 * takes seconds to build (decision 061). Bounded so odd queries cannot fill memory.
 */
const MAX_CACHED = 8;
const cache = new Map<string, Promise<string | Uint8Array<ArrayBuffer>>>();

function cached(
  key: string,
  make: () => Promise<string | Uint8Array<ArrayBuffer>>,
): Promise<string | Uint8Array<ArrayBuffer>> {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = make();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return made;
}

async function build(format: "csv" | "xlsx", q: string, categoria: ProductTypeFilter) {
  const catalog = getCatalog();
  const { siteUrl, techSheetBaseUrl } = publicConfig();
  const rows = catalog.search({ q, type: categoria }).items.flatMap((summary) => {
    const product = catalog.byCode(summary.code);
    return product
      ? [exportRow(catalog.detailFor(product), { siteUrl, techSheetBaseUrl, ean: summary.ean })]
      : [];
  });
  return format === "csv" ? toCsv(rows) : new Uint8Array(await toXlsx(rows));
}

/**
 * /produtos/exportar?formato=csv|xlsx[&q=&categoria=]: the catalogue, or the /produtos selection with the same
 * parameters, as a spreadsheet for a buyer's ERP (issue 11 item 3).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const format = params.get("formato") === "csv" ? "csv" : "xlsx";
  const { q, categoria } = parseCatalogQuery(params);
  const name = exportFileName(format, new Date(), q !== "" || categoria !== "todos");
  const body = await cached(`${format}\u0001${categoria}\u0001${q}`, () => build(format, q, categoria));
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
