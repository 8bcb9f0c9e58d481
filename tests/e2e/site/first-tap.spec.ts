import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  holdAppScripts,
  nextFrames,
  test,
  typeOnScreenKeyboard,
} from "../support/fixtures";

// Issue 31, decision 134: the first tap does what the page promises, even when it comes before the app runs. The
// app's scripts are held by a route handler, the tap lands on the server HTML, then the scripts are let go. The
// fixture's wait for hydration is off here: these tests are about the moment before it.
test.use({
  awaitHydration: false,
  viewport: { width: 412, height: 915 },
  hasTouch: true,
  isMobile: true,
});

/** A mark on the document: still there later means the tap did not load another page. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
const hydrated = (page: Page) =>
  page.locator("html[data-hydrated][data-taps-live]").waitFor({ state: "attached" });

/**
 * Records the events of `types` whose target is in `selector` as the document sees them, where React listens,
 * as "<type> <element>" (decisions 160, 161); returns what it has seen so far.
 */
async function watchDocument(page: Page, types: string[], selector: string) {
  await page.evaluate(
    ({ types, selector }) => {
      const seen: string[] = [];
      (window as { seenByDocument?: string[] }).seenByDocument = seen;
      for (const type of types)
        document.addEventListener(
          type,
          (event) => {
            const target = event.target as Element;
            if (target.closest(selector)) seen.push(`${type} ${target.localName}`);
          },
          true,
        );
    },
    { types, selector },
  );
  return () => page.evaluate(() => (window as { seenByDocument?: string[] }).seenByDocument ?? []);
}

test("☰ tapped before the app runs opens the menu panel at once, not the footer's site map", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const button = page.getByRole("banner").getByRole("button", { name: "Abrir menu" });
  await markDocument(page);
  await button.tap();
  // The browser's own popover: open while the app's scripts are still held.
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
  // The app runs under the open panel and leaves it open; closed, ☰ then opens it as a modal dialog.
  release();
  await hydrated(page);
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCount(1);
  await menu.getByRole("button", { name: "Fechar menu" }).tap();
  await expect(menu).toBeHidden();
  await button.tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await menu.evaluate((el) => el.matches(":modal"))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
  await expectNoAxeViolations(page);
});

test("a link in the menu opened before the app runs, followed after it runs, closes the panel", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("banner").getByRole("button", { name: "Abrir menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  release();
  await hydrated(page);
  await markDocument(page);
  await menu.getByRole("link", { name: "Contato" }).tap();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  expect(await sameDocument(page)).toBe(true);
});

test("a development tab tapped before the app runs shows its panel at once and stays after hydration", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await markDocument(page);
  const tab = page.getByRole("tab", { name: "Regulatório" });
  await tab.tap();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Regulatório" })).toBeVisible();
  release();
  await hydrated(page);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Regulatório" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  expect(await sameDocument(page)).toBe(true);
});

test("a product tab tapped before the app runs shows its panel in place, with no reload", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produto?ean=7897412100014", { waitUntil: "commit" });
  await markDocument(page);
  const tabs = page.getByRole("navigation", { name: /^Informações de / });
  await tabs.getByRole("link", { name: "Tabela Nutricional" }).tap();
  const table = page.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ });
  await expect(table).toBeVisible();
  const top = await page.evaluate(() => window.scrollY);
  release();
  await expect(page.getByRole("tab", { name: "Tabela Nutricional" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/[?&]aba=tabela-nutricional$/);
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
});

test('"Ver detalhes" tapped before the app runs opens the product dialog, not the product page', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produtos?q=paracetamol+500", { waitUntil: "commit" });
  await markDocument(page);
  const button = page.getByRole("button", {
    name: "Ver detalhes de Paracetamol 500 mg Comprimidos – Farmacon",
  });
  await button.tap();
  // The browser's own popover (decision 143): the card's name and picture, the details on their way.
  const dialog = page.getByRole("dialog", { name: /Paracetamol 500 mg/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Carregando detalhes...");
  await expect(dialog.getByRole("link", { name: "Ver página do produto" })).toHaveAttribute(
    "href",
    /\/produto\?ean=\d{13}$/,
  );
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The app's dialog takes its place: one dialog, with the tabs, and the focus in it.
  release();
  await expect(dialog.getByRole("tab", { name: "Dados Técnicos" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog").locator(":focus")).toHaveCount(1);
  await expect(page).toHaveURL(/\/produtos\?q=paracetamol\+500$/);
  expect(await sameDocument(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('"Ver detalhes" tapped before the app runs, then closed, stays closed when the app runs', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produtos?q=paracetamol+500", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Ver detalhes de Paracetamol 500 mg Comprimidos – Farmacon" }).tap();
  const dialog = page.getByRole("dialog", { name: /Paracetamol 500 mg/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Fechar" }).tap();
  await expect(dialog).toBeHidden();
  release();
  await hydrated(page);
  await expect(page.getByRole("button", { name: /^Ver detalhes de Paracetamol 500 mg/ })).not.toHaveAttribute(
    "aria-busy",
  );
  // The dialog's code comes in once the page is idle; a replayed tap would have the dialog on screen a frame or
  // two after it has run.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((r) => r.name.includes("/assets/product-dialog-")),
  );
  await nextFrames(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the home filter tapped before the app runs shows the filtered grid", async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await markDocument(page);
  const filters = page.getByRole("navigation", { name: "Filtrar produtos por tipo" });
  await filters.getByRole("link", { name: "Medicamentos" }).tap();
  // Every type's grid is in the page: the tap shows the medicines before the app runs (decision 149)…
  const badges = page.locator("#produtos article:visible p > span:first-child");
  const onlyMedicines = async () => {
    await expect(filters.getByRole("link", { name: "Medicamentos" })).toHaveAttribute("aria-current", "true");
    await expect(filters.getByRole("link", { name: "Todos" })).not.toHaveAttribute("aria-current");
    await expect(badges.first()).toBeVisible();
    expect(new Set(await badges.allTextContents())).toEqual(new Set(["Medicamento"]));
  };
  await onlyMedicines();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  // …and the app, once it runs, keeps them and records the type in the address.
  release();
  await expect(page).toHaveURL(/\/\?type=Medicamento#produtos$/);
  await onlyMedicines();
  expect(await sameDocument(page)).toBe(true);
});

test("every character typed in the catalogue search before and during hydration is kept and searched", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produtos", { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: /Buscar por nome/ });
  await box.tap();
  await typeOnScreenKeyboard(page, "vitam");
  release();
  await typeOnScreenKeyboard(page, "ina d3");
  await expect(box).toHaveValue("vitamina d3");
  await hydrated(page);
  await expect(box).toHaveValue("vitamina d3");
  await expect(page).toHaveURL(/[?&]q=vitamina\+d3/);
});

test("every character typed in the contact form before and during hydration is kept", async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto("/contato", { waitUntil: "commit" });
  const name = page.getByRole("textbox", { name: "Nome completo" });
  await name.tap();
  await typeOnScreenKeyboard(page, "Ana Pe");
  release();
  await typeOnScreenKeyboard(page, "reira");
  const message = page.getByRole("textbox", { name: "Mensagem" });
  await message.tap();
  await typeOnScreenKeyboard(page, "Quero fabricar um suplemento.");
  await hydrated(page);
  await expect(name).toHaveValue("Ana Pereira");
  await expect(message).toHaveValue("Quero fabricar um suplemento.");
});

test("text typed in the contact form before the app runs is in the tab's draft once it runs", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/contato", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Nome completo" }).tap();
  await typeOnScreenKeyboard(page, "Ana Pereira");
  release();
  await hydrated(page);
  // The app saw none of those keys (decision 148); the input event the field got when its slice hydrated did.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("convale:contato:rascunho")))
    .toContain('"nomeCompleto":"Ana Pereira"');
});

test("a tap on a text field before its part of the page has hydrated stays with the browser, not the app", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produtos", { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: /Buscar por nome/ });
  await expect(box).toBeVisible();
  // A press or focus there on a part not yet hydrated made React hydrate that part at once inside the press (306 ms
  // of one tap at 4× CPU on /produtos, decision 160).
  const seen = await watchDocument(
    page,
    ["pointerdown", "pointerup", "mousedown", "mouseup", "touchstart", "touchend", "click", "focusin"],
    "input[type=search]",
  );
  await box.tap();
  await typeOnScreenKeyboard(page, "vit");
  await expect(box).toBeFocused();
  expect(await seen()).toEqual([]);

  release();
  await hydrated(page);
  await expect(box).toHaveValue("vit");
  await expect(page).toHaveURL(/[?&]q=vit/);
  // Once its part has hydrated, the field's presses and focus go to the app again.
  await page.getByRole("heading", { level: 1 }).tap();
  await box.tap();
  await expect(box).toBeFocused();
  await expect
    .poll(seen)
    .toEqual(expect.arrayContaining(["pointerdown input", "focusin input", "click input"]));
});

test("a facet ticked and an order chosen before the app runs stay with the browser, then apply", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/produtos", { waitUntil: "commit" });
  const facets = page.getByRole("form", { name: "Filtros e ordenação" });
  await expect(facets).toBeVisible();
  // A tick there on a part not yet hydrated made React hydrate that part at once inside the tap, as a press on a
  // text field did (decisions 160, 161).
  const seen = await watchDocument(
    page,
    ["pointerdown", "mousedown", "touchstart", "click", "focusin", "input", "change", "keydown"],
    "summary, label, input[type=checkbox], select",
  );
  await facets.getByText("Filtrar por marca, forma e restrições").tap();
  // The label, as a finger meets it: the browser ticks its box.
  await facets.getByText(/^Vitacon \(\d+\)$/).tap();
  const box = facets.getByRole("checkbox", { name: /^Vitacon \(\d+\)$/ });
  await expect(box).toBeChecked();
  const order = facets.getByRole("combobox", { name: "Ordenar por" });
  await order.focus();
  await order.press("ArrowDown");
  await expect(order).toHaveValue("az");
  expect(await seen()).toEqual([]);

  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/produtos\?marca=Vitacon&ordem=az$/);
  await expect(box).toBeChecked();
  await expect(order).toHaveValue("az");
  // Once the list has hydrated, its boxes' presses go to the app again.
  await box.tap();
  await expect.poll(seen).toEqual(expect.arrayContaining(["click input", "change input"]));
  await expect(page).toHaveURL(/\/produtos\?ordem=az$/);
});

test("a link tapped before its part of the page has hydrated is followed by the browser, not held by the app", async ({
  page,
}) => {
  await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const link = page.getByRole("main").getByRole("link", { name: "Unidades de negócio" }).first();
  await expect(link).toBeVisible();
  await markDocument(page);
  // A press on a link there made React hydrate the home's whole page slice inside the tap (95–535 ms of one
  // pointerdown at 4× CPU, decision 161); the browser follows the link on its own.
  await page.evaluate(() => {
    for (const type of ["pointerdown", "mousedown", "touchstart", "click"])
      document.addEventListener(type, () => sessionStorage.setItem("linkPressSeen", type), true);
  });
  await link.tap();
  await expect(page).toHaveURL(/\/unidades-negocio$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem("linkPressSeen"))).toBeNull();
});

test("the brief's robot check is there when the app runs on a form already being filled in", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/desenvolvimento-de-marca", { waitUntil: "commit" });
  const company = page.getByRole("textbox", { name: "Nome da empresa" });
  await company.tap();
  await typeOnScreenKeyboard(page, "Ervas do Vale");
  release();
  await hydrated(page);
  // The focus came before the app; the form still knows it is being filled in and shows its robot check.
  await expect(
    page.getByText("Verificação anti-robô…").or(page.getByRole("checkbox", { name: "Não sou um robô" })),
  ).toBeVisible();
  await expect(company).toHaveValue("Ervas do Vale");
});
