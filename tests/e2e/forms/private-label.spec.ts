import type { Locator, Page } from "@playwright/test";
import { installColours } from "../support/colours";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** Private label is findable: the header, the mobile menu, the home's sections and the units page lead to it. */

const privateLabelHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Desenvolvimento de marca" });

/** WCAG contrast ratio of an element's text against what is behind it, as the axe gate reads colours. */
async function contrastRatio(link: Locator) {
  await installColours(link.page());
  return link.evaluate((el) => window.colours?.contrastRatio(el) ?? 0);
}

test.describe("the header reaches the private-label page", () => {
  test("in one tap on a 1024 px desktop, from the home page", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await nav.getByRole("link", { name: "Marca própria", exact: true }).click();
    await expect(page).toHaveURL(/\/desenvolvimento-de-marca$/);
    await expect(privateLabelHeading(page)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Marca própria", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("in two taps on a phone, from the home page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Marca própria", exact: true })
      .click();
    await expect(page).toHaveURL(/\/desenvolvimento-de-marca$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(privateLabelHeading(page)).toBeVisible();
  });
});

test("the home's capacity and development sections lead to the private-label page", async ({ page }) => {
  await page.goto("/");
  const development = page.getByRole("region", { name: "Do projeto ao treinamento da sua equipe de vendas" });
  await expect(development.getByRole("link", { name: "Conheça a marca própria" })).toHaveAttribute(
    "href",
    "/desenvolvimento-de-marca",
  );
  const capacity = page.getByRole("region", { name: "Estrutura completa para a sua marca crescer" });
  await capacity.getByRole("link", { name: "Conheça a marca própria" }).click();
  await expect(page).toHaveURL(/\/desenvolvimento-de-marca$/);
  await expect(privateLabelHeading(page)).toBeVisible();
});

test("/unidades-negocio leads to the private-label page with buttons that can be read", async ({ page }) => {
  await page.goto("/unidades-negocio");
  const section = page.getByRole("region", { name: "Quer um produto destas fábricas com a sua marca?" });
  const offer = section.getByRole("link", { name: "Conheça a marca própria" });
  const commercial = section.getByRole("link", { name: "Fale com o comercial" });
  await expect(commercial).toHaveAttribute("href", "/desenvolvimento-de-marca#briefing");
  // AA for text of normal size: the white-on-white pill of issue 33 measured 1:1.
  for (const link of [offer, commercial]) expect(await contrastRatio(link)).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page, 'section[aria-labelledby="marca-propria-title"]');
  await offer.click();
  await expect(page).toHaveURL(/\/desenvolvimento-de-marca$/);
  await expect(privateLabelHeading(page)).toBeVisible();
});

test.describe("the axe gate", () => {
  const pageWith = (body: string) =>
    `<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main><h1>Teste</h1>${body}</main></body></html>`;

  test("fails on text in the colour of its background, which axe leaves incomplete", async ({ page }) => {
    // The pill of issue 33, and the same white drawn through a half-transparent white layer.
    for (const body of [
      '<p><a href="/x" style="background:#fff;color:#fff;padding:12px 28px;border-radius:999px">Fale com o comercial</a></p>',
      '<div style="background:#fff"><p style="background:rgb(255 255 255 / 0.5);color:#fff">Texto invisível</p></div>',
    ]) {
      await page.setContent(pageWith(body));
      await expect(expectNoAxeViolations(page)).rejects.toThrow(
        /color-contrast: text in the colour of its background/,
      );
    }
  });

  test("passes readable text, and text on a gradient or under a fixed bar, which it cannot judge", async ({
    page,
  }) => {
    await page.setContent(
      pageWith(
        '<p><a href="/x" style="background:#0c5146;color:#fff">Fale com o comercial</a></p>' +
          '<div style="background:linear-gradient(#000, #fff)"><p style="color:#fff">Sobre um gradiente</p></div>' +
          // A transparent fixed bar over a dark hero, as the header at the top of a page: its parent is not behind it.
          '<div style="position:fixed;top:0"><a href="/y" style="color:#fff">Sobre nós</a></div>' +
          '<div style="height:200px;background:linear-gradient(#042520, #093d35)"></div>',
      ),
    );
    await expectNoAxeViolations(page);
  });
});
