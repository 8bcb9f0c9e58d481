import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * The product page and dialog as laid out (issue 34): the name once, as the page's heading; every tab list on one
 * row on a phone, its active tab in view; on a desktop a key-facts column that agrees with "Dados Técnicos"; in
 * the dialog on a small phone, a chosen tab's content on screen under a header that stays.
 */

const supplement = { ean: "7897412100014", name: "Vitacon Vitamina D3 2.000 UI 60 Cápsulas" };
const medicine = { ean: "7897412400022", name: "Paracetamol 500 mg Comprimidos – Farmacon" };
const phones = [
  { width: 412, height: 915 },
  { width: 320, height: 640 },
] as const;

/** The top of every tab's box, rounded: one value means one row. */
async function tabTops(tabs: Locator) {
  // Every product shown here has four tabs; on the page, Radix's tabs arrive just after hydration.
  await expect(tabs).toHaveCount(4);
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return [...new Set(boxes)];
}

/** The tab is whole inside its list's visible part (not scrolled out sideways) and inside the viewport. */
async function expectTabInView(list: Locator, tab: Locator) {
  await expect(list).toBeVisible();
  // Both boxes in one frame: the dialog scales in as it opens, and two separate reads would straddle a frame.
  const overflow = await tab.evaluate((element) => {
    const outer = element.closest('[role="tablist"], ul')?.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    return outer ? Math.max(outer.left - inner.left, inner.right - outer.right) : Number.NaN;
  });
  expect(overflow).toBeLessThanOrEqual(0.5);
  await expect(tab).toBeInViewport({ ratio: 1 });
}

/** A "Dados Técnicos" or key-facts value: the definition beside the term, without its copy button. */
async function shownValue(scope: Locator, term: string) {
  const definition = scope.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
  await expect(definition).toHaveCount(1);
  return definition.evaluate((dt) => {
    const dd = dt.nextElementSibling?.cloneNode(true) as HTMLElement | undefined;
    for (const button of dd?.querySelectorAll("button") ?? []) button.remove();
    // The key facts' DUN-14 carries its case line under the code: the code is the first line.
    return (dd?.querySelector("span")?.textContent ?? dd?.textContent ?? "").trim();
  });
}

async function openDialog(page: Page) {
  await page.goto("/produtos?q=vitacon");
  await page
    .locator("#catalogo")
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Ver detalhes de/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab").first()).toBeVisible();
  return dialog;
}

test("the name is the page's one heading, and no other heading or visible text repeats it", async ({
  page,
}) => {
  await page.goto(`/produto?ean=${medicine.ean}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(medicine.name);
  await expect(page.getByRole("heading", { name: medicine.name, exact: true })).toHaveCount(1);
  // The trail still names the page as its current item, for assistive technology only (a 1 px clipped box).
  const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
  await expect(trail.getByRole("listitem").last()).toHaveText(medicine.name);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(medicine.name);
  const drawn = await page.getByText(medicine.name, { exact: true }).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      }).length,
  );
  expect(drawn).toBe(1);
});

for (const viewport of phones) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the page's tabs are one row and the chosen one is in view", async ({ page }) => {
      // The last tab, past the list's right edge at this width, is the URL's: the list opens scrolled to it.
      await page.goto(`/produto?ean=${supplement.ean}&aba=dados-tecnicos`);
      const list = page.getByRole("tablist");
      expect(await tabTops(list.getByRole("tab"))).toHaveLength(1);
      await list.scrollIntoViewIfNeeded();
      const last = page.getByRole("tab", { name: "Dados Técnicos" });
      await expect(last).toHaveAttribute("aria-selected", "true");
      await expectTabInView(list, last);
      // Arrow keys move along the one row (Radix roving focus), and the chosen tab stays in view.
      await last.focus();
      await page.keyboard.press("ArrowRight");
      const first = page.getByRole("tab", { name: "Ingredientes" });
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-selected", "true");
      expect(await tabTops(list.getByRole("tab"))).toHaveLength(1);
      await expectTabInView(list, first);
      await expectNoAxeViolations(page);
    });

    test("the dialog's tabs are one row and the chosen one is in view", async ({ page }) => {
      const dialog = await openDialog(page);
      const list = dialog.getByRole("tablist");
      expect(await tabTops(list.getByRole("tab"))).toHaveLength(1);
      await expectTabInView(list, dialog.getByRole("tab", { selected: true }));
      const last = dialog.getByRole("tab", { name: "Dados Técnicos" });
      await last.click();
      await expect(last).toHaveAttribute("aria-selected", "true");
      expect(await tabTops(list.getByRole("tab"))).toHaveLength(1);
      await expectTabInView(list, last);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("before hydration and without JavaScript at 320×640", () => {
  test.use({ viewport: phones[1], javaScriptEnabled: false, allowedFailures: ["/assets/"] });

  test("the link tabs are one row and the URL's tab is in view in the server HTML", async ({ page }) => {
    await page.goto(`/produto?ean=${supplement.ean}&aba=dados-tecnicos`);
    const tabs = page.getByRole("navigation", { name: /^Informações de / });
    const list = tabs.getByRole("list");
    expect(await tabTops(tabs.getByRole("link"))).toHaveLength(1);
    await list.scrollIntoViewIfNeeded();
    const current = tabs.getByRole("link", { name: "Dados Técnicos" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expectTabInView(list, current);
  });
});

test.describe("on a desktop (1440×900)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const product of [
    // A supplement we make for other brands as it is (white label, decision 122); a medicine we never do.
    { ...supplement, cest: "Não se aplica", brief: "Quero este produto com a minha marca" },
    { ...medicine, cest: "13.004.01", brief: "Quero um produto como este com a minha marca" },
  ])
    test(`the key facts of ${product.name} sit beside the tabs and agree with Dados Técnicos`, async ({
      page,
    }) => {
      await page.goto(`/produto?ean=${product.ean}`);
      const facts = page.getByRole("region", { name: "Dados para compra" });
      await expect(facts).toBeVisible();
      // A column of its own, right of the tabs, starting level with them rather than under them.
      const column = await facts.boundingBox();
      const tabs = await page.getByRole("tablist").boundingBox();
      if (!column || !tabs) throw new Error("not laid out");
      expect(column.x).toBeGreaterThan(tabs.x + tabs.width);
      expect(column.y).toBeLessThan(tabs.y + tabs.height);

      const shown = {
        ean: await shownValue(facts, "EAN-13"),
        ncm: await shownValue(facts, "NCM"),
        cest: await shownValue(facts, "CEST"),
      };
      expect(shown.ean).toBe(product.ean);
      expect(shown.cest).toBe(product.cest);
      expect(shown.ncm).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
      await expect(facts.getByText(/^Caixa com \d+ unidades?$/)).toBeVisible();

      await page.getByRole("tab", { name: "Dados Técnicos" }).click();
      const panel = page.getByRole("tabpanel");
      expect({
        ean: await shownValue(panel, "EAN-13"),
        ncm: await shownValue(panel, "NCM"),
        cest: await shownValue(panel, "CEST"),
      }).toEqual(shown);

      const pdf = facts.getByRole("link", { name: /^Baixar ficha técnica \(PDF, \d+ KB\)$/ });
      await expect(pdf).toHaveAttribute("href", `/fichatecnica/${product.ean}.pdf`);
      await expect(facts.getByRole("link", { name: product.brief })).toBeVisible();
      // The whole catalogue's files are the buyers' line, apart from this product's PDF.
      await expect(facts.getByRole("link", { name: "Planilha Excel (XLSX)" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
});

test.describe("the dialog at 320×640", () => {
  test.use({ viewport: phones[1] });

  test("a chosen tab's content starts on screen, under a header that stays", async ({ page }) => {
    const dialog = await openDialog(page);
    const title = dialog.getByRole("heading").first();
    for (const name of ["Indicações", "Dados Técnicos", "Composição"]) {
      await dialog.getByRole("tab", { name }).click();
      const panel = dialog.getByRole("tabpanel");
      // The panel's top is under the tab list (not hidden beneath it) and a line or more above the footer.
      await expect
        .poll(async () => {
          const top = (await panel.boundingBox())?.y ?? Number.NaN;
          const list = await dialog.getByRole("tablist").boundingBox();
          const footer = await dialog.locator("footer").boundingBox();
          if (!list || !footer) return "not laid out";
          return top >= list.y + list.height - 1 && top + 24 <= footer.y
            ? "on screen"
            : `panel top ${top}, tab list ${list.y}–${list.y + list.height}, footer ${footer.y}`;
        })
        .toBe("on screen");
      await expect(panel.locator(":scope > *:visible").first()).toBeInViewport();
      await expect(title).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page);
  });
});
