import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageCacheHandle } from "../app/utils/page-cache-handle";

/**
 * Which paths are the same for every visitor, read from the route modules' `handle` (app/utils/page-cache-handle.ts)
 * instead of a list kept here: the route list is written once, in app/routes.ts.
 */
export type IsCacheable = (pathname: string) => boolean;

/**
 * How long others may keep a cacheable page or its data: browsers for a minute (then a cheap 304), shared caches
 * (a CDN, nginx) for five minutes, and both may serve a stale copy for five more while they fetch a fresh one. The
 * content changes only with a deploy; keep the previous build's /assets for 15 minutes after one, for pages still
 * in caches. docs/decisions/052-shared-cache-lifetimes.md.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=300";

/** A data request's page: /produtos.data is /produtos, /_root.data is /. */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

export function cacheableRoutes(build: ServerBuild): IsCacheable {
  // React Router's own matcher over the build's flat route manifest, made a tree again.
  type Node = RouteObject & { children?: RouteObject[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(
      route.id,
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] },
    );
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(nodes.get(route.id) as Node);
  }
  return (pathname) => {
    const leaf = matchRoutes(roots, pagePathOf(pathname))?.at(-1)?.route;
    const handle = leaf?.id
      ? (build.routes[leaf.id]?.module.handle as PageCacheHandle | undefined)
      : undefined;
    return handle?.cache === "public";
  };
}
