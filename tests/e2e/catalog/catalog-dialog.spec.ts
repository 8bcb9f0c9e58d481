import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const products = [
  {
    kind: "supplement",
    ean: "7897412100014",
    card: "VITACON VIT D3 2000UI 60CPS",
    title: "Vitacon Vitamina D3 2.000 UI 60 Cápsulas",
    type: "Suplemento",
    third: "Tabela Nutricional",
  },
  {
    kind: "cosmetic",
    ean: "7897412200011",
    card: "LE BLUE SH HIDRAT PROF 300ML",
    title: "Le Blue Shampoo Hidratação Profunda 300 ml",
    type: "Cosmético",
    third: "Modo de Usar",
  },
  {
    kind: "medicine",
    ean: "7897412400022",
    card: "PARACETAMOL 500MG CX 20 CPR FARMACON",
    title: "Paracetamol 500 mg Comprimidos – Farmacon",
    type: "Medicamento",
    third: "Modo de Usar",
  },
];

test.describe("product dialog", () => {
  for (const product of products) {
    test(`opens from a ${product.kind} card with the right tabs, moves by arrow keys and closes on Esc`, async ({
      page,
    }) => {
      await page.goto(`/produtos?q=${encodeURIComponent(product.card)}`);
      const card = page.locator("#catalogo").getByRole("article").filter({ hasText: product.title });
      const button = card.getByRole("button", { name: `Ver detalhes de ${product.title}` });
      await button.click();

      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(product.type, { exact: true })).toBeVisible();
      const tabs = dialog.getByRole("tab");
      await expect(tabs).toHaveText(["Composição", "Indicações", product.third, "Dados Técnicos"]);
      const first = dialog.getByRole("tab", { name: "Composição" });
      await expect(first).toHaveAttribute("aria-selected", "true");
      // Decision 060: no scroll box nested inside the scrolling dialog.
      await expect(dialog.getByRole("tabpanel")).toHaveCSS("max-height", "none");
      await expect(dialog.getByRole("link", { name: "Ver página do produto" })).toHaveAttribute(
        "href",
        `/produto?ean=${product.ean}`,
      );

      await first.focus();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("tab", { name: "Indicações" })).toBeFocused();
      await expect(dialog.getByRole("tab", { name: "Indicações" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("tab", { name: product.third })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByRole("tab", { name: "Indicações" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-selected", "true");

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }

  test("is axe clean when open, and the close button gives focus back to the card", async ({ page }) => {
    await page.goto("/#produtos");
    const button = page
      .locator("#produtos")
      .getByRole("button", { name: /^Ver detalhes/ })
      .first();
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: "Composição" })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("a supplement's nutrition tab shows the RDC table, and a sheet offers its PDF", async ({ page }) => {
    await page.goto("/produtos?q=vitacon+vit+d3+2000");
    await page
      .getByRole("button", { name: "Ver detalhes de Vitacon Vitamina D3 2.000 UI 60 Cápsulas" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Tabela Nutricional" }).click();
    await expect(dialog.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^Baixar ficha técnica \(PDF, \d+ KB\)$/ })).toBeVisible();
  });
});
