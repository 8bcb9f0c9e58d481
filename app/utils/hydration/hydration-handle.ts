import { type CacheHandle, cacheableHandle } from "../server/cache-handle";

/**
 * Until decision 134 a route could ask to hold its scripts until the visitor's first intent (decision 098). Every
 * page now hydrates at load; the field is read by nothing and stays only so the routes that still name it
 * compile. New routes export their cache handle (or none).
 */
export interface HydrationHandle {
  /** @deprecated read by nothing since decision 134. */
  hydrate?: "on-intent";
}

/** A page that is only read: the same for every visitor (page cache, shared caches). */
export const readingPageHandle: CacheHandle & HydrationHandle = cacheableHandle;

/** @deprecated since decision 134: the handle itself; pages hydrate at load. */
export function withHydrationOnIntent(handle: CacheHandle): CacheHandle & HydrationHandle {
  return handle;
}
