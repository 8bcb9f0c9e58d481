/**
 * Removes React Router's `<link rel="modulepreload">` tags from a server-rendered document. On a slow phone
 * connection those ~130 KB (gzip) of scripts otherwise download in parallel with the document's own first paint
 * and delay it by over a second. Without them the browser fetches the same modules from the inline module script
 * at the end of the body, after the page is already visible and usable (links and forms work before hydration).
 * React 19 treats these links as hoistable resources, so hydration does not miss them. See docs/decisions/009.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The modulepreload links of a document, in order, without duplicates. */
export function modulePreloads(html: string): string[] {
  return [...new Set(html.match(MODULE_PRELOAD) ?? [])];
}
