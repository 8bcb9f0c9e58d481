import { getCatalog } from "~/features/catalog/catalog.server";
import { catalogIndexFor } from "~/features/catalog/search/local-catalog";
import { cacheableHandle } from "~/utils/server/cache-handle";

/** The same for every visitor: kept by browsers and shared caches. */
export const handle = cacheableHandle;

/**
 * Every card of the catalogue and what the search indexes (42.5 KB gzip for 190 products), fetched once by
 * /produtos when the page is idle after hydration: from then on its search, facets, order and scrolling answer in
 * the browser (app/features/catalog/search/local-catalog.ts, docs/decisions/138). Past its size limit, 204: the
 * server keeps answering.
 */
export function loader() {
  const headers = { "Cache-Control": "public, max-age=300" };
  const index = catalogIndexFor(getCatalog());
  return index ? Response.json(index, { headers }) : new Response(null, { status: 204, headers });
}
