import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ProductSummary } from "../../model/summary";
import {
  type CatalogQuery,
  catalogQueryString,
  PAGE_SIZE,
  SCROLL_THRESHOLD_PX,
} from "../../search/catalog-query";

/** Taller than any page, so the root reaches from far above the viewport down to the threshold line. */
const PASSED_MARGIN_PX = 1_000_000;

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  nextOffset: number | null;
}

/**
 * The address that brings these cards back: the loaded count goes into ?quantidade= with replaceState, so Back,
 * Forward and reload render the same cards on the server and ScrollRestoration finds its position. React Router
 * is not told (a navigation would run the loader again for nothing); its history state (the key that scroll
 * restoration uses) is kept as it is.
 */
function rememberLoadedCount(query: CatalogQuery, count: number) {
  const url = `${window.location.pathname}${catalogQueryString(query, count)}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(window.history.state, "", url);
}

/**
 * The growing /produtos list (SPEC §4): starts from the server-rendered page and appends PAGE_SIZE cards from
 * /api/produtos through a fetcher each time the sentinel after the grid is within 650 px of the viewport's bottom (or above it)
 * (once the page is scrolled) or "Carregar mais" is used. It starts over whenever the loader gives a new
 * first page (new search, category, or a Back to an address with ?quantidade=).
 */
export function useProductPages(first: ProductPage, query: CatalogQuery) {
  const [source, setSource] = useState(first);
  const [items, setItems] = useState(first.items);
  const [nextOffset, setNextOffset] = useState(first.nextOffset);
  // A new fetcher per first page: a page still on its way for the previous search lands in the old one.
  const [generation, setGeneration] = useState(0);
  const fetcher = useFetcher<ProductPage>({ key: `produtos-pagina-${generation}` });
  const loading = fetcher.state !== "idle";

  if (source !== first) {
    setSource(first);
    setItems(first.items);
    setNextOffset(first.nextOffset);
    setGeneration((g) => g + 1);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: appends each page once, when it arrives
  useEffect(() => {
    const page = fetcher.data;
    if (!page || fetcher.state !== "idle") return;
    setItems((current) => [...current, ...page.items]);
    setNextOffset(page.nextOffset);
  }, [fetcher.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when cards were added to the first page
  useEffect(() => {
    if (items.length > first.items.length) rememberLoadedCount(query, items.length);
  }, [items.length]);

  const loadMore = useCallback(() => {
    if (nextOffset === null || loading) return;
    // The same parameters as the page (search, category, facets, order), plus where to continue.
    const params = new URLSearchParams(catalogQueryString(query).slice(1));
    params.set("offset", String(nextOffset));
    params.set("limit", String(PAGE_SIZE));
    void fetcher.load(`/api/produtos?${params}`);
  }, [nextOffset, loading, query, fetcher.load]);

  // SPEC §9: scrolled within 650 px of the end of the list asks for the next 5. The observer is made again
  // after each page, so a sentinel that is still in range asks for one more.
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observed when a page lands or the list restarts
  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || nextOffset === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inRange = entries.some((entry) => entry.isIntersecting);
        // Only once the visitor has scrolled: a short first page does not fill itself.
        if (inRange && window.scrollY > 0) loadMoreRef.current();
      },
      // In range = anywhere above the line 650 px below the viewport: a jump to the bottom of the page passes
      // the sentinel (the footer is below it) and must still count.
      { rootMargin: `${PASSED_MARGIN_PX}px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, nextOffset, items.length]);

  return { items, total: first.total, nextOffset, loading, loadMore, sentinel };
}
