import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { SCRIPT_HASHES_HEADER } from "../app/utils/script-hashes.server";
import { type IsCacheable, PUBLIC_PAGE_CACHE_CONTROL } from "./cacheable-routes";
import { type PageKey, pageKey } from "./page-key";
import { applyScriptHashes } from "./security";

/**
 * In-memory cache of rendered responses for pages whose output depends only on the URL and the build (the whole
 * catalogue is bundled). Such pages are rendered without a CSP nonce (their inline scripts are named by hash in the
 * CSP), so a page is the same bytes for every visitor: it is rendered once, compressed once (brotli and gzip) and
 * carries a strong ETag. See docs/decisions/006-page-cache.md and 051.
 */

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** The inline scripts' CSP hashes, or null for a response that is not a page. */
  scriptHashes: string | null;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Everything this entry holds: the three bodies, headers and key (entryBytes). */
  bytes: number;
  etag: string;
}

/** Map, object and string overhead per entry, a generous estimate so many tiny entries still count. */
const ENTRY_OVERHEAD = 512;

/** The bytes an entry keeps alive: every body buffer, header strings, hashes and key. */
export function entryBytes(key: string, entry: Omit<CachedResponse, "bytes">): number {
  let bytes = ENTRY_OVERHEAD + (key.length + entry.etag.length + (entry.scriptHashes?.length ?? 0)) * 2;
  bytes += entry.body.length + entry.gzip.length + entry.br.length;
  for (const [name, value] of entry.headers) bytes += (name.length + value.length) * 2;
  return bytes;
}

/** Least-recently-used map bounded by entries and bytes, so arbitrary query strings cannot exhaust memory. */
export class LruCache {
  private readonly map = new Map<string, CachedResponse>();
  private total = 0;
  constructor(
    private readonly maxEntries = 2000,
    readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get(key: string): CachedResponse | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedResponse): void {
    // An entry larger than the whole budget would evict everything and still not fit.
    if (value.bytes > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) this.total -= old.bytes;
    this.map.delete(key);
    this.map.set(key, value);
    this.total += value.bytes;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.map.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.total;
  }
}

/**
 * Two LRU caches under one budget: pages keyed by finite parameters (every page, category, product and tab) and
 * searches (free-text or numeric-offset keys, see page-key.ts), so made-up searches only evict other searches.
 */
export class PageStore {
  readonly pages: LruCache;
  readonly searches: LruCache;
  constructor(maxBytes = 64 * 1024 * 1024, maxEntries = 4000) {
    this.pages = new LruCache(maxEntries, Math.floor(maxBytes * 0.75));
    this.searches = new LruCache(maxEntries, maxBytes - this.pages.maxBytes);
  }
  private part(open: boolean): LruCache {
    return open ? this.searches : this.pages;
  }
  get({ key, open }: PageKey): CachedResponse | undefined {
    return this.part(open).get(key);
  }
  set({ key, open }: PageKey, value: CachedResponse): void {
    this.part(open).set(key, value);
  }
  get bytes(): number {
    return this.pages.bytes + this.searches.bytes;
  }
}

const STORED_HEADERS = new Set(["content-type", "cache-control", "vary", "x-robots-tag", "link", "location"]);

export interface PageCacheOptions {
  build: ServerBuild;
  mode: string;
  /** The public origin (SITE_URL): pages are rendered for it, whatever Host the request carried. */
  origin: string;
  loadContext: () => Omit<AppLoadContext, "cspNonce">;
  /** Paths the same for every visitor (server/cacheable-routes.ts). */
  isCacheable: IsCacheable;
  store?: PageStore;
}

export function pageCache({
  build,
  mode,
  origin,
  loadContext,
  isCacheable,
  store = new PageStore(),
}: PageCacheOptions): RequestHandler {
  const render = createRequestHandler(build, mode);
  const routeIds = new Set(Object.keys(build.routes));
  const pending = new Map<string, Promise<CachedResponse | null>>();

  async function renderOnce(key: string, headers: Headers): Promise<CachedResponse | null> {
    const request = new Request(`${origin}${key}`, { headers });
    const response = await render(request, { ...loadContext(), cspNonce: "" });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    const stored = [...response.headers].filter(([name]) => STORED_HEADERS.has(name));
    // The build's version and the body: a new deploy never revalidates an old page as current.
    const etag = `"${createHash("sha256").update(build.assets.version).update(body).digest("base64url").slice(0, 32)}"`;
    const entry = {
      status: response.status,
      headers: stored,
      scriptHashes: response.headers.get(SCRIPT_HASHES_HEADER),
      body,
      gzip: gzipSync(body, { level: 9 }),
      br: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      etag,
    };
    return { ...entry, bytes: entryBytes(key, entry) };
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheable(req.path)) return next();
    const search = req.originalUrl.slice(req.originalUrl.indexOf("?") + 1 || req.originalUrl.length);
    const page = pageKey(req.path, search, routeIds);
    if (!page) return next();
    const { key } = page;
    try {
      let entry = store.get(page);
      res.setHeader("X-Cache", entry ? "HIT" : "MISS");
      if (!entry) {
        // Concurrent first requests for one page share a single render.
        let inFlight = pending.get(key);
        if (!inFlight) {
          const headers = new Headers({ accept: req.get("accept") ?? "*/*" });
          inFlight = renderOnce(key, headers).finally(() => pending.delete(key));
          pending.set(key, inFlight);
        }
        const rendered = await inFlight;
        if (!rendered) {
          res.removeHeader("X-Cache");
          return next();
        }
        store.set(page, rendered);
        entry = rendered;
      }
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      // Pages set no policy of their own; resource routes (JSON, sitemap) do.
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      if (entry.scriptHashes !== null) applyScriptHashes(res, entry.scriptHashes);
      res.setHeader("ETag", entry.etag);
      res.setHeader("Vary", "Accept-Encoding");
      if (req.get("if-none-match") === entry.etag) {
        res.status(304).end();
        return;
      }
      res.status(entry.status);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      // Already compressed: the compression middleware leaves a response with Content-Encoding alone.
      const encoding = req.acceptsEncodings("br", "gzip");
      if (encoding === "br" || encoding === "gzip") {
        res.setHeader("Content-Encoding", encoding);
        res.send(entry[encoding]);
        return;
      }
      res.send(entry.body);
    } catch (error) {
      next(error);
    }
  };
}
