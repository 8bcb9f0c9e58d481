import type { Page } from "@playwright/test";
import { catalogTotal, firstProductName } from "../support/catalog-counts";
import {
  expect,
  expectNoAxeViolations,
  holdAppScripts,
  jumpToEnd,
  test,
  withoutLocalCatalog,
} from "../support/fixtures";
import { catalogCards, tapMedicinesAndHoldTheAnswer } from "../support/page-kit";

// A search that finds what visitors mean, facets and sort on /produtos.
const search = (page: Page) => page.getByRole("searchbox", { name: /Buscar por nome/ });
const status = (page: Page) => page.getByRole("status");
const cards = catalogCards;
const filters = (page: Page) => page.getByRole("form", { name: "Filtros e ordenação" });
const openFilters = async (page: Page) => {
  const details = filters(page).locator("details");
  if ((await details.getAttribute("open")) === null)
    await filters(page).getByText("Filtrar por marca, forma e restrições").click();
};

test.describe("search", () => {
  test('"shampoo" finds the shampoos the ERP calls "SH"', async ({ page, request }) => {
    const total = await catalogTotal(request, "q=shampoo");
    expect(total).toBeGreaterThan(5);
    await page.goto("/produtos");
    await search(page).fill("shampoo");
    await expect(status(page)).toHaveText(`${total} produto(s) encontrado(s) para "shampoo"`);
    await expect(cards(page)).toHaveCount(5);
    for (const card of await cards(page).all()) await expect(card).toContainText(/\bSH\b|shampoo/i);
  });

  test('a typo ("paracetmol", a letter left out mid-word) still finds paracetamol', async ({
    page,
    request,
  }) => {
    const total = await catalogTotal(request, "q=paracetamol");
    expect(total).toBeGreaterThan(0);
    // Not a prefix of the word: only the typo tolerance can find it (a prefix would also match by substring).
    expect("paracetamol".startsWith("paracetmol")).toBe(false);
    await page.goto("/produtos");
    await search(page).fill("paracetmol");
    // The typo finds exactly what the right spelling finds.
    await expect(status(page)).toHaveText(`${total} produto(s) encontrado(s) para "paracetmol"`);
    for (const card of await cards(page).all()) await expect(card).toContainText(/paracetamol/i);
  });

  test("a barcode goes straight to its product", async ({ page }) => {
    await page.goto("/produtos");
    await search(page).fill("7897412400022");
    await expect(page).toHaveURL(/\/produto\?ean=7897412400022$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Paracetamol 500 mg/);
  });

  test("a whole reference, in any case, goes straight to its product", async ({ page }) => {
    await page.goto("/produtos?q=vc-c1g-ef10-lr");
    await expect(page).toHaveURL(/\/produto\?ean=7897412100038$/);
  });

  test('nothing found offers "Você quis dizer …?"', async ({ page, request }) => {
    await page.goto("/produtos?q=paracetamuuul");
    await expect(status(page)).toHaveText('Nenhum produto encontrado para "paracetamuuul"');
    await page.getByRole("link", { name: "paracetamol" }).click();
    await expect(page).toHaveURL(/\/produtos\?q=paracetamol$/);
    await expect(status(page)).toHaveText(
      `${await catalogTotal(request, "q=paracetamol")} produto(s) encontrado(s) para "paracetamol"`,
    );
  });
});

// /produtos hydrates on the visitor's first intent (docs/decisions/098): the first thing done on the page is done on
// the server HTML, and hydration must keep it. The app's scripts are held until after the first input, so that input
// certainly lands before hydration; what follows lands during or after it, as the machine allows.
test.describe("the first action, before hydration", () => {
  test.use({ awaitHydration: false });

  test("text typed into the search box before and during hydration is all kept and searched for", async ({
    page,
    request,
  }) => {
    const total = await catalogTotal(request, "q=paracetamol");
    const release = await holdAppScripts(page);
    await page.goto("/produtos", { waitUntil: "domcontentloaded" });
    await search(page).click();
    await page.keyboard.type("parac");
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.keyboard.type("etamol");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/\/produtos\?q=paracetamol$/);
    await expect(status(page)).toHaveText(`${total} produto(s) encontrado(s) para "paracetamol"`);
    await expect(search(page)).toHaveValue("paracetamol");
    await expect(search(page)).toBeFocused();
  });

  test("a facet ticked before hydration is applied, not undone", async ({ page, request }) => {
    const vitacon = await catalogTotal(request, "marca=Vitacon");
    const release = await holdAppScripts(page);
    await page.goto("/produtos", { waitUntil: "domcontentloaded" });
    await filters(page).getByText("Filtrar por marca, forma e restrições").click();
    const box = filters(page).getByRole("checkbox", { name: /^Vitacon \(\d+\)$/ });
    await box.check();
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/\/produtos\?marca=Vitacon$/);
    await expect(status(page)).toHaveText(`${vitacon} produto(s) encontrado(s), marca Vitacon`);
    await expect(box).toBeChecked();
  });
});

test.describe("facets and sort", () => {
  test("change the URL, the count and the cards; reload and Back keep them", async ({ page, request }) => {
    const all = `${await catalogTotal(request)} produto(s) encontrado(s)`;
    const vitacon = await catalogTotal(request, "marca=Vitacon");
    expect(vitacon).toBeGreaterThan(1);
    await page.goto("/produtos");
    await expect(status(page)).toHaveText(all);
    await openFilters(page);
    await expectNoAxeViolations(page);

    await filters(page)
      .getByRole("checkbox", { name: /^Vitacon \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/[?&]marca=Vitacon(&|$)/);
    await expect(status(page)).toHaveText(`${vitacon} produto(s) encontrado(s), marca Vitacon`);
    for (const card of await cards(page).all()) await expect(card).toContainText(/vitacon/i);

    await filters(page).getByRole("combobox", { name: "Ordenar por" }).selectOption("za");
    await expect(page).toHaveURL(/[?&]ordem=za(&|$)/);
    const text = `${vitacon} produto(s) encontrado(s), marca Vitacon, ordem Nome (Z–A)`;
    await expect(status(page)).toHaveText(text);
    // Z–A puts last first: the first card is the one /api/produtos lists first for the same selection.
    await expect(cards(page).first()).toContainText(
      await firstProductName(request, "marca=Vitacon&ordem=za"),
    );

    await page.reload();
    await expect(status(page)).toHaveText(text);
    await expect(filters(page).getByRole("checkbox", { name: /^Vitacon/ })).toBeChecked();
    await expect(filters(page).getByRole("combobox", { name: "Ordenar por" })).toHaveValue("za");

    await page.goBack();
    await expect(status(page)).toHaveText(`${vitacon} produto(s) encontrado(s), marca Vitacon`);
    await expect(filters(page).getByRole("combobox", { name: "Ordenar por" })).toHaveValue("relevancia");
    await page.goBack();
    await expect(status(page)).toHaveText(all);
  });

  test("combine with the search and the category, and scrolling loads more of the same", async ({ page }) => {
    await page.goto("/produtos?q=vitamina&categoria=Suplemento");
    await openFilters(page);
    await filters(page)
      .getByRole("checkbox", { name: /^Cápsulas \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/q=vitamina&categoria=Suplemento&forma=capsulas/);
    await expect(status(page)).toHaveText(
      /^\d+ produto\(s\) encontrado\(s\) para "vitamina" em Suplementos, forma Cápsulas$/,
    );
    await expect(cards(page)).toHaveCount(5);
    await jumpToEnd(page);
    // One approach to the bottom earns exactly one page of 5 (product rules §4), whatever the scroll speed.
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveURL(/quantidade=10$/);
    await expect(page.getByText("Carregando mais produtos...")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);
    for (const card of await cards(page).all()) await expect(card).toContainText(/CPS|c[áa]psula/i);
  });
});

test.describe("a facet ticked while a category is still loading", () => {
  // Before the whole catalogue has come (fetched when idle, late on a busy phone), a category is the server's
  // answer; a facet ticked in that moment used to send the form as the page showed it, and the category was lost.
  test.use({ allowedFailures: ["/api/catalogo"] });

  test("keeps both: the category tapped and the facet ticked", async ({ page, request }) => {
    const both = await catalogTotal(request, "categoria=Medicamento&forma=comprimidos");
    expect(both).toBeGreaterThan(0);
    await withoutLocalCatalog(page);
    await page.goto("/produtos");
    await openFilters(page);
    const { release } = await tapMedicinesAndHoldTheAnswer(page);
    await filters(page)
      .getByRole("checkbox", { name: /^Comprimidos \(\d+\)$/ })
      .check();
    release();
    await expect(page).toHaveURL(/\/produtos\?(?=.*categoria=Medicamento)(?=.*forma=comprimidos)/);
    await expect(status(page)).toHaveText(
      `${both} produto(s) encontrado(s) em Medicamentos, forma Comprimidos`,
    );
    await expect(filters(page).getByRole("checkbox", { name: /^Comprimidos/ })).toBeChecked();
  });
});

test.describe("facets without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedFailures: ["/assets/"] });

  test("the GET form applies facets and sort; reload and Back keep them", async ({ page }) => {
    await page.goto("/produtos?q=vitamina");
    await filters(page).getByText("Filtrar por marca, forma e restrições").click();
    await filters(page)
      .getByRole("checkbox", { name: /^Sem glúten \(\d+\)$/ })
      .check();
    await filters(page).getByRole("combobox", { name: "Ordenar por" }).selectOption("az");
    await filters(page).getByRole("button", { name: "Aplicar filtros" }).click();
    // The filters come before the sort in the form (issue 34), so the browser sends them first.
    await expect(page).toHaveURL(/\/produtos\?q=vitamina&dieta=sem-gluten&ordem=az$/);
    const text = /^\d+ produto\(s\) encontrado\(s\) para "vitamina", sem glúten, ordem Nome \(A–Z\)$/;
    await expect(status(page)).toHaveText(text);
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Carregar mais" })).toHaveAttribute(
      "href",
      /dieta=sem-gluten&ordem=az&quantidade=10/,
    );

    await page.reload();
    await expect(status(page)).toHaveText(text);
    await page.goBack();
    await expect(status(page)).toHaveText(/^\d+ produto\(s\) encontrado\(s\) para "vitamina"$/);
  });
});

test.describe("sort and facets by keyboard", () => {
  test('↓↓ in "Ordenar por" reaches Z–A with focus kept; Space on a facet keeps focus on it', async ({
    page,
    request,
  }) => {
    const all = await catalogTotal(request);
    await page.goto("/produtos");
    const order = filters(page).getByRole("combobox", { name: "Ordenar por" });
    await order.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/\/produtos\?ordem=az$/);
    await expect(status(page)).toHaveText(`${all} produto(s) encontrado(s), ordem Nome (A–Z)`);
    await expect(order).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/\/produtos\?ordem=za$/);
    await expect(status(page)).toHaveText(`${all} produto(s) encontrado(s), ordem Nome (Z–A)`);
    await expect(order).toHaveValue("za");
    await expect(order).toBeFocused();

    await openFilters(page);
    const vitacon = filters(page).getByRole("checkbox", { name: /^Vitacon \(\d+\)$/ });
    await vitacon.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/marca=Vitacon/);
    await expect(status(page)).toHaveText(/^24 produto\(s\) encontrado\(s\), marca Vitacon/);
    await expect(vitacon).toBeChecked();
    await expect(vitacon).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/produtos\?ordem=za$/);
    await expect(vitacon).not.toBeChecked();
    await expect(vitacon).toBeFocused();
  });
});
