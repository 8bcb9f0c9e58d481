import { getCatalog } from "~/features/catalog/catalog.server";
import { catalogApiParams } from "~/features/catalog/search/catalog-page-params";
import { PAGE_SIZE, parseCatalogQuery } from "~/features/catalog/search/catalog-query";
import { cacheablePage } from "~/utils/page-cache-handle";
import type { Route } from "./+types/api.produtos";

/** The same for every visitor, for the parameters the loader reads: cached by the server. */
export const handle = cacheablePage(catalogApiParams);

/**
 * One page of catalogue results as JSON (/api/produtos?q=&categoria=&marca=&forma=&dieta=&ordem=&offset=&limit=, the /produtos
 * parameters), so /produtos downloads
 * cards as the visitor scrolls instead of shipping the catalogue with the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, categoria, marcas, formas, dietas, ordem } = parseCatalogQuery(params);
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);
  const limit = Math.min(
    4 * PAGE_SIZE,
    Math.max(1, Number.parseInt(params.get("limit") ?? "", 10) || PAGE_SIZE),
  );
  const { items, total, nextOffset } = getCatalog().search({
    q,
    type: categoria,
    marcas,
    formas,
    dietas,
    ordem,
    offset,
    limit,
  });
  return Response.json({ items, total, nextOffset }, { headers: { "Cache-Control": "public, max-age=300" } });
}
