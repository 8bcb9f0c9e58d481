import { type RefObject, useEffect } from "react";
import { whenIdle } from "~/utils/hydration/when-idle";
import { prefetchDetail } from "../detail/use-product-detail";

/**
 * Asks for the detail of each card that comes into view (any part of it on screen), when the page is idle, so "Ver
 * detalhes" opens a dialog that already has its data (issue 31: the dialog's code and data for cards in view are
 * ready before the tap). The list's items carry their barcode in `data-ean`; each detail is asked once
 * (prefetchDetail), and only for cards the visitor has seen, not the whole list.
 */
export function useDetailsAhead(list: RefObject<HTMLUListElement | null>, cards: readonly unknown[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of cards (a filter, a page) is observed anew
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const cancels: (() => void)[] = [];
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const ean = (entry.target as HTMLElement).dataset.ean;
        // Offline there is nothing to read ahead; the tap asks for it and the dialog says what happened.
        if (ean) cancels.push(whenIdle(() => navigator.onLine && prefetchDetail(ean)));
      }
    });
    for (const item of element.children) seen.observe(item);
    return () => {
      seen.disconnect();
      for (const cancel of cancels) cancel();
    };
  }, [list, cards]);
}
