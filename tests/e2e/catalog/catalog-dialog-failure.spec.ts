import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { catalogCards } from "../support/page-kit";

/** A failed detail request stays inside the dialog; on phones the dialog is a history entry. */

const cards = catalogCards;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("a failed detail request", () => {
  // The 500 below is provoked on purpose.
  test.use({ allowedFailures: ["/api/produto?"] });

  test("shows an error in the dialog with a retry; the list, search and position stay", async ({ page }) => {
    let fail = true;
    await page.route("**/api/produto?*", (route) =>
      fail ? route.fulfill({ status: 500, body: "erro" }) : route.continue(),
    );
    await page.goto("/produtos?q=vitacon");
    const card = cards(page).nth(3);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: /^Ver detalhes de/ }).click();

    const dialog = page.getByRole("dialog");
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Não foi possível carregar os detalhes deste produto.");
    // What the list was when the dialog opened (scrolling the card into view may have loaded a page).
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    // Outside the open dialog everything is aria-hidden, so count the elements.
    const loaded = await page.locator("#catalogo article").count();
    const before = await scrollY(page);
    await expect(dialog.getByRole("link", { name: "Ver página do produto" })).toHaveAttribute(
      "href",
      /\/produto\?ean=\d+/,
    );
    await expectNoAxeViolations(page);

    // Fails again: focus comes back to the button, not to the dialog's frame.
    await dialog.getByRole("button", { name: "Tentar novamente" }).press("Enter");
    await expect(alert).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Tentar novamente" })).toBeFocused();

    fail = false;
    await dialog.getByRole("button", { name: "Tentar novamente" }).press("Enter");
    await expect(dialog.getByRole("tab").first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    // The button is gone: focus moves to the first tab, where a keyboard visitor continues.
    await expect(dialog.getByRole("tab").first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Algo deu errado" })).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: /Buscar por nome/ })).toHaveValue("vitacon");
    await expect(cards(page)).toHaveCount(loaded);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(1);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Back closes the open dialog and stays on the list", async ({ page }) => {
    await page.goto("/produtos?q=vitacon");
    const card = cards(page).nth(2);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await card.getByRole("button", { name: /^Ver detalhes de/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab").first()).toBeVisible();

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/produtos\?q=vitacon$/);
    await expect(cards(page)).toHaveCount(5);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(100);

    // Closed by its button, the dialog takes its entry away again: one Back leaves the list.
    await card.getByRole("button", { name: /^Ver detalhes de/ }).click();
    await expect(dialog.getByRole("tab").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/produtos\?q=vitacon$/);
  });
});
