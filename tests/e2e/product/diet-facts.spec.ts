import type { Locator, Page } from "@playwright/test";
import type { Product } from "../../../app/features/catalog/model/types";
import { bundledCatalog } from "../support/bundled-catalog";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { catalogCards } from "../support/page-kit";

/**
 * Lactose, gluten and allergens at a glance (issue 32, item 7): the "Sem lactose" facet, the diet queries and the
 * badges on cards and product pages. What is expected comes from the supplement sheets themselves (their
 * "Ingredientes" capitals), read here through the app's own catalogue build, never from a literal count.
 */
const catalog = bundledCatalog;
const ingredientsOf = (product: Product) => {
  const sheet = catalog.sheetFor(product);
  return sheet && sheet.kind !== "medicamento" ? (sheet.ingredientes ?? "") : "";
};
const sheetSays = (statement: RegExp) => catalog.products.filter((p) => statement.test(ingredientsOf(p)));
const nameOf = (product: Product) => catalog.summaryFor(product).displayName;

const lactoseFree = sheetSays(/NÃO CONTÉM LACTOSE/);
const glutenFree = sheetSays(/NÃO CONTÉM GLÚTEN/);
const withLactose = sheetSays(/(?<!NÃO )CONTÉM LACTOSE/);
const silentOnLactose = catalog.products.filter(
  (p) => p.type === "Suplemento" && ingredientsOf(p) !== "" && !/CONTÉM LACTOSE/.test(ingredientsOf(p)),
);

const search = (page: Page) => page.getByRole("searchbox", { name: /Buscar por nome/ });
const status = (page: Page) => page.getByRole("status");
const cards = catalogCards;
const filters = (page: Page) => page.getByRole("form", { name: "Filtros e ordenação" });
const badges = (scope: Locator | Page) =>
  scope.getByRole("list", { name: "Lactose, glúten e alérgicos" }).getByRole("listitem");

test.describe("diets asked in words and the diet facets", () => {
  test('"sem lactose" lists products whose sheet says "NÃO CONTÉM LACTOSE" first', async ({ page }) => {
    expect(lactoseFree.length, "supplement sheets that say NÃO CONTÉM LACTOSE").toBeGreaterThanOrEqual(5);
    const free = new Set(lactoseFree.map(nameOf));
    await page.goto("/produtos");
    await search(page).fill("sem lactose");
    await expect(status(page)).toHaveText(/^\d+ produto\(s\) encontrado\(s\) para "sem lactose"$/);
    await expect(cards(page)).toHaveCount(5);
    for (const card of await cards(page).all()) {
      const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
      expect(free.has(name), `${name} is lactose-free by its sheet`).toBe(true);
      await expect(badges(card).filter({ hasText: /^Sem lactose$/ })).toHaveCount(1);
      await expect(badges(card).filter({ hasText: /^Contém lactose$/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test('the "Sem lactose" facet counts the products whose sheet says so, beside "Sem glúten"', async ({
    page,
  }) => {
    await page.goto("/produtos");
    const details = filters(page).locator("details");
    if ((await details.getAttribute("open")) === null)
      await filters(page).getByText("Filtrar por marca, forma e restrições").click();
    const diets = filters(page).getByRole("group", { name: "Restrições alimentares" });
    await expect(diets.getByRole("checkbox", { name: `Sem glúten (${glutenFree.length})` })).toBeVisible();
    const lactose = diets.getByRole("checkbox", { name: `Sem lactose (${lactoseFree.length})` });
    await expect(lactose).toBeVisible();
    await lactose.check();
    await expect(page).toHaveURL(/\/produtos\?dieta=sem-lactose$/);
    await expect(status(page)).toHaveText(`${lactoseFree.length} produto(s) encontrado(s), sem lactose`);
  });
});

test.describe("badges from the label's statements", () => {
  test('a whey card and its page say "Contém lactose"', async ({ page }) => {
    const whey = withLactose.find((p) => /\bwhey\b/i.test(nameOf(p)));
    expect(whey, "a whey whose sheet says CONTÉM LACTOSE").toBeDefined();
    const product = whey as Product;
    const ean = catalog.summaryFor(product).ean;
    await page.goto("/produtos?q=whey");
    const card = cards(page).filter({
      has: page.getByRole("heading", { name: nameOf(product), exact: true }),
    });
    await expect(badges(card).filter({ hasText: /^Contém lactose$/ })).toHaveCount(1);

    await page.goto(`/produto?ean=${ean}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameOf(product));
    await expect(badges(page).filter({ hasText: /^Contém lactose$/ })).toHaveCount(1);
    await expect(badges(page).filter({ hasText: /^Alérgicos: contém .*leite/ })).toHaveCount(1);
    await expect(badges(page).filter({ hasText: /^Sem lactose$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a sheet that says nothing of lactose gets no lactose badge", async ({ page }) => {
    const silent = silentOnLactose[0];
    test.skip(silent === undefined, "every supplement sheet states lactose");
    const product = silent as Product;
    await page.goto(`/produto?ean=${catalog.summaryFor(product).ean}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nameOf(product));
    await expect(badges(page).filter({ hasText: /lactose/i })).toHaveCount(0);
  });
});
