/**
 * A route module marks itself as the same for every visitor by exporting `handle = cacheableHandle` (no query
 * parameter changes it) or `handle = cacheablePage({ …parameters })`: its output depends only on the URL and the
 * build. The server then renders it without a nonce (script hashes in the CSP), keeps it in the page cache and lets
 * shared caches keep it (server/pages/route-policy.ts reads this from the build). Never on a route with per-visitor
 * content (/contato and its form tokens).
 *
 * The parameters are the route's own statement of which query parameters make its page: the page cache keys a URL
 * by them only (canonical values, in the order declared here), so junk parameters and spellings that the loader
 * treats alike share one entry. The page itself is always rendered from the URL the visitor asked for; a parameter
 * the loader reads but this list lacks would make different pages share a key, so declare every one it reads.
 */
export interface PageParam {
  /**
   * The canonical values for the raw ones in the URL (all of them, in URL order): [] leaves the parameter out of
   * the key (the loader treats it as absent), null keeps the whole URL out of the cache (a value no link we write
   * produces, e.g. a malformed barcode).
   */
  canonical: (values: string[]) => string[] | null;
  /** Free text (a search, a brand, an offset): keys with it live in the smaller part of the cache. */
  open?: boolean;
}

/** In key order. */
export type PageParams = Readonly<Record<string, PageParam>>;

export interface PageCacheHandle {
  cache: "public";
  params?: PageParams;
}

export const cacheableHandle: PageCacheHandle = { cache: "public" };

export function cacheablePage(params: PageParams): PageCacheHandle {
  return { cache: "public", params };
}

/** What a normalizer says about one raw value: its canonical text, undefined for "as if absent", null for "refuse". */
type Normalize = (value: string) => string | null | undefined;

/** A parameter the loader reads with `searchParams.get`: only its first value counts. */
export function singleParam(normalize: Normalize, options: { open?: boolean } = {}): PageParam {
  return {
    open: options.open,
    canonical: (values) => {
      const value = normalize(values[0] ?? "");
      if (value === null) return null;
      return value === undefined ? [] : [value];
    },
  };
}

/** A repeatable parameter whose order does not matter (a facet): canonical values deduplicated and sorted. */
export function listParam(normalize: Normalize, options: { open?: boolean; max?: number } = {}): PageParam {
  return {
    open: options.open,
    canonical: (values) => {
      const kept = new Set<string>();
      for (const raw of values) {
        const value = normalize(raw);
        if (value === null) return null;
        if (value !== undefined) kept.add(value);
      }
      return [...kept].sort().slice(0, options.max ?? Number.POSITIVE_INFINITY);
    },
  };
}
