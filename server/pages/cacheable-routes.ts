/**
 * How long others may keep a cacheable page or its data: browsers for a minute (then a cheap 304), shared caches
 * (a CDN, nginx) for five minutes, and both may serve a stale copy for five more while they fetch a fresh one. The
 * content changes only with a deploy; keep the previous build's /assets for 15 minutes after one, for pages still
 * in caches. docs/decisions/052-shared-cache-lifetimes.md. Which routes are cacheable: server/pages/route-policy.ts.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=300";
