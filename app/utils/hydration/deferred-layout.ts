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

/** On a deferred block that `layOutDeferredBlocks` has laid out (app.css lays it out in full from then on). */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/**
 * Makes a change to the deferred layout and keeps the visitor's place: the app hydrates at load (decision 134),
 * sometimes after the visitor has scrolled, and the page must not move under them when estimated heights become
 * real ones. The block at the middle of the viewport (or the first one below it) is put back where it was, with
 * what it shows, whether or not the browser's own scroll anchoring did so (Safari has none). Reading its place
 * again lays out what the change asked for, in this task. Measured cases: docs/decisions/110.
 */
function keepingPlace(change: () => void) {
  const anchor = [...document.querySelectorAll(".render-near-viewport>*")].find(
    (block) => block.getBoundingClientRect().bottom > window.innerHeight / 2,
  );
  const top = anchor?.getBoundingClientRect().top;
  change();
  const moved = anchor && top !== undefined ? anchor.getBoundingClientRect().top - top : 0;
  if (moved) window.scrollBy(0, moved);
}

/** Ends the deferred layout at once, keeping the visitor's place (the early-tap script does the same on an intent). */
function endDeferredLayout() {
  const root = document.documentElement;
  if (root.hasAttribute(DEFER_LAYOUT_ATTRIBUTE))
    keepingPlace(() => root.removeAttribute(DEFER_LAYOUT_ATTRIBUTE));
}

/**
 * At hydration (deferred-layout-flag.tsx): lays out the deferred blocks one per task, top to bottom, then ends the
 * deferral (decision 153). Laid out at once, the home's blocks were one task of 216 ms of layout and 139 ms of style
 * at 4× CPU, inside hydration, and a tap waited behind it; one block at a time, a tap waits for one block at most.
 * An intent before the last block ends the deferral at once (early-taps.ts), and the next step then stops.
 */
export function layOutDeferredBlocks() {
  const root = document.documentElement;
  const blocks = [...document.querySelectorAll(".render-near-viewport>*")];
  const next = () => {
    if (!root.hasAttribute(DEFER_LAYOUT_ATTRIBUTE)) return;
    const block = blocks.shift();
    if (!block) return endDeferredLayout();
    keepingPlace(() => block.setAttribute(LAID_OUT_ATTRIBUTE, ""));
    setTimeout(next);
  };
  setTimeout(next);
}
