import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { productTypeFilters } from "~/content/navigation";
import { localeOfPath } from "~/i18n/locale";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { APP_TAP_ATTRIBUTE } from "~/utils/hydration/early-taps";
import {
  type CatalogQuery,
  catalogQueryString,
  PAGE_SIZE,
  parseCatalogQuery,
} from "../../search/catalog-query";
import type { Facets } from "../../search/facets";
import { localCatalogNow } from "../../search/local-catalog";
import { CatalogFacets } from "./catalog-facets";
import { catalogListTexts } from "./catalog-list.texts";
import { CatalogSearchBox, normalizeTerm } from "./catalog-search-box";
import { isCountOnlyChange } from "./count-only-change";
import { ExportMenu } from "./export-menu";
import { ProductGrid } from "./product-grid";
import { useFocusNewCard } from "./use-focus-new-card";
import { useListDestination } from "./use-list-destination";
import { type ProductPage, useProductPages } from "./use-product-pages";

const SEARCH_DEBOUNCE_MS = 300;
const CARD_ID_PREFIX = "produto-";
const RESULTS_ID = "catalogo-resultados";

/**
 * /produtos: search box (catalog-search-box.tsx), category links, the facets and sort form (catalog-facets.tsx),
 * the result count (announced politely) with the spreadsheet menu, the growing grid and the "Carregar mais"
 * link. Compact on a phone, so the first card is on the first screen (issue 34). The state lives in the URL
 * (?q=&categoria=&marca=&forma=&dieta=&ordem=), so it survives reload and Back and every
 * control also works without JavaScript (the form submits, the links navigate, ?quantidade= shows more).
 */
export function CatalogBrowser({
  query,
  page,
  facets,
  suggestion,
}: {
  query: CatalogQuery;
  page: ProductPage;
  /** Facets and sort; absent where the browser is used without them. */
  facets?: Facets;
  /** "Você quis dizer …?" for a search that found nothing. */
  suggestion?: string | null;
}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const t = useTexts(catalogListTexts);
  // /produtos or /en/products: the list's own address in the page's language.
  const listPath = useLocalHref()("/produtos");
  const locale = useLocale();
  // Our own earlier search may still be loading when the next one fires.
  const target = useListDestination(listPath);
  // The address our last search asked for, and whether a navigation of the list that is not ours (a category
  // link, a facet) is on its way: a search sent then replaces the entry that link has not yet pushed, and Back
  // left the site (CI on 6f7ecde). The search waits for it instead and then replaces the entry it pushed.
  const submitted = useRef<string | null>(null);
  const othersPending = useRef(false);
  othersPending.current =
    navigation.state !== "idle" &&
    navigation.location?.pathname === listPath &&
    navigation.location.search !== submitted.current;
  const deferred = useRef(false);
  const { items, total, nextOffset, status, loadMore, sentinel } = useProductPages(page, query);
  const focusNewCard = useFocusNewCard(items.length, status, page, CARD_ID_PREFIX);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pushed = useRef(query.q);
  // Offline, before the whole catalogue has come (local-catalog.ts), a search would fail in the loader and replace
  // the page with the error screen: the typed text waits, the page says so, and the search runs when the
  // connection comes back (issue 31). Once it has come, the search runs in the browser, offline too.
  const [waitingOnline, setWaitingOnline] = useState(false);

  const typed = () => normalizeTerm(input.current?.value ?? query.q);

  const commit = () => {
    window.clearTimeout(timer.current);
    const q = typed();
    if (q === pushed.current) return;
    if (othersPending.current) {
      deferred.current = true;
      return;
    }
    if (!navigator.onLine && !localCatalogNow(localeOfPath(window.location.pathname))) {
      setWaitingOnline(true);
      return;
    }
    setWaitingOnline(false);
    pushed.current = q;
    // replace: one history entry per search, not per keystroke; quantidade is dropped, back to 5 cards.
    // The category, facets and order stay; quantidade does not.
    const current = parseCatalogQuery(new URLSearchParams(target.current));
    const search = catalogQueryString({ ...current, q }, undefined, locale);
    submitted.current = search;
    submit(new URLSearchParams(search.slice(1)), {
      method: "get",
      action: listPath,
      replace: true,
      preventScrollReset: true,
    });
  };

  // Text typed before hydration is in the box but was never searched for: search for it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (typed() !== query.q) commit();
    return () => window.clearTimeout(timer.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: commit reads the box and the address itself
  useEffect(() => {
    if (!waitingOnline) return;
    window.addEventListener("online", commit);
    return () => window.removeEventListener("online", commit);
  }, [waitingOnline]);

  // The URL changed from elsewhere (Back, "Limpar filtros", a category link); the box shows its term itself.
  useEffect(() => {
    pushed.current = query.q;
  }, [query.q]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: commit reads the box and the address itself
  useEffect(() => {
    if (navigation.state !== "idle" || !deferred.current) return;
    deferred.current = false;
    commit();
  }, [navigation.state]);

  // Recording the loaded count in the address (?quantidade=) is a navigation too, but not a new search.
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === listPath &&
    !isCountOnlyChange(location, navigation.location);
  const filtered = query.q !== "" || query.categoria !== "todos";

  return (
    <section
      id="catalogo"
      aria-labelledby="catalogo-titulo"
      className="mx-auto max-w-[83rem] px-6 pt-4 pb-12 sm:pt-8"
    >
      <h2 id="catalogo-titulo" className="sr-only">
        {t.heading}
      </h2>
      <CatalogSearchBox
        query={query}
        input={input}
        onType={() => {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(commit, SEARCH_DEBOUNCE_MS);
        }}
        onSubmit={commit}
        results={{ items, total, suggestion }}
        resultsId={RESULTS_ID}
      />

      <nav aria-label={t.categoriesNav} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {productTypeFilters.map((filter) => {
            const current = filter.value === query.categoria;
            return (
              <li key={filter.value}>
                <Link
                  to={`${listPath}${catalogQueryString({ ...query, categoria: filter.value }, undefined, locale)}`}
                  preventScrollReset
                  // Its tap reaches the app even before the list has hydrated: the text typed goes with it.
                  {...{ [APP_TAP_ATTRIBUTE]: "" }}
                  onClick={(event) => {
                    // The typed text counts even if its debounce has not fired yet.
                    const q = typed();
                    if (q === query.q) return;
                    event.preventDefault();
                    window.clearTimeout(timer.current);
                    pushed.current = q;
                    void navigate(
                      `${listPath}${catalogQueryString({ ...query, q, categoria: filter.value }, undefined, locale)}`,
                      {
                        preventScrollReset: true,
                      },
                    );
                  }}
                  aria-current={current ? "true" : undefined}
                  className="filter-chip inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                >
                  {t.categories[filter.value]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {facets ? <CatalogFacets query={query} facets={facets} /> : null}

      {/* Positioned: the spreadsheet menu's panel hangs from this row's right edge. Focused by "Ver os N
          resultados" under the search field. */}
      <div
        id={RESULTS_ID}
        tabIndex={-1}
        className="relative mt-3 flex scroll-mt-24 items-start justify-between gap-4 outline-none"
      >
        {/* A long count wraps beside the menu rather than pushing it onto a row of its own. */}
        <p role="status" className="min-w-0 py-2.5 font-semibold text-slate-800">
          {waitingOnline ? t.waitingOnline : t.count(total, query.q, query.categoria, query)}
        </p>
        <ExportMenu query={query} />
      </div>

      <div data-loading={searching ? "true" : undefined} className="catalog-results mt-3">
        {items.length > 0 ? (
          <ProductGrid products={items} cardIdPrefix={CARD_ID_PREFIX} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            {suggestion ? (
              <p className="mb-3 text-lg text-slate-800">
                {t.didYouMean}{" "}
                <Link
                  to={`${listPath}${catalogQueryString({ ...query, q: suggestion }, undefined, locale)}`}
                  preventScrollReset
                  className="font-semibold text-brand-800 underline"
                >
                  {suggestion}
                </Link>
                ?
              </p>
            ) : null}
            <p className="text-lg text-slate-700">{t.tryAnother}</p>
            {filtered ? (
              <Link
                to={listPath}
                preventScrollReset
                className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              >
                {t.clearFilters}
              </Link>
            ) : null}
          </div>
        )}
      </div>

      {nextOffset !== null ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <div ref={sentinel} />
          {/* Only while a page is on its way, or when it did not arrive (the cards above stay). */}
          <p aria-live="polite" className="min-h-6 text-slate-700">
            {status === "loading" ? t.loadingMore : null}
            {status === "failed" ? t.loadMoreFailed : null}
          </p>
          {status === "failed" ? (
            <button
              type="button"
              onClick={loadMore}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {t.retry}
            </button>
          ) : null}
          <Link
            // Without JavaScript the next page opens at its first new card, not at the top.
            to={`${listPath}${catalogQueryString(query, items.length + PAGE_SIZE, locale)}#${CARD_ID_PREFIX}${items.length + 1}`}
            preventScrollReset
            onClick={(event) => {
              // With JavaScript the next cards come from /api/produtos; the address only records their count.
              event.preventDefault();
              focusNewCard();
              loadMore();
            }}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.loadMore}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
