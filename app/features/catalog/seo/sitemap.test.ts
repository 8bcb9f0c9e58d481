import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { productEan } from "../model/codes";
import type { Product } from "../model/types";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

const SITE = "https://www.example.com.br";

describe("sitemap", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const xml = sitemapXml(SITE, sitemapEntries(["/", "/produtos"], catalog.products));
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("lists every bundled product exactly once", () => {
    expect(catalog.products.length).toBeGreaterThan(100);
    for (const product of catalog.products) {
      const loc = `${SITE}/produto?ean=${productEan(product)}`;
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
    const technical = { ean13: null } as Product["technical"];
    const entries = sitemapEntries(
      [],
      [
        { barcode: "7890000000001", technical },
        { barcode: "7890000000001", technical },
        { barcode: null, technical },
      ],
    );
    expect(entries).toEqual(["/produto?ean=7890000000001"]);
  });

  it("names a product by its unit EAN-13 when Barra holds the case's DUN-14", () => {
    const technical = { ean13: "7897412100069" } as Product["technical"];
    expect(sitemapEntries([], [{ barcode: "17897412100066", technical }])).toEqual([
      "/produto?ean=7897412100069",
    ]);
  });

  it("escapes XML in locations", () => {
    expect(sitemapXml(SITE, ["/a?b=1&c=<2>"])).toContain(
      "<loc>https://www.example.com.br/a?b=1&amp;c=%3C2%3E</loc>",
    );
  });
});

describe("sitemap alternates (both languages)", () => {
  it("names each page's address in both languages, Portuguese as the default", () => {
    const xml = sitemapXml(SITE, ["/en/product?ean=7897412100014", "/quem-somos"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${SITE}/en/product?ean=7897412100014</loc>` +
        `<xhtml:link rel="alternate" hreflang="pt-BR" href="${SITE}/produto?ean=7897412100014"/>` +
        `<xhtml:link rel="alternate" hreflang="en-US" href="${SITE}/en/product?ean=7897412100014"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/produto?ean=7897412100014"/></url>`,
    );
    expect(xml).toContain(`hreflang="en-US" href="${SITE}/en/about"`);
  });

  it("gives a path with no other language no alternates", () => {
    expect(sitemapXml(SITE, ["/pagina-solta"])).toContain(`<url><loc>${SITE}/pagina-solta</loc></url>`);
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps search results out", () => {
    const text = robotsTxt(SITE);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${SITE}/en/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/en\/products\?$/m);
    expect(text).toMatch(/^Disallow: \/produtos\?$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
