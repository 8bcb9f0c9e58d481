import { getCatalogIn } from "~/features/catalog/catalog.server";
import { catalogIndexFor } from "~/features/catalog/search/local-catalog";
import { localeOfApiRequest } from "~/i18n/api-locale";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/api.catalogo";

/** The same for every visitor: kept by browsers and shared caches. */
export const handle = cacheableHandle;

/**
 * Every card of the catalogue and what the search indexes (42.5 KB gzip for 190 products), fetched once by
 * /produtos when the page is idle after hydration: from then on its search, facets, order and scrolling answer in
 * the browser (app/features/catalog/search/local-catalog.ts, docs/decisions/138). Past its size limit, 204: the
 * server keeps answering. `lang=en`: the English catalogue (app/i18n/api-locale.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "public, max-age=300" };
  const index = catalogIndexFor(getCatalogIn(localeOfApiRequest(request.url)));
  return index ? Response.json(index, { headers }) : new Response(null, { status: 204, headers });
}
