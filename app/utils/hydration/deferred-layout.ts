/**
 * The flag on <html> under which the blocks marked .render-near-viewport are laid out only as they near the
 * viewport (app.css, docs/decisions/110).
 */
const DEFER_LAYOUT_ATTRIBUTE = "data-defer-layout";

/**
 * Runs in <head>, before the first layout. Only a fresh load that starts at the top of the page (a link or a typed
 * address, with no #anchor) sets the flag: a reload, Back or Forward (outside the back-forward cache) and an
 * anchor put the visitor at a place measured on real heights. The first intent takes it away (INTENT_LOADER in
 * scripts-on-intent.ts) and so does hydration (app.css), so the page is whole before the visitor acts on it.
 * Without JavaScript nothing is deferred.
 */
export const DEFER_LAYOUT_SCRIPT = `try{var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate"&&!location.hash)document.documentElement.setAttribute("${DEFER_LAYOUT_ATTRIBUTE}","")}catch(e){}`;

/**
 * A statement that ends the deferred layout and keeps the visitor's place. A scroll can come before any intent: the
 * browser's find in page and a link to a text fragment put their match at the middle of the viewport. Every block
 * then changes from its estimated height to its real one, and the block at the middle of the viewport (or the
 * first one below it) is put back where it was, with what it shows, whether or not the browser's own scroll
 * anchoring did so (Safari has none). Measured cases: docs/decisions/110.
 */
export const END_DEFERRED_LAYOUT = `{const r=document.documentElement;if(r.hasAttribute("${DEFER_LAYOUT_ATTRIBUTE}")){const a=[...document.querySelectorAll(".render-near-viewport>*")].find(b=>b.getBoundingClientRect().bottom>innerHeight/2),t=a&&a.getBoundingClientRect().top;r.removeAttribute("${DEFER_LAYOUT_ATTRIBUTE}");a&&scrollBy(0,a.getBoundingClientRect().top-t)}}`;
