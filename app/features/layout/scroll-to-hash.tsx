import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { anchorScrollTop, HASH_SCROLL_DELAY_MS } from "./scroll-math";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * SPEC §2: every route change scrolls to the top; a hash scrolls smoothly to its section after 100 ms with an
 * 80 px offset (instantly with reduced motion). A "route change" is a new pathname: a new query on the same page
 * (the catalogue search) keeps the visitor where they are.
 */
export function ScrollToHash() {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    // location.key makes the effect run again when the same hash is chosen with another query (?type=).
    void location.key;
    if (!location.hash) {
      if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      window.scrollTo({
        top: anchorScrollTop(target.getBoundingClientRect().top, window.scrollY),
        behavior: prefersReducedMotion() ? "instant" : "smooth",
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.hash, location.key]);

  return null;
}
