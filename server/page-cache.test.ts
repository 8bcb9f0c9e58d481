import { describe, expect, it } from "vitest";
import { type CachedResponse, isCacheablePath, LruCache } from "./page-cache";

const entry = (bytes: number): CachedResponse => ({
  status: 200,
  headers: [],
  parts: ["x"],
  gzip: { raw: [], deflated: [] },
  bytes,
  etag: null,
});

describe("isCacheablePath", () => {
  it("caches pages that depend only on the URL, with their data requests", () => {
    for (const p of [
      "/",
      "/_root.data",
      "/produtos",
      "/produtos.data",
      "/produto",
      "/quem-somos",
      "/api/produtos",
    ])
      expect(isCacheablePath(p)).toBe(true);
    for (const p of ["/unidades/suplementos", "/sitemap.xml", "/robots.txt"])
      expect(isCacheablePath(p)).toBe(true);
  });
  it("never caches the contact page, the contact API or unknown paths", () => {
    for (const p of [
      "/contato",
      "/contato.data",
      "/api/enviar-email-contato",
      "/api/altcha",
      "/nada",
      "/produtos/x",
    ])
      expect(isCacheablePath(p)).toBe(false);
  });
});

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
