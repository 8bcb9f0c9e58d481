import type { Browser, Page } from "@playwright/test";
import { approachEnd, expect } from "./fixtures";

/** The product cards of the catalogue list (/produtos and the home's catalogue section). */
export const catalogCards = (page: Page) => page.locator("#catalogo").getByRole("article");

/** The home's video toggle is rendered only after hydration: once it exists, effects and observers are running. */
export async function waitForHomeHydration(page: Page) {
  await expect(page.getByRole("button", { name: /vídeo de fundo/ })).toBeVisible();
}

/**
 * Solves the robot check with the keyboard (the widget draws its tick over the input, so a pointer click lands on
 * the drawing). Until its script has drawn it, the widget's place shows a placeholder that is no checkbox; its
 * script comes once the visitor turns to the form (decision 158), and a visitor who reaches the check first (a
 * draft restored by Back, nothing focused since) presses the placeholder, which loads the script and starts the
 * check. The press is dispatched, not clicked: the widget may take the placeholder's place in between (a pause in
 * typing also loads it), and a click would wait for a placeholder that never shows again. Then wait for the
 * checkbox itself and press it. A Space the widget was not yet listening for does nothing: press again.
 */
export async function solveRobotCheck(
  page: Page,
  names: { box: string; done: string } = { box: "Não sou um robô", done: "Verificado" },
) {
  const box = page.getByRole("checkbox", { name: names.box });
  const done = page.getByRole("checkbox", { name: names.done });
  const placeholder = page.locator(".robot-check-placeholder");
  if (await placeholder.isVisible()) await placeholder.dispatchEvent("pointerdown");
  await expect(async () => {
    await expect(box.or(done)).toBeVisible({ timeout: 30_000 });
    if ((await box.isVisible()) && !(await box.isChecked())) await box.press("Space");
    await expect(done).toBeChecked({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
}

/**
 * The number of cards while the list is scrolled down to its end again and again (each approach asks for the next
 * page), as a poll: `await cardsWhileScrolling(page).toBe(found)`.
 */
export function cardsWhileScrolling(page: Page) {
  return expect.poll(
    async () => {
      await approachEnd(page);
      return catalogCards(page).count();
    },
    { intervals: [250], timeout: 30_000 },
  );
}

/** A page of its own context with JavaScript off, as a browser without scripts gets it. */
export async function openWithoutJavaScript(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Taps the medicines category on the catalogue page (/produtos, or /en/products with `lang` "en") and holds the
 * server's answer for it until `release()` is called, as a slow connection does before the whole catalogue has come
 * (pair with `withoutLocalCatalog`). A navigation that takes its place drops the held request.
 */
export async function tapMedicinesAndHoldTheAnswer(
  page: Page,
  lang: "pt" | "en" = "pt",
): Promise<{ release: () => void }> {
  const { nav, link, param } =
    lang === "en"
      ? { nav: "Categories", link: "Medicines", param: "category=medicines" }
      : { nav: "Categorias", link: "Medicamentos", param: "categoria=Medicamento" };
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = (url: URL) => url.pathname.endsWith(".data") && url.search.includes(param);
  await page.route(answer, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const asked = page.waitForRequest((r) => answer(new URL(r.url())));
  await page.getByRole("navigation", { name: nav }).getByRole("link", { name: link, exact: true }).click();
  await asked;
  return { release };
}
