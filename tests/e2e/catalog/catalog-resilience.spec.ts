import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, jumpToEnd, test, withoutLocalCatalog } from "../support/fixtures";
import { catalogCards } from "../support/page-kit";

/**
 * A failed page of results stays local and recoverable; one approach to the bottom earns exactly one page. These are
 * the server's pages, before the whole catalogue is in the browser (local-interactions.spec.ts has the after).
 */

const cards = catalogCards;
const retry = (page: Page) => page.locator("#catalogo").getByRole("button", { name: "Tentar novamente" });
const failedText = "Não foi possível carregar mais produtos.";
/** Two frames: long enough for an IntersectionObserver or scroll listener to react to the cards that landed. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe("a page of results that does not arrive", () => {
  // The aborted request and the 500 below are provoked on purpose.
  test.use({ allowedFailures: ["/api/produtos?", "/api/catalogo"] });

  test("keeps the cards, offers a retry, and loads the next 5 when the network returns", async ({
    page,
    context,
  }) => {
    await withoutLocalCatalog(page);
    let mode: "abort" | "500" | "pass" = "abort";
    await page.route("**/api/produtos?*", (route) => {
      if (mode === "abort") return route.abort("internetdisconnected");
      if (mode === "500") return route.fulfill({ status: 500, body: "erro" });
      return route.continue();
    });
    await page.goto("/produtos?q=vitamina");
    await expect(cards(page)).toHaveCount(5);
    const first = await cards(page).first().textContent();

    await jumpToEnd(page);
    await expect(page.getByText(failedText)).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).first()).toHaveText(first ?? "");
    await expect(page.getByRole("searchbox", { name: /Buscar por nome/ })).toHaveValue("vitamina");
    await expect(page.getByRole("heading", { name: "Algo deu errado" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The server answers 500 this time: still the same cards and the same offer.
    mode = "500";
    const answered = page.waitForResponse((r) => r.url().includes("/api/produtos?") && r.status() === 500);
    await retry(page).click();
    await answered;
    await expect(retry(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(5);

    // The connection drops and comes back: the list asks again by itself.
    mode = "pass";
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(cards(page)).toHaveCount(10);
    await expect(retry(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/produtos\?q=vitamina&quantidade=10$/);
  });
});

test.describe("scrolling to the bottom", () => {
  test.use({ allowedFailures: ["/api/catalogo"] });

  test("one jump to the bottom of /produtos loads exactly 5 more cards", async ({ page }) => {
    await withoutLocalCatalog(page);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/produtos?")) requests.push(r.url());
    });
    await page.goto("/produtos");
    await expect(cards(page)).toHaveCount(5);
    await jumpToEnd(page);
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/produtos\?quantidade=10$/);
    await nextFrames(page);
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);
    expect(requests).toHaveLength(1);

    // A second approach earns the next page.
    await jumpToEnd(page);
    await expect(cards(page)).toHaveCount(15);
    await nextFrames(page);
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(15);
    expect(requests).toHaveLength(2);
  });
});
