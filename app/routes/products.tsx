import { redirect, type ShouldRevalidateFunction } from "react-router";
import { getCatalog } from "~/features/catalog/catalog.server";
import { CatalogBrowser } from "~/features/catalog/components/list/catalog-browser";
import { isCountOnlyChange } from "~/features/catalog/components/list/count-only-change";
import { productEan } from "~/features/catalog/model/codes";
import { parseCatalogQuery, parseVisibleCount } from "~/features/catalog/search/catalog-query";
import { productPath } from "~/features/catalog/seo/product-seo";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/products";

/**
 * The same for every visitor, for the parameters the loader reads: cached by the server and by shared caches.
 * Hydrates at load (decision 134); text typed in the search box before that is searched for once it has.
 */
export const handle = cacheableHandle;

/** Only the visible cards travel with the page; more come from /api/produtos as the visitor scrolls. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseCatalogQuery(params);
  const catalog = getCatalog();
  // A barcode (EAN-13/DUN-14) or a reference typed in the search box goes straight to its product.
  const exact = query.q ? catalog.exactMatch(query.q) : undefined;
  const exactEan = exact ? productEan(exact) : null;
  if (exactEan) throw redirect(productPath(exactEan));
  const { facets, suggestion, ...page } = catalog.search(query, { limit: parseVisibleCount(params) });
  return { query, page, facets, suggestion };
}

/** The list records its loaded count in ?quantidade= as it grows; that alone needs no new page from the server. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (isCountOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: "Produtos",
    description:
      "Catálogo de suplementos alimentares, cosméticos, perfumaria e medicamentos isentos de prescrição da Convale.",
    path: "/produtos",
    // Search results stay out of search indexes; the catalogue itself is indexed.
    noindex: Boolean(loaderData?.query.q),
  });

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Compact, so the first card is on a phone's first screen; the spreadsheet links sit by the count. */}
      <PageHero eyebrow="Catálogo" title="Produtos" compact>
        <p>Encontre um produto pelo nome, pela referência ou pelo princípio ativo.</p>
      </PageHero>
      <CatalogBrowser
        query={loaderData.query}
        page={loaderData.page}
        facets={loaderData.facets}
        suggestion={loaderData.suggestion}
      />
    </>
  );
}
