import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { apiUrl } from "~/i18n/api-locale";
import { localeOfPath } from "~/i18n/locale";
import type { ProductSummary } from "../../model/summary";
import { type CatalogQuery, catalogQueryString, PAGE_SIZE } from "../../search/catalog-query";
import { localCatalogNow } from "../../search/local-catalog";
import { type ApproachTracker, createApproachTracker } from "./approach-tracker";

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  nextOffset: number | null;
}

/** idle: nothing on its way; loading: a page is; failed: the last page did not arrive (the cards stay). */
export type PagesStatus = "idle" | "loading" | "failed";

/**
 * The growing /produtos list (product rules §4): starts from the server-rendered page and appends PAGE_SIZE cards from
 * /api/produtos (or from the whole catalogue, once it is in the browser: local-catalog.ts) each time the visitor
 * approaches the end of the list (approach-tracker.ts: one page per
 * approach, whatever the scroll speed) or uses "Carregar mais". It starts over whenever the loader gives a new
 * first page (new search, category, or a Back to an address with ?quantidade=).
 *
 * A plain fetch, not a fetcher: a failed fetcher load is thrown to the route's error boundary, which replaced
 * the whole catalogue with "Algo deu errado". Here a failure is a state: the loaded cards stay, the list offers
 * "Tentar novamente", and it tries again by itself when the browser says the connection is back.
 */
export function useProductPages(first: ProductPage, query: CatalogQuery) {
  const [source, setSource] = useState(first);
  const [items, setItems] = useState(first.items);
  const [nextOffset, setNextOffset] = useState(first.nextOffset);
  const [status, setStatus] = useState<PagesStatus>("idle");
  const request = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  if (source !== first) {
    setSource(first);
    setItems(first.items);
    setNextOffset(first.nextOffset);
    setStatus("idle");
  }

  useEffect(() => () => request.current?.abort(), []);

  // What loadMore reads when it runs, so the scroll listener never holds an old list.
  const latest = useRef({ nextOffset, status, query, first });
  latest.current = { nextOffset, status, query, first };

  const loadMore = useCallback(() => {
    const { nextOffset: offset, status: now, query: current, first: from } = latest.current;
    if (offset === null || now === "loading") return;
    // The whole catalogue is in the browser (local-catalog.ts): the next cards need no request.
    // Read at call time: the page's language (its address) is what the cards must be in.
    const locale = localeOfPath(window.location.pathname);
    const local = localCatalogNow(locale);
    if (local) {
      const page = local.search(current, { offset, limit: PAGE_SIZE });
      // Read again before the next render: a second approach in the same frame continues after this page.
      latest.current.nextOffset = page.nextOffset;
      setItems((loaded) => [...loaded, ...page.items]);
      setNextOffset(page.nextOffset);
      setStatus("idle");
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus("loading");
    latest.current.status = "loading";
    // The same parameters as the page (search, category, facets, order), plus where to continue.
    const params = new URLSearchParams(catalogQueryString(current).slice(1));
    params.set("offset", String(offset));
    params.set("limit", String(PAGE_SIZE));
    fetch(apiUrl(`/api/produtos?${params}`, locale), { signal: controller.signal })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<ProductPage>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((page) => {
        // A page still on its way for the previous search must not land in the new list.
        if (controller.signal.aborted || latest.current.first !== from) return;
        setItems((loaded) => [...loaded, ...page.items]);
        setNextOffset(page.nextOffset);
        setStatus("idle");
      })
      .catch(() => {
        if (!controller.signal.aborted && latest.current.first === from) setStatus("failed");
      });
  }, []);

  // The address records how many cards are shown, so Back, Forward and reload render the same cards on the
  // server before ScrollRestoration puts the position back. The router is told (replace, no scroll reset); the
  // route's shouldRevalidate skips its loader for a change of ?quantidade= alone.
  // Never while another navigation is on its way: a replace would cancel it, and a link the visitor tapped (the
  // footer's, reached by scrolling past the list's end, which loads more cards) would do nothing.
  const wanted =
    items.length > first.items.length
      ? catalogQueryString(query, items.length, localeOfPath(location.pathname))
      : null;
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (idle && wanted !== null && wanted !== location.search)
      void navigate(`${location.pathname}${wanted}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
  }, [idle, wanted, location.pathname, location.search, location.hash, navigate]);

  // The connection is back: the page that failed is fetched again without a click.
  useEffect(() => {
    if (status !== "failed") return;
    window.addEventListener("online", loadMore);
    return () => window.removeEventListener("online", loadMore);
  }, [status, loadMore]);

  const sentinel = useRef<HTMLDivElement>(null);
  const tracker = useRef<ApproachTracker | null>(null);
  // A new first page or a page that landed: the next approach is measured from here.
  useEffect(() => {
    if (status !== "idle") return;
    const fresh = items.length === first.items.length;
    tracker.current?.landed(fresh ? null : (sentinel.current?.getBoundingClientRect().top ?? null));
  }, [status, items.length, first.items.length]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || nextOffset === null) return;
    tracker.current ??= createApproachTracker();
    const approach = tracker.current;
    const onScroll = () => {
      if (latest.current.status !== "idle") return;
      if (approach.scrolled(element.getBoundingClientRect().top, window.innerHeight)) loadMore();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [nextOffset, loadMore]);

  return { items, total: first.total, nextOffset, status, loadMore, sentinel };
}
