/**
 * The flag on <html> under which the blocks marked .render-near-viewport are laid out only as they near the
 * viewport (app.css, docs/decisions/110).
 */
export const DEFER_LAYOUT_ATTRIBUTE = "data-defer-layout";

/**
 * Runs in <head>, before the first layout. Only a fresh load that starts at the top of the page (a link or a typed
 * address, with no #anchor) sets the flag: a reload, Back or Forward (outside the back-forward cache) and an
 * anchor put the visitor at a place measured on real heights. The first intent takes it away (EARLY_TAPS_SCRIPT in
 * early-taps.ts) and so does hydration (app.css), so the page is whole before the visitor acts on it.
 * Without JavaScript nothing is deferred.
 */
export const DEFER_LAYOUT_SCRIPT = `try{var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate"&&!location.hash)document.documentElement.setAttribute("${DEFER_LAYOUT_ATTRIBUTE}","")}catch(e){}`;

/**
 * Ends the deferred layout and keeps the visitor's place, at hydration (deferred-layout-flag.tsx): the app hydrates
 * at load (decision 134), often after the visitor has scrolled, and the page must not move under them when the
 * estimated heights become real ones. The block at the middle of the viewport (or the first one below it) is put
 * back where it was, with what it shows, whether or not the browser's own scroll anchoring did so (Safari has
 * none). The early-tap script (early-taps.ts) does the same on the first intent, keeping the touched element in
 * place instead. Measured cases: docs/decisions/110.
 */
export function endDeferredLayout() {
  const root = document.documentElement;
  if (!root.hasAttribute(DEFER_LAYOUT_ATTRIBUTE)) return;
  const anchor = [...document.querySelectorAll(".render-near-viewport>*")].find(
    (block) => block.getBoundingClientRect().bottom > window.innerHeight / 2,
  );
  const top = anchor?.getBoundingClientRect().top;
  root.removeAttribute(DEFER_LAYOUT_ATTRIBUTE);
  if (anchor && top !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - top);
}
