import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { gzipJoin, prepareSplice, type SplicedBody } from "./gzip-splice";

/**
 * In-memory cache of rendered responses for pages whose output depends only on the URL and the build (the whole
 * catalogue is bundled). React Router renders a page once; later requests get the stored bytes with this
 * response's CSP nonce put back in place of a per-process placeholder, so nonces still change per response.
 * See docs/decisions/006-page-cache.md.
 */

/** Paths whose responses are the same for every visitor. /contato is not: it carries per-request form tokens. */
const CACHEABLE =
  /^\/(?:|_root|quem-somos|unidades-negocio|unidades\/(?:suplementos|cosmeticos|farmaceutica)|carreira|sustentabilidade|privacidade|produtos|produto|api\/produtos|api\/produto|sitemap\.xml|robots\.txt)(?:\.data)?$/;

export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE.test(pathname);
}

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce placeholder: join with the response's nonce to send. */
  parts: string[];
  /** The same parts compressed once, for gzip responses (gzip-splice.ts). */
  gzip: SplicedBody;
  bytes: number;
  /** Only for bodies without a nonce: revalidating HTML would pair an old nonce with a new CSP header. */
  etag: string | null;
}

/** Least-recently-used map bounded by entries and bytes, so arbitrary query strings cannot exhaust memory. */
export class LruCache {
  private readonly map = new Map<string, CachedResponse>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
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
    const old = this.map.get(key);
    if (old) this.bytes -= old.bytes;
    this.map.delete(key);
    this.map.set(key, value);
    this.bytes += value.bytes;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.map.size;
  }
}

const STORED_HEADERS = new Set(["content-type", "cache-control", "vary", "x-robots-tag", "link", "location"]);

export interface PageCacheOptions {
  build: ServerBuild;
  mode: string;
  loadContext: () => Omit<AppLoadContext, "cspNonce">;
  cache?: LruCache;
}

export function pageCache({
  build,
  mode,
  loadContext,
  cache = new LruCache(),
}: PageCacheOptions): RequestHandler {
  const render = createRequestHandler(build, mode);
  const placeholder = `n0nce${randomBytes(12).toString("hex")}`;
  const pending = new Map<string, Promise<CachedResponse | null>>();

  async function renderOnce(url: string, headers: Headers): Promise<CachedResponse | null> {
    const response = await render(new Request(url, { headers }), { ...loadContext(), cspNonce: placeholder });
    const body = await response.text();
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    const stored = [...response.headers].filter(([name]) => STORED_HEADERS.has(name));
    const parts = body.split(placeholder);
    const etag = parts.length === 1 ? `"${createHash("sha1").update(body).digest("base64url")}"` : null;
    const gzip = prepareSplice(parts);
    const bytes = body.length * 2 + gzip.deflated.reduce((sum, b) => sum + b.length, 0);
    return { status: response.status, headers: stored, parts, gzip, bytes, etag };
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path)) return next();
    const key = req.originalUrl;
    try {
      let entry = cache.get(key);
      if (!entry) {
        // Concurrent first requests for one URL share a single render.
        let inFlight = pending.get(key);
        if (!inFlight) {
          const headers = new Headers({ accept: req.get("accept") ?? "*/*" });
          inFlight = renderOnce(`${req.protocol}://${req.get("host")}${key}`, headers).finally(() =>
            pending.delete(key),
          );
          pending.set(key, inFlight);
        }
        const rendered = await inFlight;
        if (!rendered) return next();
        cache.set(key, rendered);
        entry = rendered;
      }
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      if (entry.etag) {
        res.setHeader("ETag", entry.etag);
        if (req.get("if-none-match") === entry.etag) {
          res.status(304).end();
          return;
        }
      } else {
        res.setHeader("Cache-Control", "no-cache");
      }
      res.status(entry.status);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      const nonce = res.locals.cspNonce as string;
      res.setHeader("Vary", "Accept-Encoding");
      if (req.acceptsEncodings("gzip") === "gzip") {
        // Already compressed: the compression middleware leaves a response with Content-Encoding alone.
        res.setHeader("Content-Encoding", "gzip");
        res.send(gzipJoin(entry.gzip, nonce));
        return;
      }
      res.send(entry.parts.join(nonce));
    } catch (error) {
      next(error);
    }
  };
}
