import { expect, test } from "../support/fixtures";

const SITE = "https://www.laboratorioconvale.com.br";

// The JSON-LD block's CSP, the sitemap and robots.txt: tests/http/seo/seo.test.ts.
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
});
