import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** The institutional pages in English (issue 36) and the heading each opens with. */
const PAGES = [
  { path: "/en", h1: "Health, made with science and care" },
  { path: "/en/about", h1: "About us" },
  { path: "/en/business-units", h1: "Business units" },
  { path: "/en/careers", h1: "Careers" },
  { path: "/en/sustainability", h1: "Sustainability" },
];

/**
 * Common Portuguese UI words (issue 36's list) that no English page may show. Matched at the start of a word and
 * case-sensitively, so "Unidades" is caught as well as "Unidade", and an English word holding the letters is not.
 */
const PORTUGUESE_WORDS = [
  "Produtos",
  "Contato",
  "Enviar",
  "Buscar",
  "Saiba mais",
  "Conheça",
  "Nossa",
  "Unidade",
];

/**
 * The text of the page's main content (screen-reader-only text included) without street addresses: a Brazilian
 * address is a proper name and stays as it is ("Av. Nossa Senhora do Bom Sucesso"). The header and the footer
 * are checked by their own specs.
 */
const mainText = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const address of copy.querySelectorAll("address")) address.remove();
    return copy.textContent ?? "";
  });

/**
 * Brings every revealed block into view and waits for it, then each group of counters (they start once enough of
 * their section is seen) and waits for their final figures.
 */
async function scrollThroughPage(page: Page) {
  // Each revealed block is brought into view and waited for: a block scrolled past unseen stays as it is until seen.
  for (const block of await page.locator("[data-reveal]").all()) {
    await block.scrollIntoViewIfNeeded();
    await expect(block).not.toHaveAttribute("data-reveal", "waiting");
  }
  const counting = '[data-count-state="waiting"], [data-count-state="counting"]';
  for (const section of await page
    .locator("section")
    .filter({ has: page.locator("[data-count-state]") })
    .all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator(counting)).toHaveCount(0);
  }
}

test.describe("the institutional pages in English", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path}: English page, English links, no Portuguese UI words, axe passes`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await scrollThroughPage(page);

      const text = await mainText(page);
      const found = PORTUGUESE_WORDS.filter((word) => new RegExp(`(?<!\\p{L})${word}`, "u").test(text));
      expect(found, `${path}: Portuguese words in main`).toEqual([]);

      // Site pages linked from an English page are English pages.
      const internal = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(
        internal.filter((href) => href !== "/en" && !/^\/en[/?#]/.test(href)),
        `${path}: links to Portuguese pages`,
      ).toEqual([]);

      await expectNoAxeViolations(page);
    });
  }

  test("the home's figures are written in en-US", async ({ page }) => {
    await page.goto("/en");
    await scrollThroughPage(page);
    await expect(page.locator("#about")).toContainText("7.9K m²");
    await expect(page.locator("#numeros")).toContainText("7 million");
    await expect(page.locator("#potencia-capacidade")).toContainText("7,900 m²");
  });

  test("the collection-point search answers in English on the English page", async ({ page }) => {
    await page.goto("/en/sustainability");
    const section = page.locator("#pontos-de-coleta");
    await section.getByLabel("City", { exact: true }).fill("Taubaté");
    await section.getByRole("button", { name: "Search by city" }).click();
    await expect(page).toHaveURL(/\/en\/sustainability\?city=Taubat/);
    await expect(section.getByRole("status")).toHaveText(/^\d+ collection points in Taubaté\.$/);
    const points = section.getByRole("list", { name: "Collection points", exact: true });
    await expect(points).toContainText("Collection hours");
    await expect(points).toContainText(/\d+ a\.m\. to \d+ p\.m\./);
    await expectNoAxeViolations(page, "#pontos-de-coleta");
    // An address kept across the language switch still searches.
    await page.goto("/en/sustainability?cidade=Jacare%C3%AD#pontos-de-coleta");
    await expect(section.getByRole("status")).toHaveText(/^\d+ collection points in Jacareí\.$/);
  });
});
