import { SCROLL_THRESHOLD_PX } from "../../search/catalog-query";

export interface ApproachTracker {
  /**
   * A page landed with the end of the list `top` px below the viewport's top, or the list started over (null).
   * The next approach is measured from there.
   */
  landed(top: number | null): void;
  /**
   * A scroll happened with the end of the list `top` px below the top of a viewport `height` px tall. True when
   * this scroll is a new approach to the end, which earns exactly one page.
   */
  scrolled(top: number, height: number): boolean;
}

/**
 * Product rules §4 grows the list by 5 when the page is scrolled within 650 px of the bottom. "Within" alone loads page
 * after page while the end stays in range (one jump to the bottom loaded 10 or 15 cards: the browser's scroll
 * anchoring keeps the footer, and so the end of the list, in view as cards arrive). So a page is earned once per
 * approach: the end of the list comes into range, or, when it is still in range after a page landed, the visitor
 * scrolls further toward it than where that page left it.
 */
export function createApproachTracker(threshold = SCROLL_THRESHOLD_PX): ApproachTracker {
  // Where the end of the list must come above to count: Infinity means any scroll that finds it in range.
  let baseline = Number.POSITIVE_INFINITY;
  return {
    landed(top) {
      baseline = top ?? Number.POSITIVE_INFINITY;
    },
    scrolled(top, height) {
      if (top >= height + threshold) {
        baseline = Number.POSITIVE_INFINITY;
        return false;
      }
      if (top < baseline - 1) {
        // Spent until the next page lands.
        baseline = Number.NEGATIVE_INFINITY;
        return true;
      }
      return false;
    },
  };
}
