import { useCallback, useEffect, useRef, useState } from "react";
import { type CatalogQuery, PAGE_SIZE, SCROLL_THRESHOLD_PX } from "./catalog-query";
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

  if (source !== first) {
    setSource(first);
    setItems(first.items);
    setNextOffset(first.nextOffset);
    setLoading(false);
  }
  // A page still on its way for the previous search must not land in the new list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first page changes
  useEffect(() => () => request.current?.abort(), [first]);

  const loadMore = useCallback(() => {
    if (nextOffset === null || request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    const params = new URLSearchParams({ offset: String(nextOffset), limit: String(PAGE_SIZE) });
    if (query.q) params.set("q", query.q);
    if (query.categoria !== "todos") params.set("categoria", query.categoria);
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
  }, [nextOffset, query.q, query.categoria]);

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
