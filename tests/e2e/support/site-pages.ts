import { PAGE_BUDGETS } from "../../../scripts/build/page-budgets.mjs";

/** The product the "every page" checks open (a supplement with a nutrition table and a technical sheet). */
export const SAMPLE_EAN = "7897412100014";

/**
 * Every page of the site, at the URL its budget is measured on: scripts/build/page-budgets.mjs is the one list
 * of pages, and check-budgets fails when a route of app/routes.ts is missing from it, so a new page is in every
 * "all pages" check here without anyone remembering to add it. The 404 page is left to its own tests.
 */
export const sitePages: string[] = Object.entries(PAGE_BUDGETS)
  .filter(([id]) => !id.endsWith("not-found"))
  .map(([, page]) => page.path.replace("{ean}", SAMPLE_EAN));
