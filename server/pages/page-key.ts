import type { RoutePolicy } from "./route-policy";

/**
 * The page cache's key for a URL: the path and only the query parameters its route declares (its `handle`, see
 * app/utils/page-cache-handle.ts), in the declared order, with values the loader would treat alike written alike.
 * Junk parameters and spellings therefore share the key of the real page instead of each taking (and evicting) an
 * entry of their own. Nothing here knows a route: a new parameter is declared in its route module only.
 *
 * Returns null when the URL should not be cached at all (a value no real link produces, or a data request whose
 * `_routes` is not what React Router's client writes).
 * `open` is true when a free-text value (a search) is part of the key: those entries live in their own, smaller
 * part of the cache, so made-up searches can only evict other searches.
 */
export interface PageKey {
  key: string;
  open: boolean;
}

export function pageKey(
  pathname: string,
  search: string,
  policy: Pick<RoutePolicy, "params" | "routeIds">,
): PageKey | null {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  let open = false;
  for (const [name, param] of Object.entries(policy.params)) {
    const raw = query.getAll(name);
    if (raw.length === 0) continue;
    const values = param.canonical(raw);
    if (values === null) return null;
    for (const value of values) kept.append(name, value);
    if (values.length > 0 && param.open) open = true;
  }
  if (pathname.endsWith(".data")) {
    const routes = query.getAll("_routes");
    if (routes.length > 1) return null;
    if (routes.length === 1) {
      // The client names routes of the match, root first, each once: any other spelling is not one of its requests.
      const named = new Set(routes[0]?.split(","));
      const canonical = policy.routeIds.filter((id) => named.has(id)).join(",");
      if (canonical !== routes[0]) return null;
      kept.set("_routes", canonical);
    }
  }
  const rest = kept.toString();
  return { key: rest ? `${pathname}?${rest}` : pathname, open };
}
