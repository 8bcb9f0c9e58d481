import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { waitForHomeHydration } from "../support/page-kit";

/** Home journeys for visitors who ask for less motion or run no JavaScript: nothing hidden, nothing moving. */

const ABOUT_FINAL = ["10+", "3", "~400", "7,9 mil m²"];
const NUMBERS_FINAL = ["430+", "45+", "50+", "7 milhões"];

const waitForHydration = waitForHomeHydration;

const counterValues = (page: Page, section: string) => page.locator(`#${section} [data-count-state]`);

test.describe("home page with reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("the video stays paused, the marquee is still and counters show final values", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Reproduzir o vídeo de fundo" })).toBeVisible();
    const video = page.locator("#start video");
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);

    const track = page.locator(".marquee-track");
    await track.scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(page.locator(".marquee-repeat").first()).toBeHidden();

    await expect(counterValues(page, "about")).toHaveText(ABOUT_FINAL);
    await expect(counterValues(page, "numeros")).toHaveText(NUMBERS_FINAL);
    await page.locator("#numeros").scrollIntoViewIfNeeded();
    await expect(counterValues(page, "numeros")).toHaveText(NUMBERS_FINAL);
    await expect(counterValues(page, "numeros").first()).toHaveAttribute("data-count-state", "static");
    await expect(page.locator('[data-reveal="waiting"], [data-reveal="seen"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("home page without JavaScript", () => {
  // With scripts off, Chromium cancels the module preloads ("csp"); that is the point of this test.
  test.use({ javaScriptEnabled: false, allowedFailures: [".js"] });

  test("shows every section, the final figures and the poster", async ({ page }) => {
    await page.goto("/");
    await expect(counterValues(page, "numeros")).toHaveText(NUMBERS_FINAL);
    await page.locator("#desenvolvimento").scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("heading", { name: "Do projeto ao treinamento da sua equipe de vendas" }),
    ).toBeVisible();
    const opacities = await page
      .locator(".reveal")
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
    expect(opacities.every((o) => o === "1")).toBe(true);
    await expect(page.locator("#start img")).toHaveJSProperty("complete", true);
    expect(
      await page.locator("#start img").evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBeGreaterThan(0);
  });
});
