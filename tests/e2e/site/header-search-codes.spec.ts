import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** A buyer pastes a barcode from an invoice into the header search: the suggestion is that product. */
test.describe("header search with a pasted code", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an EAN-13 and a DUN-14 each suggest their product", async ({ page, request }) => {
    // Two searches, up to six API reads and an axe pass: more than one journey's time budget.
    test.slow();
    // A product with both codes, read from the API so the test does not depend on today's data.
    const list = await request.get("/api/produtos?q=vitamina%20d3&limit=5");
    const { items } = (await list.json()) as { items: { ean: string | null; displayName: string }[] };
    let product: { ean: string; name: string; dun14: string } | null = null;
    for (const item of items) {
      if (!item.ean) continue;
      const detail = await request.get(`/api/produto?ean=${item.ean}`);
      const body = (await detail.json()) as { detail: { technical: { dun14: string } } | null };
      const dun14 = body.detail?.technical.dun14 ?? "-";
      if (/^\d{14}$/.test(dun14)) {
        product = { ean: item.ean, name: item.displayName, dun14 };
        break;
      }
    }
    if (!product) throw new Error("no vitamina d3 product with an EAN-13 and a DUN-14 in the catalogue");

    await page.goto("/quem-somos");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("searchbox", { name: "Buscar produtos" }).click();
    const combobox = page.getByRole("combobox", { name: "Buscar produtos" });
    const listbox = page.getByRole("listbox", { name: "Sugestões de produtos" });
    const status = page.getByRole("banner").getByRole("status");

    for (const code of [product.ean, product.dun14]) {
      await combobox.fill(code);
      await expect(listbox.getByRole("option").first()).toContainText(product.name);
      await expect(status).toContainText("produto(s) encontrado(s)");
      await expect(status).not.toContainText("Nenhum produto encontrado");
    }
    await expectNoAxeViolations(page);

    await listbox.getByRole("option").first().click();
    await expect(page).toHaveURL(new RegExp(`/produto\\?ean=${product.ean}$`));
  });
});
