import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAsServed,
  holdAppScripts,
  test,
} from "../support/fixtures";
import { catalogCards } from "../support/page-kit";

/**
 * /produtos on a phone (issue 34): the first card on the first screen, the first results under the search field
 * while the on-screen keyboard covers the rest, a placeholder that fits at 320 px, "Aplicar filtros" only where
 * the filters do not apply by themselves (without JavaScript).
 */

const phone = { width: 412, height: 915 } as const;
/** What a phone's keyboard leaves of a 915 px screen: the preview must sit above it. */
const KEYBOARD_TOP = 500;

const search = (page: Page) => page.getByRole("searchbox", { name: /Buscar por nome/ });
const cards = catalogCards;
const preview = (page: Page) => page.getByRole("list", { name: "Primeiros resultados" });
const applyButton = (page: Page) => page.getByRole("button", { name: "Aplicar filtros" });

test.describe("the catalogue on a phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test.describe("before and after hydration", () => {
    test.use({ awaitHydration: false });

    test("the first card starts on the first screen, and hydration neither moves it nor adds a button", async ({
      page,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto("/produtos", { waitUntil: "domcontentloaded" });
      const first = cards(page).first();
      // The server HTML, as a phone shows it until the app's scripts have run (decision 134).
      const before = await first.boundingBox();
      expect(before?.y).toBeGreaterThanOrEqual(0);
      expect(before?.y).toBeLessThan(phone.height);
      await expect(applyButton(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect((await first.boundingBox())?.y).toBe(before?.y);
      await expect(applyButton(page)).toHaveCount(0);
    });
  });

  test('with the field focused and "vit" typed, the first results show under it, above the keyboard', async ({
    page,
  }) => {
    await page.goto("/produtos");
    await search(page).tap();
    await expect(search(page)).toBeFocused();
    await page.keyboard.type("vit");
    await expect(page.getByRole("status")).toHaveText(/^\d+ produto\(s\) encontrado\(s\) para "vit"$/);

    const firstResult = preview(page).getByRole("link").first();
    await expect(firstResult).toBeVisible();
    const box = await firstResult.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(KEYBOARD_TOP);
    // The preview is the top of the list the search loaded, not a list of its own.
    const firstCard = await cards(page).first().getByRole("heading").textContent();
    await expect(firstResult).toContainText(firstCard ?? "no card");
    await expectNoAxeViolations(page);

    // Esc hides it and keeps the text; typing brings it back.
    await page.keyboard.press("Escape");
    await expect(preview(page)).toBeHidden();
    await expect(search(page)).toHaveValue("vit");
    await expect(search(page)).toBeFocused();
    await page.keyboard.type("a");
    await expect(page.getByRole("status")).toHaveText(/para "vita"$/);
    await expect(preview(page).getByRole("link").first()).toBeVisible();

    // "Ver os N resultados" leaves the field (the keyboard closes) for the list itself.
    await page.getByRole("button", { name: /^Ver os \d+ resultados$/ }).tap();
    await expect(page.locator("#catalogo-resultados")).toBeFocused();
    await expect(preview(page)).toBeHidden();
    await expect(cards(page).first()).toBeInViewport();
  });

  test("a tap on a result under the field opens its product", async ({ page }) => {
    await page.goto("/produtos");
    await search(page).tap();
    await page.keyboard.type("paracetamol");
    const firstResult = preview(page).getByRole("link").first();
    await expect(firstResult).toContainText(/paracetamol/i);
    await firstResult.tap();
    await expect(page).toHaveURL(/\/produto\?ean=\d+$/);
  });

  test("the search placeholder fits its field at 320 px, and at 412 px", async ({ page }) => {
    for (const width of [320, phone.width]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto("/produtos");
      await page.evaluate(() => document.fonts.ready);
      const fit = await search(page).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, "::placeholder");
        const ink = document.createElement("canvas").getContext("2d");
        if (!ink) throw new Error("no 2D canvas to measure text with");
        ink.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        return {
          placeholder: input.placeholder,
          text: ink.measureText(input.placeholder).width,
          room: input.clientWidth - Number.parseFloat(own.paddingLeft) - Number.parseFloat(own.paddingRight),
        };
      });
      expect(fit.placeholder.length, `${width} px`).toBeGreaterThan(0);
      expect(fit.text, `${width} px: "${fit.placeholder}"`).toBeLessThanOrEqual(fit.room);
    }
  });

  test("the spreadsheet of the list is a menu beside the count", async ({ page }) => {
    await page.goto("/produtos?q=vitamina");
    const row = page.locator("#catalogo-resultados");
    await row.locator("summary", { hasText: "Baixar lista" }).tap();
    const xlsx = row.getByRole("link", { name: "Planilha Excel (XLSX)" });
    await expect(xlsx).toHaveAttribute("href", "/produtos/exportar?formato=xlsx&q=vitamina");
    await expect(xlsx).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    // A tap elsewhere closes it.
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(xlsx).toBeHidden();
  });
});

test.describe("the catalogue on a phone without JavaScript", () => {
  test.use({ viewport: phone, javaScriptEnabled: false, allowedFailures: ["/assets/"] });

  test('"Aplicar filtros" is there and applies the filters', async ({ page }) => {
    await page.goto("/produtos?q=vitamina");
    await expect(applyButton(page)).toBeVisible();
    const first = await cards(page).first().boundingBox();
    expect(first?.y).toBeLessThan(phone.height);
    await page.locator("summary", { hasText: "Filtrar" }).click();
    await page.getByRole("checkbox", { name: /^Sem glúten \(\d+\)$/ }).check();
    await applyButton(page).click();
    // The browser's own GET: the filters' order, then the sort's (the default included).
    await expect(page).toHaveURL(/\/produtos\?q=vitamina&dieta=sem-gluten&ordem=relevancia$/);
    await expect(page.getByRole("status")).toHaveText(/para "vitamina", sem glúten$/);
  });
});

// axe cannot run in a page without JavaScript: the server's answer is checked as served (fixtures.ts), from a
// context with JavaScript on (the served copy runs none of its scripts).
test.describe("the catalogue on a phone as served to a browser without JavaScript", () => {
  test.use({ viewport: phone });

  test("passes axe with its no-JavaScript controls", async ({ page, browser, baseURL }) => {
    const url = `${baseURL}/produtos?q=vitamina`;
    const html = await (await page.request.get(url)).text();
    await expectNoAxeViolationsAsServed(browser, url, html, async (served) => {
      await expect(served.getByRole("button", { name: "Aplicar filtros" })).toBeVisible();
    });
  });
});
