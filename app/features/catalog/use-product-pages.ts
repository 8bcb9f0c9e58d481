import { useCallback, useEffect, useRef, useState } from "react";
import { type CatalogQuery, catalogSearch, PAGE_SIZE, SCROLL_THRESHOLD_PX } from "./catalog-query";
import type { ProductSummary } from "./summary";

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  nextOffset: number | null;
}

/**
 * The growing /produtos list (SPEC §4): starts from the server-rendered page, appends PAGE_SIZE cards from
 * /api/produtos each time the page is scrolled within 650 px of the bottom (or "Carregar mais" is used), and
 * starts over whenever the loader gives a new first page (new search or category).
 */
export function useProductPages(first: ProductPage, query: CatalogQuery) {
  const [source, setSource] = useState(first);
  const [items, setItems] = useState(first.items);
  const [nextOffset, setNextOffset] = useState(first.nextOffset);
  const [loading, setLoading] = useState(false);
  const request = useRef<AbortController | null>(null);
  // "Carregar mais" pressed while a scroll-triggered page is on its way: load one more page after it.
  const queued = useRef(false);

  if (source !== first) {
    setSource(first);
    setItems(first.items);
    setNextOffset(first.nextOffset);
    setLoading(false);
    queued.current = false;
  }
  // A page still on its way for the previous search must not land in the new list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first page changes
  useEffect(() => () => request.current?.abort(), [first]);

  /** `queue`: a button press made while a page is loading still counts; a scroll event then does not. */
  const loadMore = useCallback(
    (queue = false) => {
      if (nextOffset === null) return;
      if (request.current) {
        if (queue) queued.current = true;
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setLoading(true);
      // The same parameters as the page (search, category, facets, order), plus where to continue.
      const params = new URLSearchParams(catalogSearch(query).slice(1));
      params.set("offset", String(nextOffset));
      params.set("limit", String(PAGE_SIZE));
      fetch(`/api/produtos?${params}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<ProductPage>) : Promise.reject()))
        .then((page) => {
          setItems((current) => [...current, ...page.items]);
          setNextOffset(page.nextOffset);
        })
        .catch(() => {
          // Aborted or failed: the "Carregar mais" link stays, so the visitor can try again.
        })
        .finally(() => {
          if (request.current === controller) request.current = null;
          if (!controller.signal.aborted) setLoading(false);
        });
    },
    [nextOffset, query],
  );

  useEffect(() => {
    if (!loading && queued.current) {
      queued.current = false;
      loadMore();
    }
  }, [loading, loadMore]);

  // SPEC §9: scrolling within 650 px of the bottom of the page asks for the next 5.
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const onScroll = () => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      if (bottom <= SCROLL_THRESHOLD_PX) loadMoreRef.current();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return { items, total: first.total, nextOffset, loading, loadMore };
}
