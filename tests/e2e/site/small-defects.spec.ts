import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAsServed,
  holdAppScripts,
  test,
} from "../support/fixtures";

// Issue 34, "Smaller:" and item 6: the home's science band says something, "Fale com o comercial" is not
// repeated, and /contato keeps the robot check's place filled and still while the widget loads.

const VIEWPORTS = [
  { width: 412, height: 915 },
  { width: 1440, height: 900 },
] as const;

/** Where an element sits in the document (not the viewport), so a scroll between two readings does not count. */
function placeOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, left: r.left + window.scrollX, height: r.height, width: r.width };
  });
}

/** A home section faded in and settled, so axe reads its final colours. */
async function revealed(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-reveal="waiting"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
    )
    .toBe(0);
  return section;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the science band is a section with a heading, a sentence and a link, beside its decorative word", async ({
      page,
    }) => {
      await page.goto("/");
      const band = page.getByRole("region", { name: "Pesquisa e desenvolvimento" });
      await expect(band).toHaveAttribute("id", "ciencia");
      const word = band.getByText("ciência", { exact: true });
      await expect(word).toHaveAttribute("aria-hidden", "true");
      const sentence = band.getByText(/^Nosso laboratório cria e testa novas fórmulas/);
      const link = band.getByRole("link", { name: "Conheça o centro de pesquisa e desenvolvimento" });
      await expect(link).toHaveAttribute("href", "/unidades-negocio#pesquisa-desenvolvimento");
      await revealed(page, "ciencia");
      // Every part inside the band, none covering another: the words follow the decorative one (below it on a
      // phone, to its right on a desktop).
      const [box, wordBox, headingBox, sentenceBox, linkBox] = await Promise.all([
        placeOf(band),
        placeOf(word),
        placeOf(band.getByRole("heading", { level: 2 })),
        placeOf(sentence),
        placeOf(link),
      ]);
      for (const part of [wordBox, headingBox, sentenceBox, linkBox]) {
        expect(part.top).toBeGreaterThanOrEqual(box.top);
        expect(part.top + part.height).toBeLessThanOrEqual(box.top + box.height);
      }
      if (viewport.width < 1024) expect(headingBox.top).toBeGreaterThanOrEqual(wordBox.top + wordBox.height);
      else expect(headingBox.left).toBeGreaterThanOrEqual(wordBox.left + wordBox.width);
      expect(sentenceBox.top).toBeGreaterThanOrEqual(headingBox.top + headingBox.height);
      expect(linkBox.top).toBeGreaterThanOrEqual(sentenceBox.top + sentenceBox.height);
      await expectNoAxeViolations(page, "#ciencia");
      await link.click();
      await expect(page).toHaveURL(/\/unidades-negocio#pesquisa-desenvolvimento$/);
      await expect(
        page.getByRole("heading", { level: 2, name: "Pesquisa e desenvolvimento" }),
      ).toBeInViewport();
    });

    test('"Fale com o comercial" once on the home page, closing the development section', async ({
      page,
    }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Fale com o comercial" })).toHaveCount(1);
      const capacity = page.getByRole("region", { name: "Estrutura completa para a sua marca crescer" });
      const development = page.getByRole("region", {
        name: "Do projeto ao treinamento da sua equipe de vendas",
      });
      await expect(capacity.getByRole("link", { name: "Fale com o comercial" })).toHaveCount(0);
      await expect(capacity.getByRole("link", { name: "Conheça a marca própria" })).toHaveCount(1);
      await expect(development.getByRole("link", { name: "Fale com o comercial" })).toHaveAttribute(
        "href",
        "/desenvolvimento-de-marca#briefing",
      );
      await revealed(page, "potencia-capacidade");
      await expectNoAxeViolations(page, "#potencia-capacidade");
      await revealed(page, "desenvolvimento");
      await expectNoAxeViolations(page, "#desenvolvimento");
    });

    test.describe("/contato", () => {
      // The first reading is of the server HTML, with the app's scripts held; the page hydrates at load once they
      // come, and the widget loads when the page is idle, off the input path (decision 134).
      test.use({ awaitHydration: false });

      test("the robot check's place is filled from the first paint, and nothing moves when the widget arrives", async ({
        page,
      }) => {
        const release = await holdAppScripts(page);
        await page.goto("/contato", { waitUntil: "domcontentloaded" });
        const form = page.getByRole("form", { name: "Envie sua mensagem" });
        const placeholder = form.getByText("Verificação anti-robô…");
        const fields = {
          message: form.getByRole("textbox", { name: "Mensagem" }),
          check: form.locator("altcha-widget"),
          send: form.getByRole("button", { name: "Enviar mensagem" }),
        };
        const places = async () => ({
          message: await placeOf(fields.message),
          check: await placeOf(fields.check),
          send: await placeOf(fields.send),
        });
        // The place holds words, not a blank: the placeholder fills the check's whole height.
        await expect(placeholder).toBeVisible();
        const served = await places();
        const filled = await placeOf(form.locator(".robot-check-placeholder"));
        expect(filled.height).toBe(served.check.height);
        expect(filled.top).toBe(served.check.top);
        expect(served.check.height).toBeGreaterThan(0);

        // The app runs; the visitor turns to the form (the message field) and, at the first pause, the widget
        // comes and takes the placeholder's place exactly (decision 158).
        release();
        await expect(page.locator("html[data-hydrated][data-taps-live]")).toHaveCount(1);
        await fields.message.focus();
        const check = form.getByRole("checkbox", { name: "Não sou um robô" });
        await expect(check).toBeVisible();
        await expect(placeholder).toBeHidden();
        expect(await places()).toEqual(served);
        await expectNoAxeViolations(page, "#formulario");
        await check.press("Space");
        await expect(form.getByRole("checkbox", { name: "Verificado" })).toBeChecked();
        expect(await places()).toEqual(served);
        await expectNoAxeViolations(page, "#formulario");
      });
    });
  });
}

test("a press on the robot check's place, before its script has come, starts the check once it is drawn", async ({
  page,
}) => {
  await page.goto("/contato");
  const form = page.getByRole("form", { name: "Envie sua mensagem" });
  // A reader's page has not loaded the widget (decision 158): its place still shows the placeholder.
  const placeholder = form.getByText("Verificação anti-robô…");
  await expect(placeholder).toBeVisible();
  await placeholder.click();
  await expect(form.getByRole("checkbox", { name: "Verificado" })).toBeChecked();
});

test.describe("/contato without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no placeholder and no reserved space: the widget never comes", async ({ page }) => {
    await page.goto("/contato");
    const form = page.getByRole("form", { name: "Envie sua mensagem" });
    await expect(form.getByRole("button", { name: "Enviar mensagem" })).toBeVisible();
    await expect(form.getByText("Verificação anti-robô…")).toBeHidden();
    expect((await placeOf(form.locator("altcha-widget"))).height).toBe(0);
  });
});

// axe runs as a script in the page, which a page with JavaScript off cannot run: the served HTML is checked in a
// browser that runs none of the page's own scripts (fixtures.ts), where the placeholder shows as on a first paint.
test("/contato as served, with the placeholder, passes axe", async ({ browser, request, baseURL }) => {
  const html = await (await request.get("/contato")).text();
  await expectNoAxeViolationsAsServed(browser, `${baseURL}/contato`, html, async (page) => {
    await expect(page.getByText("Verificação anti-robô…")).toBeVisible();
  });
});
