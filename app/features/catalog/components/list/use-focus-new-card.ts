import { useCallback, useLayoutEffect, useRef } from "react";
import type { PagesStatus } from "./use-product-pages";

/**
 * "Carregar mais" pressed: once its cards are in, the first of them comes into view and takes the focus, so a
 * screen reader reads on from the new cards and a sighted visitor sees them. At the end of the page the footer is
 * the scroll anchor (app.css, decision 162) and stays where it was, so the new cards land above the view; without
 * this the press would seem to do nothing. Returns what the press calls before it asks for the next page.
 *
 * `first` is the list's first page: a new search or category starts the list over and drops a pending focus, and
 * so does a page that did not arrive (its "Tentar novamente" is a press of its own).
 */
export function useFocusNewCard(count: number, status: PagesStatus, first: unknown, cardIdPrefix: string) {
  const wanted = useRef<{ position: number; from: unknown } | null>(null);

  // A layout effect, so the scroll is done before the list records where its end landed (use-product-pages.ts, a
  // passive effect): measured after it, the scroll is no new approach to the end and loads no page of its own.
  useLayoutEffect(() => {
    const pending = wanted.current;
    if (!pending) return;
    if (pending.from !== first || status === "failed") {
      wanted.current = null;
      return;
    }
    if (count < pending.position) return;
    wanted.current = null;
    const card = document.getElementById(`${cardIdPrefix}${pending.position}`);
    // The card's own scroll margin keeps it clear of the fixed header.
    card?.scrollIntoView({ block: "start" });
    card?.querySelector<HTMLElement>("a[href], button")?.focus({ preventScroll: true });
  }, [count, status, first, cardIdPrefix]);

  return useCallback(() => {
    wanted.current = { position: count + 1, from: first };
  }, [count, first]);
}
