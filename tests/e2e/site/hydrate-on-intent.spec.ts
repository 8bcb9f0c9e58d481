import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// Pages read first run no app script until the visitor's first intent (docs/decisions/098).
test.describe("a reading page before any intent", () => {
  // Chromium logs the 404 of the unknown address's document as a console error; that 404 is expected here.
  test.use({ awaitHydration: false, allowedFailures: ["status of 404"] });

  for (const path of ["/quem-somos", "/contato", "/desenvolvimento-de-marca", "/pagina-que-nao-existe"]) {
    test(`${path} downloads no app script, is complete, and hydrates on the first pointer move`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The header works as links meanwhile (decision 013).
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      await expect(nav.getByRole("link", { name: "Produtos" })).toHaveAttribute("href", "/produtos");
      await expectNoAxeViolations(page);
      expect(scripts).toEqual([]);

      await page.mouse.move(10, 10);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(nav.getByRole("button", { name: "Produtos" })).toHaveAttribute("aria-expanded", "false");
      expect(scripts.some((url) => url.includes("/assets/entry.client-"))).toBe(true);
    });
  }

  // The home and the catalogue are read first too (decision 098, amended 2026-11-24): no module script at load.
  for (const path of ["/", "/produtos", "/produto?ean=7897412100014"]) {
    test(`${path} downloads no app script before intent, and a key press hydrates it`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
      expect(scripts).toEqual([]);

      await page.keyboard.press("Tab");
      // Hydration of the home takes seconds on a loaded machine: wait for it as the fixture's goto does (within
      // the test's time), not within an assertion's 10 s.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(scripts.some((url) => url.includes("/assets/entry.client-"))).toBe(true);
    });
  }

  test("a key press is an intent too: Tab reaches the page and the app hydrates", async ({ page }) => {
    await page.goto("/privacidade", { waitUntil: "load" });
    await page.keyboard.press("Tab");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
});
