/**
 * Removes React Router's `<link rel="modulepreload">` tags from a server-rendered document. On a slow phone
 * connection those ~130 KB (gzip) of scripts otherwise download in parallel with the document's own first paint
 * and delay it by over a second (docs/decisions/009). `withModulePreloadsAtAppStart` puts them back at the end of
 * the body, where the app starts (decision 134).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The modulepreload links of a document, in order, without duplicates. */
export function modulePreloads(html: string): string[] {
  return [...new Set(html.match(MODULE_PRELOAD) ?? [])];
}

/** React Router's first inline script; everything from it to </body> is the app's start (scripts and data). */
const ROUTER_CONTEXT = /<script\b[^>]*>window\.__reactRouterContext = /;

/**
 * The route's module preloads, asked for by a one-line script just before the app's scripts at the end of the body:
 * the page is parsed and painted first, then the browser asks for every module of the route at once instead of
 * discovering them one import at a time (the measure of decision 107, now at load, decision 134). A script and not
 * the links themselves, so a browser without JavaScript downloads none of them (with JavaScript off, Chromium
 * still fetched the links and blocked each one). A document without React Router's scripts is left as it is.
 */
export function withModulePreloadsAtAppStart(
  html: string,
  preloads: readonly string[],
  nonce?: string,
): string {
  const start = html.search(ROUTER_CONTEXT);
  const hrefs = preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1]).filter(Boolean);
  if (start < 0 || hrefs.length === 0) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const script = `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`;
  return `${html.slice(0, start)}<script${nonceAttribute}>${script}</script>${html.slice(start)}`;
}
