import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { anchorScrollTop, HASH_SCROLL_DELAY_MS } from "./scroll-math";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The section's first heading, made focusable without becoming a Tab stop. */
function sectionHeading(section: HTMLElement): HTMLElement {
  const heading = section.querySelector<HTMLElement>("h1, h2, h3") ?? section;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/**
 * The hash half of product rules §2 (decision 070, which supersedes 002): a link to #section scrolls smoothly to it after
 * 100 ms with an 80 px offset (instantly with reduced motion), and focus follows to the section's heading so the
 * next Tab continues there. React Router's <ScrollRestoration> does the rest: top of the page on a new
 * navigation, the saved position on Back and Forward.
 *
 * ScrollRestoration jumps to a hash at once. Rendered after it, this layout effect puts the page back where it
 * was (the top, for a new page) in the same frame, so the visitor only sees the smooth scroll.
 */
export function ScrollToHash() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);
  // Where the page was before this render: scroll events arrive after the layout effect that jumped.
  const lastScrollY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // React 19 no longer warns about useLayoutEffect during server rendering; it simply does not run there.
  useLayoutEffect(() => {
    const firstRender = lastPath.current === null;
    const pathChanged = !firstRender && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    // location.key makes the effect run again when the same hash is chosen with another query (?type=).
    void location.key;
    // Back and Forward: the restored position wins.
    if (!location.hash || (navigationType === "POP" && !firstRender)) return;
    if (!firstRender)
      window.scrollTo({ top: pathChanged ? 0 : lastScrollY.current, left: 0, behavior: "instant" });
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      window.scrollTo({
        top: anchorScrollTop(target.getBoundingClientRect().top, window.scrollY),
        behavior: prefersReducedMotion() ? "instant" : "smooth",
      });
      // A link inside the section (the home catalogue's type filters) keeps its focus.
      if (!firstRender && !target.contains(document.activeElement))
        sectionHeading(target).focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.hash, location.key, navigationType]);

  return null;
}
