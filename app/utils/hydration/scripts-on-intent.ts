import { END_DEFERRED_LAYOUT } from "./deferred-layout";
import { hydratesOnIntent } from "./hydration-handle";

/** The id of the <template> that holds React Router's scripts on a reading page until intent (decision 098). */
export const DEFERRED_SCRIPTS_ID = "scripts-on-intent";

/**
 * Runs where the server put it (end of <body>). On the visitor's first intent it puts React Router's scripts back
 * in place of their <template>: scripts cloned out of a template run when inserted, in document order (the
 * context first, then the data stream), and the DOM is then exactly what the server would have sent. It removes
 * itself first, for the same reason. A broken image counts as intent: its stock-image fallback is React's job.
 * Intent also ends the deferred layout of the blocks below the first screen (deferred-layout.ts), before a click
 * on an anchor or a key scrolls the page.
 */
export const INTENT_LOADER = `(()=>{const s=document.currentScript,e=["pointerdown","pointermove","touchstart","keydown","focusin","wheel","scroll"],o={capture:!0,passive:!0};s&&s.remove();const go=()=>{${END_DEFERRED_LAYOUT}for(const n of e)removeEventListener(n,go,o);removeEventListener("error",bad,!0);const t=document.getElementById("${DEFERRED_SCRIPTS_ID}");t&&t.replaceWith(document.importNode(t.content,!0))},bad=v=>{v.target instanceof HTMLImageElement&&go()};for(const n of e)addEventListener(n,go,o);addEventListener("error",bad,!0);for(const i of document.images)if(i.complete&&!i.naturalWidth&&i.getAttribute("src"))return go()})();`;

/** React Router's first inline script; everything from it to </body> is the app's start (scripts and data stream). */
const ROUTER_CONTEXT = /<script\b[^>]*>window\.__reactRouterContext = /;

/**
 * Holds a finished document's app scripts in a <template> until the visitor's intent. The HTML the visitor reads
 * is unchanged; nothing runs at load but the small loader and React Router's scroll restoration. `preloads`
 * (the route's modulepreload links, taken out of <head> by decision 009) go first in the template: at intent the
 * browser asks for every module at once instead of discovering them import by import (decision 107).
 */
export function holdScriptsUntilIntent(
  html: string,
  nonce?: string,
  preloads: readonly string[] = [],
): string {
  const start = html.search(ROUTER_CONTEXT);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.slice(0, start)}<template id="${DEFERRED_SCRIPTS_ID}">${preloads.join("")}${html.slice(start, end)}</template><script${nonceAttribute}>${INTENT_LOADER}</script>${html.slice(end)}`;
}

/** Whether the matched routes of a render ask to hydrate on intent (their `handle`, app/utils/hydration/hydration-handle.ts). */
export function rendersOnIntent(
  matches: readonly { route: { id: string } }[],
  routeModules: Record<string, { handle?: unknown } | undefined>,
): boolean {
  return matches.some((m) => hydratesOnIntent(routeModules[m.route.id]?.handle));
}
