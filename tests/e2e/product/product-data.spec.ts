import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** Product data a pharmacy buyer can trust, and can take away. */
test.describe("product data for a buyer", () => {
  test("a size of a multi-size sheet shows its own title, content and codes only", async ({ page }) => {
    await page.goto("/produto?ean=7897412200059&aba=dados-tecnicos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le Blue Shampoo Antirresíduo 1 L");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/Conteúdo\s*1 L/);
    await expect(panel).toContainText(/EAN-13\s*7897412200059/);
    // The sheet's DUN-14 17897412200049 wraps the 300 ml size's digits: not this product's. Its own case code
    // is in its catalogue row (decision 114).
    await expect(panel).toContainText(/DUN-14\s*17897412200056/);
    await expect(panel).toContainText(/Unidades por caixa\s*12/);
    await expect(page.locator("body")).not.toContainText("7897412200042");
    await expect(page.locator("body")).not.toContainText("17897412200049");
  });

  test("Dados Técnicos copies a code and says so politely", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/produto?ean=7897412100014&aba=dados-tecnicos");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/DUN-14\s*17897412100011/);
    await expect(panel).toContainText(/Categoria regulatória\s*Suplemento alimentar/);
    const dun = panel.getByRole("button", { name: "Copiar DUN-14" });
    // Measured from the panel's top: clicking may scroll the page, which is not the layout moving.
    const offset = async () => ((await dun.boundingBox())?.y ?? 0) - ((await panel.boundingBox())?.y ?? 0);
    const before = await offset();
    await panel.getByRole("button", { name: "Copiar EAN-13" }).click();
    await expect(panel.getByText("EAN-13 7897412100014 copiado.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("7897412100014");
    // The confirmation did not push the next row's button down.
    expect(await offset()).toBe(before);
    // A second copy replaces the first confirmation in the same place.
    await dun.click();
    await expect(panel.getByText("DUN-14 17897412100011 copiado.")).toBeVisible();
    await expect(panel.getByText(/copiado\.$/)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("a supplement shows RDC 243's statements and no '**' anywhere", async ({ page }) => {
    await page.goto("/produto?ean=7897412100014");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Advertências" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toContainText("Este produto não é um medicamento.");
    await expect(page.getByRole("tabpanel")).toContainText("Mantenha fora do alcance de crianças.");
    await page.getByRole("tab", { name: "Tabela Nutricional" }).click();
    await expect(page.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("**");
  });

  test("a medicine shows its brand and content", async ({ page }) => {
    await page.goto("/produto?ean=7897412400022&aba=dados-tecnicos");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/Marca\s*Farmacon/);
    await expect(panel).toContainText(/Conteúdo\s*20 comprimidos/);
  });

  test("the product page prints as a technical sheet", async ({ page }) => {
    await page.goto("/produto?ean=7897412100014");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("tablist")).toBeHidden();
    // Hidden elements have no role, so no copy button or menu button is left to print.
    await expect(page.getByRole("button")).toHaveCount(0);
    // Every tab's content, under its name: ingredients, indications, the nutrition table and the codes.
    await expect(page.getByRole("heading", { name: "Tabela Nutricional" })).toBeVisible();
    await expect(page.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dados Técnicos" })).toBeVisible();
    await expect(page.getByText("7897412100014", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Indicações" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("printed, tables and rows stay whole and a heading or term stays with what follows", async ({
    page,
  }) => {
    // The nutrition tab is the chosen one, so the table is on screen too, for the last check.
    await page.goto("/produto?ean=7897412100014&aba=tabela-nutricional");
    await page.emulateMedia({ media: "print" });
    const table = page.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ });
    await expect(table).toHaveCSS("break-inside", "avoid");
    await expect(table.getByRole("row").filter({ hasText: "Valor energético (kcal)" })).toHaveCSS(
      "break-inside",
      "avoid",
    );
    const term = page.getByRole("term").filter({ hasText: /^EAN-13$/ });
    await expect(term).toHaveCSS("break-inside", "avoid");
    await expect(term).toHaveCSS("break-after", "avoid");
    const value = page.getByRole("definition").filter({ hasText: "7897412100014" });
    await expect(value).toHaveCSS("break-inside", "avoid");
    await expect(page.getByRole("heading", { level: 2, name: "Ficha do produto" })).toHaveCSS(
      "break-after",
      "avoid",
    );
    await expect(page.getByRole("heading", { level: 3, name: "Dados Técnicos" })).toHaveCSS(
      "break-after",
      "avoid",
    );
    // On screen the same elements break as the browser likes: the rules are the print stylesheet's.
    await page.emulateMedia({ media: "screen" });
    await expect(table).toHaveCSS("break-inside", "auto");
  });

  test("a medicine's long sections open and close in the dialog, which links to the full page", async ({
    page,
  }) => {
    await page.goto("/produtos?q=PARACETAMOL%20500MG");
    await page
      .getByRole("button", { name: "Ver detalhes de Paracetamol 500 mg Comprimidos – Farmacon" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Modo de Usar" }).click();
    await expect(dialog.getByRole("note")).toContainText("É UM MEDICAMENTO");
    const section = dialog.getByRole("group").filter({ hasText: "Advertências" });
    await section.getByText("Advertências").click();
    await expect(section).toHaveAttribute("open", "");
    await expect(dialog.getByRole("link", { name: "Ver página do produto" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/produtos links the spreadsheet of the current selection", async ({ page, request }) => {
    await page.goto("/produtos?q=vitamina&categoria=Suplemento");
    // A menu beside the result count (issue 34).
    await page.locator("summary", { hasText: "Baixar lista" }).click();
    const link = page.getByRole("link", { name: "Planilha Excel (XLSX)" });
    await expect(link).toHaveAttribute(
      "href",
      "/produtos/exportar?formato=xlsx&q=vitamina&categoria=Suplemento",
    );
    const csv = page.getByRole("link", { name: /^CSV/ });
    const response = await request.get((await csv.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    // The file name says what was filtered (export-rows.ts exportFileName).
    expect(response.headers()["content-disposition"]).toMatch(
      /catalogo-convale-vitamina-suplementos-\d{4}-\d{2}-\d{2}\.csv/,
    );
    await expectNoAxeViolations(page);
  });
});
