import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { PageKey } from "./page-key";

/**
 * What the page cache keeps per page, and where: see server/pages/page-cache.ts for when. Every body is an exact-size
 * copy, so what the store counts is what it keeps alive (zlib hands back slices of larger buffers, and small
 * Buffers are slices of Node's shared pool: a 33-byte slice can keep 16 KiB alive).
 */
export interface CachedResponse {
  /** False for an answer sent once as rendered and never kept (a redirect, a cookie, a private policy). */
  readonly storable: boolean;
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  readonly etag: string;
  /** Bytes of the array buffers behind body, gzip and br. */
  readonly bufferBytes: number;
  /** bufferBytes plus the entry's strings and bookkeeping: what the budget counts. */
  readonly bytes: number;
}

/** A copy whose array buffer is exactly its length (never a slice of a pool or of a larger zlib buffer). */
export function exactCopy(bytes: Uint8Array): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength)
    return Buffer.from(bytes.buffer);
  const copy = Buffer.from(new ArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

/** Map, object and string overhead per entry, a generous estimate so many tiny entries still count. */
const ENTRY_OVERHEAD = 512;

function withSizes(key: string, entry: Omit<CachedResponse, "bytes" | "bufferBytes">): CachedResponse {
  const bufferBytes =
    entry.body.buffer.byteLength + entry.gzip.buffer.byteLength + entry.br.buffer.byteLength;
  let strings = key.length + entry.etag.length;
  for (const [name, value] of entry.headers) strings += name.length + value.length;
  return { ...entry, bufferBytes, bytes: bufferBytes + ENTRY_OVERHEAD + strings * 2 };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** On the request path: quick, and on libuv's threads, so a miss never stalls other requests. */
const QUICK_BROTLI = 5;
/** Off the request path (BrotliStore.upgrade): the smallest answer, for the pages that stay. */
const BEST_BROTLI = 11;
const brotli = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

const STORED_HEADERS = new Set([
  "content-type",
  "content-security-policy",
  "cache-control",
  "vary",
  "x-robots-tag",
  "link",
  "location",
]);

/**
 * A rendered answer as an entry. One that must not be kept (not a 200, a cookie, or a policy — no-store, private —
 * the route set because the answer is not worth keeping or not for everyone) comes back `storable: false`, with
 * every header, to be sent once as rendered: a page is never rendered twice for one request.
 * `version`: the build's, so a new deploy never revalidates an old page as current.
 */
export async function toCachedResponse(
  key: string,
  response: Response,
  version: string,
): Promise<CachedResponse> {
  const cacheControl = response.headers.get("cache-control") ?? "";
  const storable =
    response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
  const body = exactCopy(new Uint8Array(await response.arrayBuffer()));
  if (!storable) {
    const empty = Buffer.alloc(0);
    return withSizes(key, {
      storable,
      status: response.status,
      headers: [...response.headers],
      body,
      gzip: empty,
      br: empty,
      etag: "",
    });
  }
  const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotli(body, QUICK_BROTLI)]);
  const etag = `"${createHash("sha256").update(version).update(body).digest("base64url").slice(0, 32)}"`;
  return withSizes(key, {
    storable,
    status: response.status,
    headers: [...response.headers].filter(([name]) => STORED_HEADERS.has(name)),
    body,
    gzip: exactCopy(gz),
    br: exactCopy(br),
    etag,
  });
}

function lru(maxSize: number) {
  return new LRUCache<string, CachedResponse>({ maxSize, sizeCalculation: (entry) => entry.bytes });
}

/**
 * Two least-recently-used caches under one byte budget: pages keyed by finite parameters (every page, category,
 * product and tab) and searches (free-text or offset keys, see page-key.ts), so made-up searches only evict other
 * searches. Entries are recompressed at the best brotli level one at a time after they are stored.
 */
export class PageStore {
  readonly pages: LRUCache<string, CachedResponse>;
  readonly searches: LRUCache<string, CachedResponse>;
  private readonly upgrades: [PageKey, CachedResponse][] = [];
  private upgrading: Promise<void> | null = null;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {
    this.pages = lru(Math.floor(maxBytes * 0.75));
    this.searches = lru(maxBytes - Math.floor(maxBytes * 0.75));
  }
  private part(open: boolean) {
    return open ? this.searches : this.pages;
  }
  get({ key, open }: PageKey): CachedResponse | undefined {
    return this.part(open).get(key);
  }
  set(page: PageKey, value: CachedResponse): void {
    this.part(page.open).set(page.key, value);
    // Bounded: under a flood of new searches some keep their quick compression, which is still valid.
    if (this.upgrades.length < 100) this.upgrades.push([page, value]);
    this.upgrading ??= this.upgradeAll().finally(() => {
      this.upgrading = null;
    });
  }
  /** Bytes the budget counts (calculated at insertion). */
  get bytes(): number {
    return this.pages.calculatedSize + this.searches.calculatedSize;
  }
  /** Bytes of the array buffers the entries hold. */
  get bufferBytes(): number {
    let total = 0;
    for (const part of [this.pages, this.searches])
      for (const entry of part.values()) total += entry.bufferBytes;
    return total;
  }
  get size(): number {
    return this.pages.size + this.searches.size;
  }
  clear(): void {
    this.upgrades.length = 0;
    this.pages.clear();
    this.searches.clear();
  }
  /** Resolves when no recompression is pending (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.upgrading) await this.upgrading;
  }

  private async upgradeAll(): Promise<void> {
    for (let next = this.upgrades.shift(); next; next = this.upgrades.shift()) {
      const [page, entry] = next;
      const part = this.part(page.open);
      if (part.peek(page.key) !== entry) continue;
      try {
        const br = exactCopy(await brotli(entry.body, BEST_BROTLI));
        // Replaced only if still the same entry (peek does not count as a use; the entry is recent anyway).
        if (part.peek(page.key) === entry && br.length < entry.br.length)
          part.set(page.key, withSizes(page.key, { ...entry, br }));
      } catch {
        // The quick compression stays; nothing to undo.
      }
    }
  }
}
