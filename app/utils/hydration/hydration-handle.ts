import { type CacheHandle, cacheableHandle } from "../server/cache-handle";

/**
 * A route that is only read (decision 098) exports `handle = readingPageHandle`: its first load runs no app
 * script until the visitor shows intent (touch, pointer, key, focus, scroll, or an image that failed), then the
 * whole app hydrates as on any other page. Links and the header work before that as they do before any
 * hydration (decision 013). Reading pages are also the same for every visitor (page cache, shared caches).
 */
export interface HydrationHandle {
  hydrate?: "on-intent";
}

export const readingPageHandle: CacheHandle & HydrationHandle = withHydrationOnIntent(cacheableHandle);

/**
 * A cacheable page that is read first and hydrates on intent: the home, /produtos and /produto keep their page
 * parameters (page-cache-handle.ts) and add `hydrate: "on-intent"` (decision 098, amended 2026-11-24).
 */
export function withHydrationOnIntent(handle: CacheHandle): CacheHandle & HydrationHandle {
  return { ...handle, hydrate: "on-intent" };
}

export function hydratesOnIntent(handle: unknown): boolean {
  return (handle as HydrationHandle | undefined)?.hydrate === "on-intent";
}
