import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The product cards of the catalogue list (/produtos and the home's catalogue section). */
export const catalogCards = (page: Page) => page.locator("#catalogo").getByRole("article");

/** The home's video toggle is rendered only after hydration: once it exists, effects and observers are running. */
export async function waitForHomeHydration(page: Page) {
  await expect(page.getByRole("button", { name: /vídeo de fundo/ })).toBeVisible();
}

/**
 * Solves the robot check with the keyboard (the widget draws its tick over the input, so a pointer click lands on
 * the drawing). Its script loads on the form's first focus, so a Space pressed before it is ready does nothing:
 * press again until it is verifying or verified.
 */
export async function solveRobotCheck(page: Page) {
  await expect(async () => {
    const box = page.getByRole("checkbox", { name: "Não sou um robô" });
    if ((await box.isVisible()) && !(await box.isChecked())) await box.press("Space");
    await expect(page.getByRole("checkbox", { name: "Verificado" })).toBeChecked({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
}
