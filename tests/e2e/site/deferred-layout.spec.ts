import type { Page } from "@playwright/test";
import { expect, holdAppScripts, test } from "../support/fixtures";

/**
 * On a fresh load at the top, the home's blocks below the first screen are laid out only as they near the
 * viewport, until the visitor's first intent; a reload, an anchor or an intent lay out the whole page, so every
 * place the visitor is brought to is measured on real heights (docs/decisions/110). The app's scripts are held
 * throughout: this is the page before hydration, what a slow phone shows longest.
 */

const deferredFlag = (page: Page) => page.locator("html[data-defer-layout]");
const contentVisibility = (page: Page) =>
  page
    .locator("#desenvolvimento > *")
    .first()
    .evaluate((block) => getComputedStyle(block).contentVisibility);
const developmentHeading = (page: Page) =>
  page.getByRole("heading", { level: 2, name: "Do projeto ao treinamento da sua equipe de vendas" });
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

test.describe("the home below the first screen, before hydration", () => {
  test.use({ awaitHydration: false });

  test("a fresh load defers its layout but not its content, until the first intent", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(deferredFlag(page)).toBeAttached();
    expect(await contentVisibility(page)).toBe("auto");
    // Skipped by layout only: still in the accessibility tree, for a screen reader's list of headings.
    await expect(developmentHeading(page)).toHaveCount(1);
    // A pointer resting where it is is no intent: Chromium sends such a move (movement 0) to a cursor over a page
    // that has just been laid out, and it took the deferral away in 3 of 10 runs before early-taps.ts ignored it.
    await page.mouse.move(0, 0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-defer-layout"))).toBe(true);

    await page.mouse.move(20, 300);
    await expect(deferredFlag(page)).not.toBeAttached();
    expect(await contentVisibility(page)).toBe("visible");
  });

  test("a tap on ☰ is answered first; the whole page is laid out once its frame is painted", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: "pt-BR",
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // What the page is at each of the tap's events, read before any of the page's own listeners (decision 152).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { seen?: string[] }).seen = seen;
      for (const type of ["pointerdown", "click"])
        addEventListener(
          type,
          () => seen.push(`${type}:${document.documentElement.hasAttribute("data-defer-layout")}`),
          true,
        );
    });
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(deferredFlag(page)).toBeAttached();
    const button = page.getByRole("banner").getByRole("button", { name: "Abrir menu" });
    const before = await button.evaluate((element) => element.getBoundingClientRect().top);
    await button.tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    // The press and the click ran on the deferred layout: the whole page's layout (126–280 ms at 4× CPU) did not
    // run inside them and hold the panel back. It came after, and the button stayed where it was.
    await expect(deferredFlag(page)).not.toBeAttached();
    expect(await page.evaluate(() => (window as { seen?: string[] }).seen)).toEqual([
      "pointerdown:true",
      "click:true",
    ]);
    expect(await button.evaluate((element) => element.getBoundingClientRect().top)).toBe(before);
    await context.close();
  });

  test("a click on an in-page anchor lands on its section 80 px below the top", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(deferredFlag(page)).toBeAttached();
    await page
      .locator("#start")
      .getByRole("link", { name: /produtos/i })
      .first()
      .click();
    await expect(page).toHaveURL(/#produtos$/);
    await expect.poll(async () => Math.abs((await topOf(page, "#produtos")) - 80)).toBeLessThanOrEqual(3);
  });

  test("a scroll before any intent keeps its place when the whole page is laid out", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // Without the browser's scroll anchoring, as in Safari, which has none: the page must keep the place itself.
    await page.evaluate(() => {
      document.documentElement.style.overflowAnchor = "none";
      document.body.style.overflowAnchor = "none";
    });
    // As the browser's find in page or a link to a text fragment would: a scroll with no intent before it, landing
    // among blocks whose heights above are still estimates.
    // Where it lands is read in the same task as the scroll, before the page can react to it.
    const landedAt = await developmentHeading(page).evaluate((heading) => {
      heading.scrollIntoView({ block: "center" });
      return heading.getBoundingClientRect().top;
    });
    await expect(deferredFlag(page)).not.toBeAttached();
    expect(Math.abs((await topOf(page, "#development-title")) - landedAt)).toBeLessThanOrEqual(1);
  });

  test("a reload lays it all out at once and comes back to the same place", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.mouse.wheel(0, 5000);
    await expect(deferredFlag(page)).not.toBeAttached();
    await developmentHeading(page).scrollIntoViewIfNeeded();
    const before = await topOf(page, "#development-title");

    // The restored scroll is an intent: the page asks for the app's scripts, which stay held, so "load" never comes.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(deferredFlag(page)).not.toBeAttached();
    await expect
      .poll(async () => Math.abs((await topOf(page, "#development-title")) - before))
      .toBeLessThanOrEqual(1);
  });

  test("an address with a deep anchor lands on its section 80 px below the top", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/#potencia-capacidade", { waitUntil: "domcontentloaded" });
    await expect(deferredFlag(page)).not.toBeAttached();
    await expect
      .poll(async () => Math.abs((await topOf(page, "#potencia-capacidade")) - 80))
      .toBeLessThanOrEqual(3);
  });
});

test.describe("the home after hydration, with no intent", () => {
  test("lays out its deferred blocks one per task, top to bottom, then ends the deferral", async ({
    page,
  }) => {
    // Each batch of attribute changes the observer gets was made in one task (its callback runs at the end of
    // the task's microtasks): the whole page's layout in one task was 216 ms of layout and 139 ms of style at
    // 4× CPU inside hydration (decision 153).
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as unknown as { __layoutBatches: string[][] }).__layoutBatches = batches;
      new MutationObserver((records) => {
        const batch = records.flatMap((r) => {
          const el = r.target as Element;
          if (r.attributeName === "data-laid-out" && el.hasAttribute("data-laid-out"))
            return [`bloco ${[...document.querySelectorAll(".render-near-viewport>*")].indexOf(el)}`];
          if (r.attributeName === "data-defer-layout" && !el.hasAttribute("data-defer-layout"))
            return ["fim"];
          return [];
        });
        if (batch.length) batches.push(batch);
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-laid-out", "data-defer-layout"],
      });
    });
    // Opened by the fixture, which waits for the deferral to end; no pointer, key or scroll is sent.
    await page.goto("/");
    const blocks = await page.locator(".render-near-viewport > *").count();
    expect(blocks).toBeGreaterThan(5);
    const batches = await page.evaluate(
      () => (window as unknown as { __layoutBatches: string[][] }).__layoutBatches,
    );
    expect(batches).toEqual([...Array.from({ length: blocks }, (_, i) => [`bloco ${i}`]), ["fim"]]);
    await expect(
      page.getByRole("heading", { level: 2, name: "Do projeto ao treinamento da sua equipe de vendas" }),
    ).toBeVisible();
  });
});
