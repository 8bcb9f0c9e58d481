import { catalogTotal } from "./catalog-counts";
import { expect, test } from "./fixtures";

const SITE = "https://www.laboratorioconvale.com.br";

test.describe("product SEO", () => {
  test("a product page has its title, description, canonical URL and JSON-LD", async ({ page }) => {
    await page.goto("/produto?ean=7897412100014&aba=indicacoes");
    await expect(page).toHaveTitle("Vitacon Vitamina D3 2.000 UI 60 Cápsulas | Convale");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}/produto?ean=7897412100014`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Suplemento Vitacon/);
    const scripts = page.locator('script[type="application/ld+json"]');
    const blocks = (await scripts.allTextContents()).flatMap((t) => JSON.parse(t));
    const product = blocks.find((b) => b["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Vitacon Vitamina D3 2.000 UI 60 Cápsulas",
      gtin13: "7897412100014",
      sku: "10001",
      brand: { name: "Vitacon" },
      category: "Suplemento",
    });
    expect(product.image).toMatch(new RegExp(`^${SITE}/img/`));
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);
    expect(blocks.find((b) => b["@type"] === "Organization")).toBeTruthy();
  });

  test("the JSON-LD block is data, never run: it needs no nonce or hash, and the page carries none", async ({
    request,
  }) => {
    const response = await request.get("/produto?ean=7897412100014");
    expect(response.headers()["content-security-policy"]).not.toContain("'nonce-");
    const html = await response.text();
    expect(html).toContain(`<script type="application/ld+json">[{"@context"`);
  });

  test("/sitemap.xml lists the pages and every product once; /robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/produtos`);
    const products = locs.filter((l) => l?.startsWith(`${SITE}/produto?ean=`));
    expect(products).toHaveLength(await catalogTotal(request));
    expect(new Set(locs).size).toBe(locs.length);

    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/produtos\?$/m);
  });
});
