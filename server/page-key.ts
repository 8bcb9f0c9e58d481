import { parseProductTypeFilter } from "../app/content/navigation";
import type { DetailTabKey } from "../app/features/catalog/detail/detail";
import { tabSlug } from "../app/features/catalog/detail/tab-slugs";
import {
  canonicalCatalogQuery,
  catalogQueryString,
  parseCatalogQuery,
  parseVisibleCount,
} from "../app/features/catalog/search/catalog-query";

/**
 * The page cache's key for a URL: the path and only the query parameters its route reads, in a fixed order, with
 * values the route would treat alike written alike. Junk parameters and spellings therefore share the key of the
 * real page instead of each taking (and evicting) an entry of their own.
 *
 * Returns null when the URL should not be cached at all (a value no real link produces).
 * `open` is true when a free-text value (a search) is part of the key: those entries live in their own, smaller
 * part of the cache, so made-up searches can only evict other searches.
 */
export interface PageKey {
  key: string;
  open: boolean;
}

type Normalize = (value: string) => string | null | undefined;

const tabKeys: DetailTabKey[] = ["ingredients", "indications", "usage", "info", "nutritional", "technical"];
// Unknown slugs fall back to the first tab (tab-slugs.ts), like no ?aba= at all.
const tabSlugs = new Set(["composicao", ...tabKeys.map(tabSlug)]);

const type: Normalize = (v) => {
  const filter = parseProductTypeFilter(v);
  return filter === "todos" ? undefined : filter;
};
const ean: Normalize = (v) => (/^\d{8,14}$/.test(v) ? v : null);
const tab: Normalize = (v) => (tabSlugs.has(v) ? v : undefined);
const count: Normalize = (v) => {
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) && n >= 0 && n <= 100_000 ? String(n) : undefined;
};

/** Per cached path, the parameters its loader reads (see the route modules), in key order. */
const PARAMS: Record<string, [name: string, normalize: Normalize][]> = {
  "/": [["type", type]],
  "/produto": [
    ["ean", ean],
    ["aba", tab],
  ],
  "/api/produtos": [
    ["offset", count],
    ["limit", count],
  ],
  "/api/produto": [["ean", ean]],
};
const OPEN = new Set(["q", "offset"]);

/** `routeIds`: the build's route ids, the only values a data request's `_routes` can name. */
export function pageKey(pathname: string, search: string, routeIds: ReadonlySet<string>): PageKey | null {
  const data = pathname.endsWith(".data");
  const page = data ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
  const query = new URLSearchParams(search);
  const catalogList = page === "/produtos" || page === "/api/produtos";
  const kept = catalogList ? catalogListParams(query, page === "/produtos") : new URLSearchParams();
  // A search or a brand is free text: such entries live in the smaller part of the cache.
  let open = kept.has("q") || kept.has("marca");
  for (const [name, normalize] of PARAMS[page] ?? []) {
    const raw = query.get(name);
    if (raw === null) continue;
    const value = normalize(raw);
    if (value === null) return null;
    if (value === undefined) continue;
    kept.set(name, value);
    if (OPEN.has(name)) open = true;
  }
  if (data) {
    const routes = query.get("_routes");
    if (routes !== null) {
      if (!routes.split(",").every((id) => routeIds.has(id))) return null;
      kept.set("_routes", routes);
    }
  }
  const rest = kept.toString();
  return { key: rest ? `${pathname}?${rest}` : pathname, open };
}

/**
 * /produtos and /api/produtos read their search, category, facets and order with parseCatalogQuery (and /produtos
 * its quantity with parseVisibleCount): the key is what catalogQueryString writes back from the canonical query
 * (facet values sorted, as their order changes nothing).
 */
function catalogListParams(query: URLSearchParams, withQuantity: boolean): URLSearchParams {
  const canonical = canonicalCatalogQuery(parseCatalogQuery(query));
  return new URLSearchParams(
    catalogQueryString(canonical, withQuantity ? parseVisibleCount(query) : undefined).slice(1),
  );
}
