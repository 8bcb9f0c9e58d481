import { matchRoutes, type ServerBuild } from "react-router";
import type { CacheHandle } from "../../app/utils/server/cache-handle";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./cacheable-routes";
import { routeTree } from "./route-tree";

/**
 * A request path's HTTP policy, read from the route modules in the build, never from a list kept in the server:
 * the route list is written once (app/routes.ts) and each module states its own policy beside its loader.
 * - cacheable (the same bytes for every visitor, kept by shared caches): `handle` (app/utils/server/cache-handle.ts);
 * - the methods it takes: POST only where the matched route exports an `action`;
 * - who may store its answer: the cacheable pages' lifetimes; nobody for a page with an action (its form carries
 *   per-visitor tokens); otherwise no-cache. What the route's response says wins, except on a form page.
 */
export interface RoutePolicy {
  cacheable: boolean;
  /** "GET, HEAD", plus POST when the route has an action. */
  allow: string;
  cacheControl: string;
  /** Whether cacheControl wins over what the route's response says (form pages: never stored, whatever happens). */
  cacheControlFinal: boolean;
}

export type PolicyOf = (pathname: string) => RoutePolicy;

/** A data request's page: /produtos.data is /produtos, /_root.data is /. */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

const privateNoStore = "private, no-store";

const NO_ROUTE: RoutePolicy = {
  cacheable: false,
  allow: "GET, HEAD",
  cacheControl: "no-cache",
  cacheControlFinal: false,
};

/** Derived once per build object (production has one; development's changes with each edit). */
const perBuild = new WeakMap<ServerBuild, PolicyOf>();

export function routePolicy(build: ServerBuild): PolicyOf {
  let policyOf = perBuild.get(build);
  if (!policyOf) {
    policyOf = createPolicyOf(build);
    perBuild.set(build, policyOf);
  }
  return policyOf;
}

function createPolicyOf(build: ServerBuild): PolicyOf {
  // React Router's own matcher over the build's route tree.
  const roots = routeTree(build);
  // Paths repeat (every visit to /produtos); the route table is small, the set of paths asked for is not.
  const memo = new Map<string, RoutePolicy>();
  return (pathname) => {
    const page = pagePathOf(pathname);
    const known = memo.get(page);
    if (known) return known;
    const matches = matchRoutes(roots, page);
    const leaf = matches?.at(-1)?.route.id;
    const module = leaf ? build.routes[leaf]?.module : undefined;
    if (!matches || !module) return NO_ROUTE;
    const handle = module.handle as CacheHandle | undefined;
    const action = typeof module.action === "function";
    // A page (not the JSON API) with an action renders a form with per-visitor tokens.
    const form = action && !page.startsWith("/api/");
    const cacheable = handle?.cache === "public" && !form;
    const policy: RoutePolicy = {
      cacheable,
      allow: action ? "GET, HEAD, POST" : "GET, HEAD",
      cacheControl: cacheable ? PUBLIC_PAGE_CACHE_CONTROL : form ? privateNoStore : "no-cache",
      cacheControlFinal: form,
    };
    // Only paths a route names (the catch-all's are unbounded and gain nothing from a memo) are remembered.
    if (matches.at(-1)?.route.path !== "*" && memo.size < 1000) memo.set(page, policy);
    return policy;
  };
}
