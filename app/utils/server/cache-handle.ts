/**
 * A route module marks itself as the same for every visitor by exporting `handle = cacheableHandle` (or a handle
 * built on it): its output depends only on the URL and the build. The server then renders it without a nonce
 * (script hashes in the CSP) and lets browsers and shared caches keep it (server/pages/route-policy.ts reads this
 * from the build; lifetimes in server/pages/cacheable-routes.ts). Never on a route with per-visitor content: a
 * route with an action (a form with per-visitor tokens) is never cacheable, whatever its handle says.
 */
export interface CacheHandle {
  cache: "public";
}

export const cacheableHandle: CacheHandle = { cache: "public" };
