import { lazy, Suspense } from "react";
import { type ProductTypeFilter, parseProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { siteDescriptionTexts } from "~/content/site-description.texts";
import { SITE_NAME } from "~/content/site-name";
import { getCatalogIn } from "~/features/catalog/catalog.server";
import {
  HOME_CATALOG_SIZE,
  HomeCatalogSection,
} from "~/features/catalog/components/list/home-catalog-section";
import type { ProductSummary } from "~/features/catalog/model/summary";
import { catalogQuery } from "~/features/catalog/search/catalog-query";
import { AboutSection } from "~/features/home/about-section";
import { HeroSection } from "~/features/home/hero-section";
import { UnitsSection } from "~/features/home/units-section";
import { localeOfPath, localeOfUrl } from "~/i18n/locale";
import { PAGE_PATHS } from "~/i18n/pages";
import { textsIn } from "~/i18n/texts";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/home";

/** The same for every visitor: kept by browsers and shared caches. Hydrates at load (decision 134). */
export const handle = cacheableHandle;

const HomeBelowTheFold = lazy(() => import("~/features/home/below-the-fold"));

/**
 * The catalogue section's cards: the first 6 of each type (docs/decisions/001), the one in ?type= shown. The
 * filter then answers from the page's own data, with no request (decision 134); 4 × 6 summaries.
 */
export function loader({ request }: Route.LoaderArgs) {
  const type = parseProductTypeFilter(new URL(request.url).searchParams.get("type"));
  const catalog = getCatalogIn(localeOfUrl(request.url));
  const byType = Object.fromEntries(
    productTypeFilters.map(({ value }) => [
      value,
      catalog.search(catalogQuery({ categoria: value }), { limit: HOME_CATALOG_SIZE }).items,
    ]),
  ) as Record<ProductTypeFilter, ProductSummary[]>;
  return { catalogue: { type, byType } };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return routeMeta(matches, {
    title: SITE_NAME,
    description: textsIn(siteDescriptionTexts, locale),
    path: PAGE_PATHS.home[locale],
  });
};

/** Product rules §2: hero, units, about, catalogue, science, numbers, capacity, development, in this order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <UnitsSection />
      <AboutSection />
      <HomeCatalogSection type={loaderData.catalogue.type} byType={loaderData.catalogue.byType} />
      {/* Server-rendered like the rest; its code arrives after the first screen's (decision 007). */}
      <Suspense fallback={null}>
        <HomeBelowTheFold />
      </Suspense>
    </>
  );
}
