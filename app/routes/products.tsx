import { useEffect } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import { getCatalogIn } from "~/features/catalog/catalog.server";
import { CatalogBrowser } from "~/features/catalog/components/list/catalog-browser";
import { isCountOnlyChange } from "~/features/catalog/components/list/count-only-change";
import { productEan } from "~/features/catalog/model/codes";
import { catalogPageData } from "~/features/catalog/search/catalog-page";
import { loadLocalCatalog, localCatalogNow } from "~/features/catalog/search/local-catalog";
import { catalogPagesTexts } from "~/features/catalog/seo/catalog-pages.texts";
import { localeOfPath, localeOfUrl } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn, useLocale, useTexts } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { whenIdle } from "~/utils/hydration/when-idle";
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
  const locale = localeOfUrl(request.url);
  const catalog = getCatalogIn(locale);
  return catalogPageData(
    new URL(request.url).searchParams,
    {
      search: catalog.search,
      exactEan: (q) => {
        const product = catalog.exactMatch(q);
        return product ? productEan(product) : null;
      },
    },
    locale,
  );
}

/**
 * After hydration, once the whole catalogue has arrived (local-catalog.ts, loaded when the page is idle), a search,
 * a category, a facet or an order is answered in the browser by the same engine: no request, offline too. Until
 * then the server answers, as it did before.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Not waited for while on its way: a catalogue that stalls must not hold a search.
  const locale = localeOfUrl(request.url);
  const local = localCatalogNow(locale);
  return local ? catalogPageData(new URL(request.url).searchParams, local, locale) : serverLoader();
}

/** The list records its loaded count in ?quantidade= as it grows; that alone needs no new page from the server. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (isCountOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = textsIn(catalogPagesTexts, locale);
  return routeMeta(matches, {
    title: t.productsTitle,
    description: t.productsDescription,
    path: localizeHref("/produtos", locale),
    // Search results stay out of search indexes; the catalogue itself is indexed.
    noindex: Boolean(loaderData?.query.q),
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useTexts(catalogPagesTexts);
  useEffect(() => whenIdle(() => void loadLocalCatalog(locale)), [locale]);
  return (
    <>
      {/* Compact, so the first card is on a phone's first screen; the spreadsheet links sit by the count. */}
      <PageHero eyebrow={t.productsEyebrow} title={t.productsTitle} compact>
        <p>{t.productsLead}</p>
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
