import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./cacheable-routes";
import { type PageKey, pageKey } from "./page-key";
import { type CachedResponse, PageStore, toCachedResponse } from "./page-store";
import { routePolicy } from "./route-policy";

/**
 * In-memory cache of rendered responses for pages whose output depends only on the URL and the build (the whole
 * catalogue is bundled). Such pages are rendered without a CSP nonce (their inline scripts are named by hash in the
 * CSP), so a page is the same bytes for every visitor: it is rendered once, compressed once (brotli and gzip) and
 * carries a strong ETag. The route module says whether it is cacheable and which query parameters make its page
 * (server/pages/route-policy.ts, server/pages/page-key.ts); the page is rendered from the URL the visitor asked for.
 * See docs/decisions/006-page-cache.md, 051 and 080.
 */

export type { CachedResponse };
export { PageStore };

export interface PageCacheOptions {
  /** The build, or a getter for it (development reloads it); read per request. */
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  /** The public origin (SITE_URL): pages are rendered for it, whatever Host the request carried. */
  origin: string;
  loadContext: () => Pick<AppLoadContext, "csp" | "publicDir">;
  store?: PageStore;
}

export function pageCache({
  build,
  mode,
  origin,
  loadContext,
  store = new PageStore(),
}: PageCacheOptions): RequestHandler {
  const getBuild = typeof build === "function" ? build : () => build;
  const render = createRequestHandler(getBuild, mode);
  const pending = new Map<string, Promise<CachedResponse>>();
  // Development loads a new build after each edit: pages of the previous one are dropped.
  let storedFor: ServerBuild | undefined;
  // Bounded by count and by bytes (2 per character), so long made-up addresses cannot grow it past 4 MB.
  const keys = new LRUCache<string, PageKey | false>({
    max: 10_000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (page, url) => 64 + 2 * (url.length + (page ? page.key.length : 0)),
  });

  async function renderOnce(key: string, url: string, headers: Headers, version: string) {
    const response = await render(new Request(`${origin}${url}`, { headers }), {
      ...loadContext(),
      cspNonce: "",
    });
    return toCachedResponse(key, response, version);
  }

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const current = await getBuild();
      if (current !== storedFor) {
        if (storedFor) {
          store.clear();
          keys.clear();
        }
        storedFor = current;
      }
      const policy = routePolicy(current)(req.path);
      if (!policy.cacheable) return next();
      // The same addresses come again and again: their keys are remembered (bounded), not parsed each time.
      let page = keys.get(req.originalUrl);
      if (page === undefined) {
        const query = req.originalUrl.indexOf("?");
        page = pageKey(req.path, query < 0 ? "" : req.originalUrl.slice(query + 1), policy) ?? false;
        keys.set(req.originalUrl, page);
      }
      if (!page) return next();
      let entry = store.get(page);
      if (!entry) {
        // Concurrent first requests for one page share a single render.
        let inFlight = pending.get(page.key);
        if (!inFlight) {
          const headers = new Headers({ accept: req.get("accept") ?? "*/*" });
          inFlight = renderOnce(page.key, req.originalUrl, headers, current.assets.version).finally(() =>
            pending.delete(page.key),
          );
          pending.set(page.key, inFlight);
        }
        entry = await inFlight;
        // Not kept (a redirect, an unknown barcode): sent as rendered, never rendered again by the next handler.
        if (entry.storable) store.set(page, entry);
        res.setHeader("X-Cache", entry.storable ? "MISS" : "PASS");
      } else res.setHeader("X-Cache", "HIT");
      send(req, res, entry);
    } catch (error) {
      next(error);
    }
  };
}

function send(req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], entry: CachedResponse) {
  for (const [name, value] of entry.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // Pages set no policy of their own; resource routes (JSON, sitemap) do.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  if (!entry.storable) {
    res.statusCode = entry.status;
    res.end(req.method === "HEAD" ? undefined : entry.body);
    return;
  }
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === entry.etag) {
    res.status(304).end();
    return;
  }
  // Already compressed: the compression middleware leaves a response with Content-Encoding alone.
  const encoding = req.acceptsEncodings("br", "gzip");
  const body = encoding === "br" || encoding === "gzip" ? entry[encoding] : entry.body;
  if (body !== entry.body) res.setHeader("Content-Encoding", encoding as string);
  res.statusCode = entry.status;
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
