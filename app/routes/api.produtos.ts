import { getCatalogIn } from "~/features/catalog/catalog.server";
import { PAGE_SIZE, parseCatalogQuery } from "~/features/catalog/search/catalog-query";
import { localeOfApiRequest } from "~/i18n/api-locale";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/api.produtos";

/** The same for every visitor: kept by browsers and shared caches. */
export const handle = cacheableHandle;

/** At most four pages of cards per request. */
const MAX_LIMIT = 4 * PAGE_SIZE;

/**
 * A window of catalogue results as JSON: the /produtos parameters (q, categoria, marca, forma, dieta, ordem)
 * plus offset and limit, so /produtos downloads cards as the visitor scrolls instead of shipping the catalogue
 * with the page, and the header suggests products (a pasted barcode finds its product). `lang=en`: the English
 * cards (app/i18n/api-locale.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number.parseInt(params.get("limit") ?? "", 10) || PAGE_SIZE));
  const { items, total, nextOffset } = getCatalogIn(localeOfApiRequest(request.url)).search(
    parseCatalogQuery(params),
    { offset, limit },
  );
  return Response.json({ items, total, nextOffset }, { headers: { "Cache-Control": "public, max-age=300" } });
}
