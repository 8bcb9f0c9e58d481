import { expect, expectNoAxeViolations, holdAppScripts, test } from "../support/fixtures";

// Every page hydrates at load, with no intent from the visitor (decision 134, superseding 098). Before that the
// server HTML is whole and passes axe; taps on the controls that need the app are held and replayed
// (first-tap.spec.ts).
test.describe("every page hydrates at load", () => {
  // Chromium logs the 404 of the unknown address's document as a console error; that 404 is expected here.
  test.use({ awaitHydration: false, allowedFailures: ["status of 404"] });

  for (const path of [
    "/",
    "/produtos",
    "/produto?ean=7897412100014",
    "/quem-somos",
    "/contato",
    "/desenvolvimento-de-marca",
    "/pagina-que-nao-existe",
  ]) {
    test(`${path} downloads the app and hydrates without any pointer, key or scroll`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.locator("html[data-hydrated][data-taps-live]").waitFor({ state: "attached" });
      expect(scripts.some((url) => url.includes("/assets/entry.client-"))).toBe(true);
      // Nothing is held back in the document any more.
      await expect(page.locator("template#scripts-on-intent")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the server HTML before the app runs is whole, passes axe, and its header links work", async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto("/quem-somos", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await expect(nav.getByRole("link", { name: "Produtos" })).toHaveAttribute("href", "/produtos");
    await expectNoAxeViolations(page);
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(nav.getByRole("button", { name: "Produtos" })).toHaveAttribute("aria-expanded", "false");
  });
});
