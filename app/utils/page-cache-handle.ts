/**
 * A route module marks itself as the same for every visitor by exporting `handle = cacheableHandle`: its HTML
 * depends only on the URL and the build. The server then renders it without a nonce (script hashes in the CSP),
 * keeps it in the page cache and lets shared caches keep it (server/cacheable-routes.ts). Never on a route with
 * per-visitor content (/contato and its form tokens).
 */
export interface PageCacheHandle {
  cache: "public";
}

export const cacheableHandle: PageCacheHandle = { cache: "public" };
