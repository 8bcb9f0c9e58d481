import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { cardsWhileScrolling, catalogCards } from "../support/page-kit";

/** Back and Forward bring the visitor back to the same cards at the same place. */

const cards = catalogCards;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function loadAtLeast(page: Page, wanted: number) {
  await cardsWhileScrolling(page).toBeGreaterThanOrEqual(wanted);
}

test.describe("Back and Forward keep the place", () => {
  test("on /produtos: the loaded cards and the scroll position come back", async ({ page }) => {
    await page.goto("/produtos?q=vitacon");
    await expect(cards(page)).toHaveCount(5);
    // Load the whole result (over 20 cards), so no further page can arrive while the test scrolls back up to a
    // card: the count left behind is then the count to come back to.
    const status = await page.locator("#catalogo").getByRole("status").textContent();
    const total = Number(/^(\d+) produto/.exec(status ?? "")?.[1]);
    expect(total).toBeGreaterThanOrEqual(20);
    await loadAtLeast(page, total);
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    const loaded = await cards(page).count();
    expect(loaded).toBe(total);
    // The address records the count, so a reload or a Back renders the same cards on the server.
    await expect(page).toHaveURL(new RegExp(`quantidade=${loaded}`));

    const chosen = cards(page).nth(16);
    await chosen.scrollIntoViewIfNeeded();
    const name = (await chosen.getByRole("heading").textContent()) ?? "";
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);

    await chosen.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/produto\?ean=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/produtos\?q=vitacon/);
    await expect(cards(page)).toHaveCount(loaded);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(100);
    await expect(cards(page).nth(16)).toBeInViewport();

    await page.goForward();
    await expect(page).toHaveURL(/\/produto\?ean=/);
    await page.goBack();
    await expect(cards(page)).toHaveCount(loaded);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(100);
  });

  test('from the home page: Back from "Ver todos os produtos" returns to it', async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Ver todos os produtos" });
    await button.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);

    await button.click();
    await expect(page).toHaveURL(/\/produtos$/);
    // A new navigation starts at the top.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(100);
    await expect(button).toBeInViewport();

    await page.goForward();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(100);
  });

  test("a reload keeps the loaded cards", async ({ page }) => {
    await page.goto("/produtos?q=vitacon");
    // The whole result, so no page is still on its way when the count is read (see the first test).
    const status = await page.locator("#catalogo").getByRole("status").textContent();
    const total = Number(/^(\d+) produto/.exec(status ?? "")?.[1]);
    await loadAtLeast(page, total);
    const loaded = await cards(page).count();
    await expect(page).toHaveURL(new RegExp(`quantidade=${loaded}`));
    await page.reload();
    // Pages come 5 at a time, so the count is a multiple of 5 or the total; the server renders that many.
    await expect(cards(page)).toHaveCount(loaded);
  });
});
