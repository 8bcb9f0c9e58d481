import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedResponse, entryBytes, LruCache, PageStore } from "./page-cache";
import { pageKey } from "./page-key";

const entry = (bytes: number): CachedResponse => ({
  status: 200,
  headers: [],
  scriptHashes: null,
  body: Buffer.from("x"),
  gzip: Buffer.alloc(0),
  br: Buffer.alloc(0),
  bytes,
  etag: '"x"',
});

/** An entry like renderOnce makes: a body of about `size` characters, compressed. */
function pageEntry(key: string, size: number): CachedResponse {
  const body = Buffer.from(`<html>${"conteúdo ".repeat(size / 10)}${key}`);
  const gzip = gzipSync(body);
  const e = {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
    scriptHashes: "'sha256-abc'",
    body,
    gzip,
    br: gzip,
    etag: '"e"',
  };
  return { ...e, bytes: entryBytes(key, e) };
}

describe("LruCache", () => {
  it("evicts the least recently used entry beyond the entry limit", () => {
    const cache = new LruCache(2, 1000);
    cache.set("a", entry(1));
    cache.set("b", entry(1));
    cache.get("a");
    cache.set("c", entry(1));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });
  it("evicts beyond the byte limit and counts replaced entries once", () => {
    const cache = new LruCache(100, 10);
    cache.set("a", entry(4));
    cache.set("a", entry(4));
    cache.set("b", entry(4));
    expect(cache.size).toBe(2);
    cache.set("c", entry(4));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe("entryBytes", () => {
  it("counts every body buffer, headers and key", () => {
    const e = pageEntry("/produtos", 20_000);
    expect(e.body.length).toBeGreaterThan(20_000); // accented text: more bytes than characters
    expect(e.bytes).toBeGreaterThanOrEqual(e.body.length + e.gzip.length + e.br.length + "/produtos".length);
    expect(e.bytes).toBeLessThan(e.body.length + e.gzip.length + e.br.length + 2000);
  });
});

describe("PageStore", () => {
  it("stays within its byte budget while 10,000 junk URLs are requested, and real pages stay cached", () => {
    const budget = 4 * 1024 * 1024;
    const store = new PageStore(budget);
    const routeIds = new Set(["root", "routes/products", "routes/product"]);
    const real = [
      "/",
      "/produtos",
      "/produto?ean=7897412100014",
      "/produtos?categoria=Suplemento",
      "/quem-somos",
    ];
    const key = (url: string) => {
      const [path = "", search = ""] = url.split("?");
      const k = pageKey(path, search, routeIds);
      if (!k) throw new Error(`not cacheable: ${url}`);
      return k;
    };
    for (const url of real) store.set(key(url), pageEntry(key(url).key, 60_000));
    let peak = 0;
    for (let i = 0; i < 10_000; i++) {
      const junk = [
        `/?utm_source=x${i}`,
        `/produtos?q=busca${i}`,
        `/produtos?categoria=Suplemento&fbclid=${i}&quantidade=${i % 7}`,
        `/produto?ean=7897412100014&aba=x${i}`,
        `/quem-somos?${i}=${i}`,
      ][i % 5] as string;
      const k = key(junk);
      // A request for a real page's key is a hit; only new keys are rendered and stored.
      if (!store.get(k)) store.set(k, pageEntry(k.key, 60_000));
      peak = Math.max(peak, store.bytes);
      // The real pages are used now and then; searches in between (200 per round, over the budget) must not evict them.
      if (i % 1000 === 0) for (const url of real) expect(store.get(key(url))).toBeDefined();
    }
    expect(peak).toBeLessThanOrEqual(budget);
    for (const url of real) expect(store.get(key(url))).toBeDefined();
    expect(store.searches.size).toBeGreaterThan(0);
  });
});
