import type { Page } from "@playwright/test";
import { productForms, productLines } from "../../../app/features/brief/brief-form-meta";
import { PRELIMINARY_NOTE } from "../../../app/features/brief/brief-terms";
import {
  type BriefServer,
  confirmedProtocol,
  fillBrief,
  startBriefServer,
  visitor,
} from "../forms/brief-kit";
import { catalogTotal } from "../support/catalog-counts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsAsServed, test } from "../support/fixtures";
import { solveRobotCheck } from "../support/page-kit";

/**
 * White label from the catalogue (issue 33, item 3; decision 122): the "Disponível para sua marca" facet narrows
 * /produtos to the badged products; "Quero este produto com a minha marca" opens the brief with the product, its
 * line and its form chosen, and the e-mail to sales names the product. Once hydrated (through the dialog), once
 * without JavaScript (through the product page, sent). Counts come from /api/produtos, never from today's data.
 */
// Whole journeys with several page loads, a post and two as-served axe runs, on a shared 2-core machine.

const BADGE = "Disponível para sua marca";
const CTA = "Quero este produto com a minha marca";
const filters = (page: Page) => page.getByRole("form", { name: "Filtros e ordenação" });
const cards = (page: Page) => page.locator("#catalogo").getByRole("article");

let app: BriefServer;
test.beforeAll(async () => {
  app = await startBriefServer();
});
test.afterAll(async () => {
  await app?.close();
});

/** Ticks the facet (the whole catalogue's count beside it) and checks the list it gives. */
async function chooseFacet(page: Page, javaScript: boolean, offered: number) {
  const facet = filters(page).getByRole("group", { name: "Marca própria" });
  if (!(await facet.isVisible())) await filters(page).locator("summary").click();
  await facet.getByRole("checkbox", { name: `${BADGE} (${offered})`, exact: true }).check();
  if (!javaScript) await filters(page).getByRole("button", { name: "Aplicar filtros" }).click();
  // Without JavaScript the GET form also sends the order it shows.
  await expect(page).toHaveURL(/\/produtos\?oferta=sua-marca(&ordem=relevancia)?$/);
  await expect(page.getByRole("status")).toHaveText(
    `${offered} produto(s) encontrado(s), ${BADGE.toLocaleLowerCase("pt-BR")}`,
  );
  await expect(cards(page)).not.toHaveCount(0);
  for (const card of await cards(page).all())
    await expect(card.getByText(BADGE, { exact: true })).toBeVisible();
  // axe runs in the page: without JavaScript, on the documents as served instead (the journey's end).
  if (javaScript) await expectNoAxeViolations(page);
}

/** The brief as the link opened it: the product named, its line and form ticked; returns the product's EAN. */
async function expectBriefWithProduct(page: Page, axe = true): Promise<string> {
  await expect(page).toHaveURL(/\/desenvolvimento-de-marca\?linha=\w+&forma=\w+&produto=\d{13}#briefing$/);
  const params = new URL(page.url()).searchParams;
  const ean = params.get("produto") ?? "";
  const line = productLines.find((l) => l.value === params.get("linha"));
  const form = productForms.find((f) => f.value === params.get("forma"));
  if (!line || !form) throw new Error(`line or form not offered by the brief: ${page.url()}`);
  const brief = page.getByRole("region", { name: "Produto", exact: true });
  await expect(brief.getByText(`Produto de referência: código de barras ${ean}`)).toBeVisible();
  await expect(brief.getByRole("checkbox", { name: line.label, exact: true })).toBeChecked();
  await expect(brief.getByRole("checkbox", { name: form.label, exact: true })).toBeChecked();
  // Nothing else ticked: the visitor sees exactly the product's line and form.
  await expect(brief.getByRole("checkbox", { checked: true })).toHaveCount(2);
  if (axe) await expectNoAxeViolations(page);
  return ean;
}

test("hydrated: the facet, a badged product's dialog, the brief with that product chosen, sent: the e-mail names it", async ({
  page,
  request,
}) => {
  const all = await catalogTotal(request);
  const offered = await catalogTotal(request, "oferta=sua-marca");
  expect(offered).toBeGreaterThan(0);
  expect(offered).toBeLessThan(all);

  await page.goto(`${app.base}/produtos`);
  await chooseFacet(page, true, offered);

  const card = cards(page).first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("button", { name: /^Ver detalhes/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const cta = dialog.getByRole("link", { name: CTA, exact: true });
  await expect(cta).toBeVisible();
  await expectNoAxeViolations(page);
  await cta.click();
  const ean = await expectBriefWithProduct(page);
  await sendAndReadMail(page, { ean, name, javaScript: true });
});

/**
 * Sends the preselected brief and reads what sales gets: the brief stored with the product's EAN, and an e-mail
 * that names the product and carries the preliminary summary the confirmation showed.
 */
async function sendAndReadMail(
  page: Page,
  { ean, name, javaScript }: { ean: string; name: string; javaScript: boolean },
) {
  await fillBrief(page, { ...visitor, cnpj: "11.222.333/0001-81", phone: "+55 12 3908-4500" });
  if (javaScript) await solveRobotCheck(page);
  await page.getByRole("button", { name: "Enviar briefing" }).click();
  const protocol = await confirmedProtocol(page);
  expect(app.stored(protocol).detail).toMatchObject({ product_ean: ean });
  const mail = await app.mailFor(protocol);
  expect(name).not.toBe("");
  expect(mail.text).toContain(`Produto de referência: ${name} (EAN ${ean})`);
  expect(mail.text).toContain(PRELIMINARY_NOTE);
}

test.describe("without JavaScript", () => {
  test("the facet, a badged product's page, the brief with it chosen, sent: the e-mail names it", async ({
    request,
    browser,
  }) => {
    // A context of its own, closed before axe checks what it was served (as brief-access.spec.ts does).
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
    const page = await context.newPage();
    const offered = await catalogTotal(request, "oferta=sua-marca");
    await page.goto(`${app.base}/produtos`);
    await chooseFacet(page, false, offered);

    // The last card shown, so the two journeys do not walk the same product.
    const heading = cards(page).last().getByRole("heading");
    const name = ((await heading.textContent()) ?? "").trim();
    await heading.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const facts = page.getByRole("region", { name: "Dados para compra" });
    // One call to the brief, never two.
    await expect(facts.getByRole("link", { name: /com a minha marca$/ })).toHaveCount(1);
    const productHtml = await page.content();
    await facts.getByRole("link", { name: CTA, exact: true }).click();
    const ean = await expectBriefWithProduct(page, false);
    const briefHtml = await page.content();

    await sendAndReadMail(page, { ean, name, javaScript: false });
    await context.close();

    // axe on the product page and the preselected brief as they were served (fixtures.ts says why).
    await expectNoAxeViolationsAsServed(browser, `${app.base}/produto`, productHtml, async (served) => {
      await expect(served.getByRole("link", { name: CTA, exact: true })).toBeVisible();
    });
    const brief = `${app.base}/desenvolvimento-de-marca`;
    await expectNoAxeViolationsAsServed(browser, brief, briefHtml, async (served) => {
      await expect(served.getByText(`Produto de referência: código de barras ${ean}`)).toBeVisible();
    });
  });
});
