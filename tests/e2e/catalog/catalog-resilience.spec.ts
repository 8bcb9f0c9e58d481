import type { Page } from "@playwright/test";
import {
  approachEnd,
  expect,
  expectNoAxeViolations,
  jumpToEnd,
  nextFrames,
  test,
  withoutLocalCatalog,
} from "../support/fixtures";
import { catalogCards } from "../support/page-kit";

/**
 * A failed page of results stays local and recoverable; one approach to the bottom earns exactly one page. These are
 * the server's pages, before the whole catalogue is in the browser (local-interactions.spec.ts has the after).
 */

const cards = catalogCards;
const retry = (page: Page) => page.locator("#catalogo").getByRole("button", { name: "Tentar novamente" });
const failedText = "Não foi possível carregar mais produtos.";

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
    await approachEnd(page);
    await expect(cards(page)).toHaveCount(15);
    await nextFrames(page);
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(15);
    expect(requests).toHaveLength(2);
  });

  // The footer's site map is taller than a phone's screen; on a wide screen the end of the list shows above it.
  for (const viewport of [
    { width: 412, height: 915 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}, the footer reached by a jump stays in view, still, while 5 cards come in above it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Every layout shift no input explains (what CLS adds up), from the page's first moment.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push(
                `${entry.value.toFixed(3)}: ${entry.sources.map((s) => s.node?.nodeName).join(", ")}`,
              );
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/produtos");
      await expect(cards(page)).toHaveCount(5);
      const shiftsBefore = await page.evaluate(
        () => (window as unknown as { shifts: string[] }).shifts.length,
      );
      await jumpToEnd(page);
      await expect(cards(page)).toHaveCount(10);
      await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
      await nextFrames(page);
      // Still at the end of the page, the footer where the jump left it: the new cards came in above it.
      const end = await page.evaluate(() => ({
        bottom: Math.round(window.scrollY + window.innerHeight),
        height: document.documentElement.scrollHeight,
        footerBottom: Math.round(document.querySelector("footer")?.getBoundingClientRect().bottom ?? -1),
      }));
      expect(end.bottom).toBe(end.height);
      expect(end.footerBottom).toBe(viewport.height);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect(shifts.slice(shiftsBefore), "layout shifts without input").toEqual([]);
    });
  }
});
