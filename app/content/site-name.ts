/**
 * The company's name on its own: titles and the logo's accessible name need it on every page, and the rest of
 * app/content/site.ts (addresses, phones, links) would otherwise ride along in every page's script.
 */
export const SITE_NAME = "Convale";
