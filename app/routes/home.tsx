import { lazy, Suspense } from "react";
import { parseProductTypeFilter } from "~/content/navigation";
import { site } from "~/content/site";
import { getCatalog } from "~/features/catalog/catalog.server";
import {
  HOME_CATALOG_SIZE,
  HomeCatalogSection,
} from "~/features/catalog/components/list/home-catalog-section";
import { catalogQuery } from "~/features/catalog/search/catalog-query";
import { AboutSection } from "~/features/home/about-section";
import { HeroSection } from "~/features/home/hero-section";
import { UnitsSection } from "~/features/home/units-section";
import { withHydrationOnIntent } from "~/utils/hydration/hydration-handle";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/home";

/**
 * The same for every visitor: kept by browsers and shared caches. Read first, so it hydrates on the visitor's first
 * intent (decision 098, amended 2026-11-24).
 */
export const handle = withHydrationOnIntent(cacheableHandle);

const HomeBelowTheFold = lazy(() => import("~/features/home/below-the-fold"));

/** The catalogue section's cards: the first 6 of the type in ?type= (docs/decisions/001). */
export function loader({ request }: Route.LoaderArgs) {
  const type = parseProductTypeFilter(new URL(request.url).searchParams.get("type"));
  return {
    catalogue: {
      type,
      products: getCatalog().search(catalogQuery({ categoria: type }), { limit: HOME_CATALOG_SIZE }).items,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: site.name, description: site.description, path: "/" });

/** Product rules §2: hero, units, about, catalogue, science, numbers, capacity, development, in this order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <UnitsSection />
      <AboutSection />
      <HomeCatalogSection type={loaderData.catalogue.type} products={loaderData.catalogue.products} />
      {/* Server-rendered like the rest; its code arrives after the first screen's (decision 007). */}
      <Suspense fallback={null}>
        <HomeBelowTheFold />
      </Suspense>
    </>
  );
}
