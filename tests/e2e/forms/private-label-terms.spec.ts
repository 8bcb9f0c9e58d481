import type { Locator } from "@playwright/test";
import { faq } from "../../../app/content/private-label-faq";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** The private-label terms lead /desenvolvimento-de-marca; the brief follows them (issue 33, item 2). */

const path = "/desenvolvimento-de-marca";

/** True when `a` comes before `b` in the document. */
async function precedes(a: Locator, b: Locator) {
  const second = await b.elementHandle();
  return a.evaluate(
    (first, other) =>
      Boolean(other && first.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    second,
  );
}

test("the page leads with the minimum order and lead times per form, the stages and the FAQ; axe finds nothing", async ({
  page,
}) => {
  await page.goto(path);
  const terms = page.getByRole("region", { name: "Pedido mínimo, prazos e embalagens" });
  await expect(terms).toBeVisible();

  const capsules = terms.getByRole("article", { name: "Cápsulas", exact: true });
  await expect(capsules.getByRole("term")).toHaveText([
    "Pedido mínimo por item",
    "Prazo em white label",
    "Prazo em private label",
    "Embalagens",
  ]);
  await expect(capsules.getByRole("definition").nth(0)).toHaveText("3.000 frascos");
  await expect(capsules.getByRole("definition").nth(1)).toHaveText("5 a 7 semanas");
  await expect(capsules.getByRole("definition").nth(2)).toHaveText("12 a 16 semanas");
  // Every form the brief offers except "Outra forma", and the medicines.
  await expect(terms.getByRole("article")).toHaveCount(13);
  await expect(terms.getByRole("article", { name: "Medicamentos isentos de prescrição" })).toBeVisible();

  const timeline = terms.getByRole("list", { name: "Do briefing ao primeiro lote" });
  await expect(timeline.getByRole("listitem")).toHaveCount(6);
  await expect(timeline.getByRole("listitem").first()).toContainText("Briefing e proposta");
  await expect(timeline.getByRole("listitem").last()).toContainText("Produção e primeiro lote");

  await expect(page.getByRole("region", { name: "O que você envia e o que recebe" })).toContainText(
    "A notificação ou o registro na Anvisa, feitos por nós",
  );

  // The brief is still there, below the terms, and the hero's button still lands on it.
  const briefHeading = page.getByRole("heading", { level: 2, name: "Solicite um orçamento" });
  await expect(briefHeading).toBeAttached();
  expect(await precedes(terms, briefHeading)).toBe(true);
  await expect(page.getByRole("main").getByRole("link", { name: "Solicitar orçamento" })).toHaveAttribute(
    "href",
    "#briefing",
  );
  await expect(page.locator("#briefing").getByRole("button", { name: "Enviar briefing" })).toBeAttached();

  await expectNoAxeViolations(page);
});

test("a FAQ answer opens with the keyboard, and the FAQPage structured data matches the questions", async ({
  page,
}) => {
  await page.goto(path);
  const questions = page.getByRole("region", { name: "Perguntas frequentes" });
  const first = faq[0];
  if (!first) throw new Error("the FAQ is empty");
  const answer = questions.getByText(first.answer);
  await expect(answer).toBeHidden();
  const summary = questions.locator("summary").filter({ hasText: first.question });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(questions.locator("summary")).toHaveCount(faq.length);

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) =>
    JSON.parse(t),
  );
  const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faqPage).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
  expect(faqPage.mainEntity).toHaveLength(faq.length);
  expect(faqPage.mainEntity[0]).toEqual({
    "@type": "Question",
    name: first.question,
    acceptedAnswer: { "@type": "Answer", text: first.answer },
  });
});

test("without JavaScript the terms and the FAQ are in the served page, and the JSON-LD needs no script hash", async ({
  request,
}) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Pedido mínimo, prazos e embalagens");
  expect(html).toContain("3.000 frascos");
  expect(html).toMatch(
    /<script type="application\/ld\+json"[^>]*>\{"@context":"https:\/\/schema.org","@type":"FAQPage"/,
  );
  expect(html.indexOf('id="condicoes"')).toBeLessThan(html.indexOf('id="briefing"'));
});
