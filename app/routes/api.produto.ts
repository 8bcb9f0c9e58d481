import { getCatalog } from "~/features/catalog/catalog.server";
import { cacheableHandle } from "~/utils/page-cache-handle";
import type { Route } from "./+types/api.produto";

/** The same for every visitor: cached by the server (server/cacheable-routes.ts). */
export const handle = cacheableHandle;

/** The detail view model of one product (/api/produto?ean=…), fetched by the product dialog when it opens. */
export function loader({ request }: Route.LoaderArgs) {
  const ean = new URL(request.url).searchParams.get("ean");
  const catalog = getCatalog();
  const product = catalog.byEan(ean);
  if (!product || !ean) return { ean, detail: null };
  return { ean, detail: catalog.detailFor(product) };
}
