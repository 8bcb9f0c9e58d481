import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** The product dialog on a phone (390×844) and at 200 % zoom of a small laptop (640×400 CSS px). */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 640, height: 400 },
]) {
  test(`at ${viewport.width}×${viewport.height}, "Dados Técnicos" shows its first row and copy button`, async ({
    page,
  }) => {
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
    // One scroll container: nothing inside the dialog scrolls on its own (decision 103).
    const scrolling = await dialog.evaluate((root) =>
      [root, ...root.querySelectorAll("*")]
        .filter((element) => {
          const overflow = getComputedStyle(element).overflowY;
          return (
            (overflow === "auto" || overflow === "scroll") && element.scrollHeight > element.clientHeight
          );
        })
        .map((element) => element.tagName),
    );
    expect(scrolling.length, scrolling.join(", ")).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });
}
