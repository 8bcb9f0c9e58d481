import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withoutLocalCatalog } from "../support/fixtures";
import { catalogCards, tapMedicinesAndHoldTheAnswer } from "../support/page-kit";
import { SAMPLE_EAN } from "../support/site-pages";

// The catalogue on English pages (issue 36): English interface and product names, the Brazilian label's own text
// kept in Portuguese and marked as such (a visible note, lang="pt-BR"), medicines marked "Brazil only".
const MEDICINE_EAN = "7897412400022";
const SUPPLEMENT = "Vitacon Vitamin D3 2,000 IU 60 Capsules";
const MEDICINE = "Paracetamol (Acetaminophen) 500 mg Tablets – Farmacon";
const LABEL_NOTE = "Brazilian label text (ANVISA), in Portuguese";

/** Portuguese interface words an English page must not show outside the Brazilian label's blocks. */
const PORTUGUESE_UI = [
  "Produtos",
  "Buscar",
  "Ver detalhes",
  "Carregar mais",
  "Ordenar",
  "Enviar",
  "Não informado",
];

/** A PDF's text as poppler reads it (installed by npm test's poppler step), its spaces made single. */
const pdfTextOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");

const search = (page: Page) => page.getByRole("searchbox", { name: /Search by name/ });
const status = (page: Page) => page.locator("#catalogo").getByRole("status");

/** The text (and the names given in attributes) of `scope`, leaving out what is marked lang="pt-BR". */
async function textOutsideLabel(scope: Locator): Promise<string> {
  return scope.evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const block of copy.querySelectorAll('[lang="pt-BR"]')) block.remove();
    const names = [...copy.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => el.getAttribute(name) ?? ""),
    );
    return `${copy.textContent ?? ""} ${names.join(" ")}`;
  });
}

async function expectNoPortugueseUi(scope: Locator) {
  const text = await textOutsideLabel(scope);
  for (const word of PORTUGUESE_UI) expect(text, `"${word}" outside a label block`).not.toContain(word);
}

test.describe("the catalogue in English", () => {
  test('/en/products finds "vitamin d" and "shampoo" and shows English cards', async ({ page }) => {
    await page.goto("/en/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
    await expect(page.getByRole("link", { name: "Load more" })).toBeVisible();
    await expectNoPortugueseUi(page.locator("main"));
    await expectNoAxeViolations(page);

    await search(page).fill("vitamin d");
    await expect(status(page)).toHaveText(/^[\d,]+ product\(s\) found for "vitamin d"$/);
    await expect(page).toHaveURL(/\/en\/products\?q=vitamin\+d$/);
    const vitamin = catalogCards(page).filter({ hasText: SUPPLEMENT });
    await expect(vitamin).toHaveCount(1);
    await expect(vitamin.getByText("Supplement", { exact: true })).toBeVisible();
    await expect(vitamin.getByRole("link", { name: SUPPLEMENT })).toHaveAttribute(
      "href",
      `/en/product?ean=${SAMPLE_EAN}`,
    );

    await search(page).fill("shampoo");
    await expect(status(page)).toHaveText(/^[\d,]+ product\(s\) found for "shampoo"$/);
    await expect(catalogCards(page)).toHaveCount(5);
    for (const card of await catalogCards(page).all()) {
      await expect(card.getByRole("heading")).toContainText(/shampoo/i);
      await expect(card.getByRole("button", { name: /^View details of / })).toBeVisible();
    }
    await expectNoPortugueseUi(page.locator("main"));
    await expectNoAxeViolations(page);
  });

  test("the address speaks English: category, facet, order, the cards shown and the spreadsheet; Portuguese words still read", async ({
    page,
    request,
  }) => {
    await page.goto("/en/products");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Supplements" })
      .click();
    await expect(page).toHaveURL(/\/en\/products\?category=supplements$/);
    await page.locator("summary").filter({ hasText: "Filter" }).click();
    await page.getByRole("checkbox", { name: /^Capsules/ }).check();
    await expect(page).toHaveURL(/\/en\/products\?category=supplements&form=capsules$/);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name (Z–A)" });
    await expect(page).toHaveURL(/\/en\/products\?category=supplements&form=capsules&sort=za$/);
    await expect(status(page)).toHaveText(/found in Supplements, form Capsules, order Name \(Z–A\)$/);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveAttribute(
      "href",
      /^\/en\/products\?category=supplements&form=capsules&sort=za&shown=10#/,
    );

    // The selection's spreadsheet is the English file (decision 151): English headers, names and links.
    await page.locator("summary", { hasText: "Download list" }).click();
    await expect(page.getByRole("link", { name: "Excel spreadsheet (XLSX)" })).toHaveAttribute(
      "href",
      "/en/products/export?format=xlsx&category=supplements&form=capsules&sort=za",
    );
    const csv = await request.get(
      (await page.getByRole("link", { name: "CSV (comma-separated)" }).getAttribute("href")) ?? "",
    );
    expect(csv.headers()["content-disposition"]).toMatch(
      /"catalog-convale-supplements-capsules-z-a-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, first] = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/^code,name,brand,type,EAN-13,/);
    expect(first).toMatch(/,Supplement,\d{13},/);
    expect(first).toContain("/en/product?ean=");

    // An address written with the Portuguese words (kept across the language switch) selects the same.
    await page.goto("/en/products?categoria=Suplemento&forma=capsulas&ordem=za");
    await expect(status(page)).toHaveText(/found in Supplements, form Capsules, order Name \(Z–A\)$/);
    await expect(page.getByRole("checkbox", { name: /^Capsules/ })).toBeChecked();
  });

  test("the home's type filter and its link to the list use English words", async ({ page }) => {
    await page.goto("/en");
    const section = page.locator("#produtos");
    await section.getByRole("link", { name: "Medicines", exact: true }).click();
    await expect(page).toHaveURL(/\/en\?type=medicines#produtos$/);
    await expect(section.getByRole("link", { name: "See all products" })).toHaveAttribute(
      "href",
      "/en/products?category=medicines",
    );
    await page.goto("/en?type=cosmetics#produtos");
    await expect(section.getByRole("link", { name: "Cosmetics", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a medicine's card says Brazil only", async ({ page }) => {
    await page.goto("/en/products?q=paracetamol");
    const card = catalogCards(page).filter({ hasText: MEDICINE });
    await expect(card.getByText("Medicine", { exact: true })).toBeVisible();
    await expect(card.getByText("Brazil only", { exact: true })).toBeVisible();
  });

  test("the product dialog opens in English around the Brazilian label text", async ({ page }) => {
    await page.goto("/en/products?q=vitamin+d");
    const card = catalogCards(page).filter({ hasText: SUPPLEMENT });
    await card.getByRole("button", { name: `View details of ${SUPPLEMENT}` }).click();

    const dialog = page.getByRole("dialog", { name: SUPPLEMENT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab")).toHaveText([
      "Composition",
      "Indications",
      "Nutrition table",
      "Technical data",
    ]);
    const panel = dialog.getByRole("tabpanel");
    await expect(panel.getByText(LABEL_NOTE)).toBeVisible();
    await expect(panel.locator('[lang="pt-BR"]').first()).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View product page" })).toHaveAttribute(
      "href",
      `/en/product?ean=${SAMPLE_EAN}`,
    );
    await expectNoPortugueseUi(dialog);
    await expectNoAxeViolations(page);

    await dialog.getByRole("tab", { name: "Nutrition table" }).click();
    const table = dialog.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ });
    await expect(table).toBeVisible();
    await expect(
      dialog
        .locator('[lang="pt-BR"]')
        .filter({ has: page.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ }) }),
    ).toHaveCount(1);
    await expect(dialog.getByRole("tabpanel").getByText(LABEL_NOTE)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("/en/product shows English headings and tabs, the label text in Portuguese", async ({ page }) => {
    await page.goto(`/en/product?ean=${SAMPLE_EAN}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLEMENT);
    await expect(page.getByRole("tab")).toHaveText([
      "Ingredients",
      "Indications",
      "Nutrition table",
      "Technical data",
    ]);
    await expect(page.getByRole("heading", { name: "Ordering information" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
      "Home",
      "Products",
    ]);
    const active = page.getByRole("tabpanel");
    await expect(active.getByText(LABEL_NOTE)).toBeVisible();
    await expect(active.locator('[lang="pt-BR"]').first()).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({ name: SUPPLEMENT, mainEntityOfPage: { inLanguage: "en-US" } });
    expect(product.url).toMatch(new RegExp(`/en/product\\?ean=${SAMPLE_EAN}$`));

    await expectNoPortugueseUi(page.locator("main"));
    await expectNoAxeViolations(page);
  });

  test("the technical data write the weights in en-US and the label's own values in English", async ({
    page,
  }) => {
    await page.goto("/en/product?ean=7897412100670&tab=technical-data");
    const panel = page.getByRole("tabpanel").filter({ visible: true });
    const value = (term: string) =>
      panel
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }) })
        .getByRole("definition");
    // 1,8 kg and 2,01 kg on the Portuguese page (decision 155).
    await expect(value("Net weight")).toHaveText("1.8 kg");
    await expect(value("Gross weight")).toHaveText("2.01 kg");
    await expect(value("Contents")).toHaveText("1.8 kg");
    await expect(panel).not.toContainText(/\d,\d+ kg/);
    // "Pote", "Morango" and "24 meses" on the Portuguese page: English here, not marked Portuguese (decision 156).
    await expect(value("Shelf life")).toHaveText("24 months");
    await expect(value("Shelf life")).not.toHaveAttribute("lang", /./);
    await expect(value("Package")).toHaveText("Jar");
    await expect(value("Flavor")).toHaveText("Strawberry");
    await expect(panel).not.toContainText("24 meses");
    await expect(panel.locator('dd[lang="pt-BR"]')).toHaveCount(0);
  });

  test("a medicine's page says Brazil only and keeps its leaflet in Portuguese", async ({ page }) => {
    await page.goto(`/en/product?ean=${MEDICINE_EAN}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MEDICINE);
    await expect(page.getByText("Brazil only", { exact: true })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Composition",
      "Indications",
      "Directions",
      "Technical data",
    ]);
    await page.getByRole("tab", { name: "Directions" }).click();
    // The address names the tab in English, and a reload keeps it.
    await expect(page).toHaveURL(new RegExp(`/en/product\\?ean=${MEDICINE_EAN}&tab=directions$`));
    await page.reload();
    await expect(page.getByRole("tab", { name: "Directions" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel").filter({ visible: true });
    await expect(panel.getByRole("heading", { name: "Contraindications" })).toBeVisible();
    await expect(panel.getByText(LABEL_NOTE)).toBeVisible();

    // Its technical sheet is the English one (decision 154): English around the leaflet, which stays Portuguese.
    const link = page.getByRole("link", { name: /^Download technical sheet \(PDF, \d+ KB\)$/ });
    await expect(link).toHaveAttribute("href", `/fichatecnica/en/${MEDICINE_EAN}.pdf`);
    await expect(link).not.toHaveAttribute("hreflang");
    const pdf = await page.request.get(`/fichatecnica/en/${MEDICINE_EAN}.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const sheet = pdfTextOf(await pdf.body());
    for (const words of [
      "TECHNICAL SHEET",
      "Type: Medicine – Brazil only",
      LABEL_NOTE,
      "Page 1 of",
      "CONTRAINDICATIONS",
    ])
      expect(sheet).toContain(words);

    await expectNoPortugueseUi(page.locator("main"));
    await expectNoAxeViolations(page);
  });
});

test.describe("the header search in English", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"vitamin d" suggests English names, Enter opens the English product, "See all results" the English list', async ({
    page,
  }) => {
    await page.goto("/en/about");
    const toggle = page.getByRole("banner").locator("summary");
    await expect(toggle).toHaveAccessibleName("Search products");
    await toggle.click();
    await page.getByRole("searchbox", { name: "Search products" }).click();
    const combobox = page.getByRole("combobox", { name: "Search products" });
    await expect(combobox).toBeFocused();
    await page.keyboard.type("vitamin d");

    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    const options = listbox.getByRole("option");
    await expect(options.last()).toHaveText("See all results");
    await expect(options.first()).toContainText(/Vitamin D/);
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(
      /^[\d,]+ product\(s\) found; 6 suggestions$/,
    );
    await expectNoPortugueseUi(page.getByRole("banner"));
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/product\?ean=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Vitamin D/);

    await page.getByRole("banner").locator("summary").click();
    const again = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await again.fill("vitamin d");
    await page.getByRole("option", { name: "See all results" }).click();
    await expect(page).toHaveURL(/\/en\/products\?q=vitamin(\+|%20)d$/);
    await expect(status(page)).toContainText('found for "vitamin d"');
  });
});

test.describe("the English catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedFailures: ["/assets/"] });
  test("the facet form sends English names and values", async ({ page }) => {
    await page.goto("/en/products?category=supplements");
    await page.locator("summary").filter({ hasText: "Filter" }).click();
    await page.getByRole("checkbox", { name: /^Gluten-free/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/en\/products\?category=supplements&diet=gluten-free&sort=relevance$/);
    await expect(status(page)).toHaveText(/found in Supplements, gluten-free$/);
  });
});

test.describe("the English catalogue before the whole catalogue has come", () => {
  // The list and its facets are the Portuguese page's components: the same history mends hold in English.
  test.use({ allowedFailures: ["/api/catalogo"] });

  test("a search sent while a category is loading keeps the category's place in history", async ({
    page,
  }) => {
    await withoutLocalCatalog(page);
    await page.goto("/en/products");
    const { release } = await tapMedicinesAndHoldTheAnswer(page, "en");
    await search(page).fill("paracetamol");
    await search(page).press("Enter");
    release();
    await expect(status(page)).toHaveText(/^[\d,]+ product\(s\) found for "paracetamol" in Medicines$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/products$/);
  });

  test("a facet ticked while a category is loading keeps that category", async ({ page }) => {
    await withoutLocalCatalog(page);
    await page.goto("/en/products");
    await page.getByText("Filter by brand, form and dietary restrictions").click();
    const { release } = await tapMedicinesAndHoldTheAnswer(page, "en");
    await page.getByRole("checkbox", { name: /^Tablets \(\d+\)$/ }).check();
    release();
    await expect(page).toHaveURL(/\/en\/products\?(?=.*category=medicines)(?=.*form=tablets)/);
    await expect(status(page)).toHaveText(/found in Medicines, form Tablets$/);
  });
});
