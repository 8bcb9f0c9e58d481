import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogTotal } from "../support/catalog-counts";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, SITE_URL as SITE, serveSite } from "../support/site";

/** What crawlers read besides the page: the JSON-LD block's place in the CSP, the sitemap and robots.txt. */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

it("the JSON-LD block is data, never run: it needs no nonce or hash, and the page carries none", async () => {
  const response = await site.get("/produto?ean=7897412100014");
  expect(response.headers.get("content-security-policy")).not.toContain("'nonce-");
  const html = await response.text();
  expect(html).toContain(`<script type="application/ld+json">[{"@context"`);
});

it("/sitemap.xml lists the pages and every product once; /robots.txt points at it", async () => {
  const sitemap = await site.get("/sitemap.xml");
  expect(sitemap.headers.get("content-type")).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${SITE}/`);
  expect(locs).toContain(`${SITE}/produtos`);
  const products = locs.filter((l) => l?.startsWith(`${SITE}/produto?ean=`));
  expect(products).toHaveLength(await catalogTotal(site));
  expect(new Set(locs).size).toBe(locs.length);

  const robots = await site.get("/robots.txt");
  expect(robots.headers.get("content-type")).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/produtos\?$/m);
});
