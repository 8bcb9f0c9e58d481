import { getCatalog } from "~/features/catalog/catalog.server";
import { parseCatalogQuery } from "~/features/catalog/catalog-query";
import { CatalogBrowser } from "~/features/catalog/components/catalog-browser";
import { PageHero } from "~/ui/page-hero";
import { cacheableHandle } from "~/utils/page-cache-handle";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/products";

/** The same for every visitor: cached by the server and by shared caches (server/cacheable-routes.ts). */
export const handle = cacheableHandle;

/** Only the visible cards travel with the page; more come from /api/produtos as the visitor scrolls. */
export function loader({ request }: Route.LoaderArgs) {
  const { q, categoria, quantidade } = parseCatalogQuery(new URL(request.url).searchParams);
  const page = getCatalog().search({ q, type: categoria, offset: 0, limit: quantidade });
  return { query: { q, categoria }, page };
}

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
      <PageHero eyebrow="Catálogo" title="Produtos">
        <p>Encontre um produto pelo nome, pela referência ou pelo princípio ativo.</p>
      </PageHero>
      <CatalogBrowser query={loaderData.query} page={loaderData.page} />
    </>
  );
}
