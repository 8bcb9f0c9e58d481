import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

const SITE = "https://www.example.com.br";

describe("sitemap", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const xml = sitemapXml(SITE, sitemapEntries(["/", "/produtos"], catalog.products));
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("lists every bundled product exactly once", () => {
    expect(catalog.products.length).toBeGreaterThan(100);
    for (const product of catalog.products) {
      const loc = `${SITE}/produto?ean=${product.barcode}`;
      expect(
        locs.filter((l) => l === loc),
        product.code,
      ).toHaveLength(1);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the pages first, as absolute URLs", () => {
    expect(locs.slice(0, 2)).toEqual([`${SITE}/`, `${SITE}/produtos`]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists a shared barcode once and skips products without one", () => {
    const entries = sitemapEntries(
      [],
      [{ barcode: "7890000000001" }, { barcode: "7890000000001" }, { barcode: null }],
    );
    expect(entries).toEqual(["/produto?ean=7890000000001"]);
  });

  it("escapes XML in locations", () => {
    expect(sitemapXml(SITE, ["/a?b=1&c=<2>"])).toContain(
      "<loc>https://www.example.com.br/a?b=1&amp;c=%3C2%3E</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps search results out", () => {
    const text = robotsTxt(SITE);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/produtos\?$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
