import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { SAMPLE_EAN } from "../support/site-pages";

/**
 * The site's frame in English (issue 36): header, menus, footer and the language switch, which keeps the visitor
 * on the same page, product and search. The fixture fails any test whose page logs an error, a hydration
 * mismatch included.
 */
test.describe("English header and footer", () => {
  test("the desktop header speaks English and leads to English pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/en/careers");
    await expect(nav.getByRole("link", { name: "Private label" })).toHaveAttribute(
      "href",
      "/en/private-label",
    );
    await nav.getByRole("button", { name: "Products" }).click();
    await expect(nav.getByRole("link", { name: "Supplements" })).toHaveAttribute(
      "href",
      "/en?type=supplements#produtos",
    );
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("the footer's site map and rights line are English, the company's name marked Portuguese", async ({
    page,
  }) => {
    await page.goto("/en/careers");
    const footer = page.getByRole("contentinfo");
    const siteMap = footer.getByRole("navigation", { name: "Site map" });
    await expect(siteMap.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/en/privacy");
    await expect(footer).toContainText("All rights reserved.");
    await expect(footer.locator('span[lang="pt-BR"]')).toContainText("Convale");
    // Phones as a caller in the United States dials them.
    await expect(footer).toContainText("+55 12 3908-4500");
  });

  test("the switch keeps the product and the search, in both directions", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/produto?ean=${SAMPLE_EAN}`);
    await page.getByRole("banner").getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/product\\?ean=${SAMPLE_EAN}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.goto("/en/products?q=vitamin");
    // The header's switch: the footer of an endless list moves away as it is reached.
    const back = page.getByRole("banner").getByRole("link", { name: /^PT/ });
    await expect(back).toHaveAttribute("href", "/produtos?q=vitamin");
    await expect(back).toHaveAttribute("lang", "pt-BR");
    await back.click();
    await expect(page).toHaveURL(/\/produtos\?q=vitamin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });

  test.describe(() => {
    // Chromium logs the 404 of the document itself as a console error; that 404 is the point of this test.
    test.use({ allowedFailures: ["status of 404"] });
    test("an unknown English address is an English 404 whose switch leads home", async ({ page }) => {
      const response = await page.goto("/en/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Português" })).toHaveAttribute(
        "href",
        "/",
      );
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("English menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opens in English, lists English pages and the switch, and passes axe", async ({ page }) => {
    await page.goto("/en/sustainability");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const links = menu.getByRole("navigation", { name: "Main menu" });
    await expect(links.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/about");
    await expect(links.getByRole("link", { name: "Português" })).toHaveAttribute("href", "/sustentabilidade");
    await expect(menu.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});
