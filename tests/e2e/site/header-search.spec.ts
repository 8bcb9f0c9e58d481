import { catalogTotal } from "../support/catalog-counts";
import { expect, expectNoAxeViolations, holdAppScripts, holdRequests, test } from "../support/fixtures";

/** Predictive search in the header, a WAI-ARIA combobox loaded on first focus. */

test.describe("header search", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("works by keyboard alone: type, arrows, Enter opens the product; Esc closes", async ({ page }) => {
    await page.goto("/quem-somos");
    // <summary> has no ARIA role Playwright can query; it is the header's "Buscar produtos" disclosure.
    const toggle = page.getByRole("banner").locator("summary");
    await expect(toggle).toHaveAccessibleName("Buscar produtos");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");

    // The first focus swaps in the combobox, keeping the focus.
    const combobox = page.getByRole("combobox", { name: "Buscar produtos" });
    await expect(combobox).toBeFocused();
    await page.keyboard.type("vitacon");

    const listbox = page.getByRole("listbox", { name: "Sugestões de produtos" });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(7);
    await expect(options.last()).toHaveText("Ver todos os resultados");
    await expect(page.getByRole("banner").getByRole("status")).toContainText("produto(s) encontrado(s)");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(combobox).toHaveValue("vitacon");

    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const second = options.nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produto\?ean=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/vitacon/i);
  });

  test('"Ver todos os resultados" and Enter without a choice go to /produtos?q=', async ({
    page,
    request,
  }) => {
    await page.goto("/quem-somos");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("searchbox", { name: "Buscar produtos" }).click();
    const combobox = page.getByRole("combobox", { name: "Buscar produtos" });
    await combobox.fill("paracetamol");
    await page.getByRole("option", { name: "Ver todos os resultados" }).click();
    await expect(page).toHaveURL(/\/produtos\?q=paracetamol$/);
    await expect(page.locator("#catalogo").getByRole("status")).toHaveText(
      `${await catalogTotal(request, "q=paracetamol")} produto(s) encontrado(s) para "paracetamol"`,
    );

    // Enter with no option highlighted submits the typed text.
    await page.getByRole("banner").locator("summary").click();
    // The combobox, once loaded, stays for the rest of the visit.
    const again = page.getByRole("banner").getByRole("combobox", { name: "Buscar produtos" });
    await again.fill("vitacon");
    await expect(page.getByRole("option", { name: "Ver todos os resultados" })).toBeVisible();
    await again.press("Enter");
    await expect(page).toHaveURL(/\/produtos\?q=vitacon$/);
  });
});

test.describe("the desktop search panel", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Esc closes the suggestions, then the panel; a click outside closes it", async ({ page }) => {
    await page.goto("/quem-somos");
    const toggle = page.getByRole("banner").locator("summary");
    const details = page.getByRole("banner").locator("details");
    await toggle.click();
    await page.getByRole("searchbox", { name: "Buscar produtos" }).click();
    const combobox = page.getByRole("combobox", { name: "Buscar produtos" });
    await expect(combobox).toBeFocused();
    await page.keyboard.type("vitacon");
    const listbox = page.getByRole("listbox", { name: "Sugestões de produtos" });
    await expect(listbox).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(details).toHaveJSProperty("open", true);
    await expect(combobox).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(details).toHaveJSProperty("open", false);
    await expect(combobox).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(combobox).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(details).toHaveJSProperty("open", false);
  });
});

test.describe("header search without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    allowedFailures: ["/assets/"],
    viewport: { width: 1280, height: 800 },
  });

  test("is a plain GET form to /produtos", async ({ page }) => {
    await page.goto("/quem-somos");
    await page.getByRole("banner").locator("summary").click();
    const box = page.getByRole("searchbox", { name: "Buscar produtos" });
    await box.fill("vitacon");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/produtos\?q=vitacon$/);
    await expect(page.locator("#catalogo").getByRole("article")).toHaveCount(5);
  });
});

test.describe("header search in the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("suggests products and a choice opens the product with the menu closed", async ({ page }) => {
    await page.goto("/privacidade");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.getByRole("searchbox", { name: "Buscar produtos" }).focus();
    const combobox = panel.getByRole("combobox", { name: "Buscar produtos" });
    await expect(combobox).toBeFocused();
    await page.keyboard.type("paracetamol");
    const options = panel.getByRole("listbox", { name: "Sugestões de produtos" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Esc closes the suggestions, not the menu; arrows bring them back.
    await page.keyboard.press("Escape");
    await expect(options).toHaveCount(0);
    await expect(panel).toBeVisible();
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue("paracetamol");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(options).toHaveCount(0);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produto\?ean=\d+$/);
    await expect(panel).toHaveCount(0);
  });
});

test.describe("header search in the mobile menu, its code slow to come", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Tab past the field before the combobox comes leaves the focus where the visitor went", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/assets/header-combobox-*");
    await page.goto("/privacidade");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    const asked = page.waitForRequest(/\/assets\/header-combobox-/);
    await panel.getByRole("searchbox", { name: "Buscar produtos" }).focus();
    await asked;
    await page.keyboard.press("Tab");
    const next = panel.getByRole("link", { name: "Início" });
    await expect(next).toBeFocused();
    release();
    await expect(panel.getByRole("combobox", { name: "Buscar produtos" })).toBeAttached();
    await expect(next).toBeFocused();
  });
});

// The home hydrates on the visitor's first intent (docs/decisions/098): opening the search and typing can be the
// first thing done there. The app's scripts are held until after the first letters, so those land on the server
// HTML; the rest land during or after hydration.
test.describe("header search as the first action, before hydration", () => {
  test.use({ viewport: { width: 1280, height: 800 }, awaitHydration: false });

  test("keeps every letter typed and suggests products for them", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("searchbox", { name: "Buscar produtos" }).click();
    await page.keyboard.type("vita");
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.keyboard.type("con");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const combobox = page.getByRole("combobox", { name: "Buscar produtos" });
    await expect(combobox).toHaveValue("vitacon");
    await expect(combobox).toBeFocused();
    const listbox = page.getByRole("listbox", { name: "Sugestões de produtos" });
    await expect(listbox.getByRole("option")).toHaveCount(7);
    await expect(listbox.getByRole("option").first()).toContainText(/vitacon/i);
  });
});
