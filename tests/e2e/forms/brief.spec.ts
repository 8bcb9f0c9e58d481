import type { Page } from "@playwright/test";
import { briefTexts } from "../../../app/features/brief/brief-form-meta";
import { createFormTokens } from "../../../server/contact/altcha";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { solveRobotCheck } from "../support/page-kit";
import {
  type BriefServer,
  briefHmacKey,
  briefUrl,
  confirmedProtocol,
  expectPreliminarySummary,
  expectStoredAndDelivered,
  fillBrief,
  startBriefServer,
  visitor,
} from "./brief-kit";

// Each journey loads several full pages (home, brief, the posted result) on a shared CI machine.
test.describe.configure({ timeout: 240_000 });

let app: BriefServer;
test.beforeAll(async () => {
  app = await startBriefServer();
});
test.afterAll(async () => {
  await app?.close();
});

async function fromHomeDevelopment(page: Page) {
  await page.goto(`${app.base}/`);
  const development = page.getByRole("region", { name: "Do projeto ao treinamento da sua equipe de vendas" });
  await development.getByRole("link", { name: "Fale com o comercial" }).click();
  await expect(page).toHaveURL(/\/desenvolvimento-de-marca#briefing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Desenvolvimento de marca" })).toBeVisible();
}

test("with JavaScript, by keyboard: home development section to a sent brief, stored and e-mailed", async ({
  page,
}) => {
  await fromHomeDevelopment(page);
  await expectNoAxeViolations(page);
  // Typed bare, shown formatted as it is typed.
  await fillBrief(page, { ...visitor, cnpj: "11222333000181", phone: "12998765432" }, true);
  await expect(page.getByRole("textbox", { name: "CNPJ" })).toHaveValue("11.222.333/0001-81");
  await expect(page.getByRole("textbox", { name: "Telefone" })).toHaveValue("(12) 99876-5432");
  await solveRobotCheck(page);
  await page.getByRole("button", { name: "Enviar briefing" }).focus();
  await page.keyboard.press("Enter");
  const id = await confirmedProtocol(page);
  await expectPreliminarySummary(page);
  await expectNoAxeViolations(page);
  await expectStoredAndDelivered(app, id, "11.222.333/0001-81", "(12) 99876-5432");
});

test("without JavaScript: home development section to a sent brief, stored and e-mailed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
  const page = await context.newPage();
  await fromHomeDevelopment(page);
  // Typed with punctuation, accepted as it is.
  await fillBrief(page, { ...visitor, cnpj: "11.222.333/0001-81", phone: "+55 12 3908-4500" });
  await page.getByRole("button", { name: "Enviar briefing" }).click();
  // axe on these states without JavaScript: brief-access.spec.ts.
  const id = await confirmedProtocol(page);
  await expectPreliminarySummary(page);
  await expectStoredAndDelivered(app, id, "11.222.333/0001-81", "(12) 3908-4500");
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`bad input (JavaScript ${javaScriptEnabled ? "on" : "off"}): messages beside the fields, values kept, nothing stored`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR" });
    const page = await context.newPage();
    // This context is not the fixture's page: wait for hydration here, after each page load.
    const hydrated = async () => {
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    };
    await page.goto(`${app.base}${briefUrl}`);
    await hydrated();
    const before = app.count();
    const cnpj = page.getByRole("textbox", { name: "CNPJ" });
    const send = async ({ first }: { first: boolean }) => {
      // With JavaScript the robot check is part of the form; a refused post keeps it solved (decision 104).
      if (javaScriptEnabled && first) await solveRobotCheck(page);
      if (javaScriptEnabled && !first) await expect(page.getByText(briefTexts.robotKept)).toBeVisible();
      await page.getByRole("button", { name: "Enviar briefing" }).click();
    };

    // Wrong check digit, nothing else filled: the CNPJ message and every missing required field.
    await cnpj.fill("11.222.333/0001-82");
    await page.getByRole("textbox", { name: "Mensagem (opcional)" }).fill("x".repeat(3001));
    await send({ first: true });
    await expect(page.getByRole("alert").filter({ hasText: "Revise os campos destacados" })).toBeVisible();
    await expect(cnpj).toHaveAccessibleDescription(/dígitos verificadores não conferem/);
    await expect(cnpj).toHaveValue("11.222.333/0001-82");
    await expect(page.getByRole("textbox", { name: "Nome da empresa" })).toHaveAccessibleDescription(
      "Informe o nome da empresa.",
    );
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      "Informe seu e-mail.",
    );
    await expect(
      page.getByRole("group", { name: "Linhas de produtos de interesse" }),
    ).toHaveAccessibleDescription(/pelo menos uma linha/);
    await expect(
      page.getByRole("combobox", { name: "Quantidade estimada por pedido" }),
    ).toHaveAccessibleDescription("Escolha uma faixa de quantidade por pedido.");
    await expect(page.getByRole("textbox", { name: "Mensagem (opcional)" })).toHaveAccessibleDescription(
      /no máximo 3000 caracteres/,
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await hydrated();

    // All the same digit: the arithmetic works, the number is still refused. Other values stay.
    await page.getByRole("textbox", { name: "Nome da empresa" }).fill(visitor.company);
    await page.getByRole("textbox", { name: "CNPJ" }).fill("00000000000000");
    await send({ first: false });
    await expect(page.getByRole("textbox", { name: "CNPJ" })).toHaveAccessibleDescription(/não é válido/);
    await expect(page.getByRole("textbox", { name: "Nome da empresa" })).toHaveValue(visitor.company);
    expect(app.count()).toBe(before);
    await context.close();
  });
}

test("without JavaScript, a reused form is refused in words, and so is an expired one", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(`${app.base}${briefUrl}`);
  const token = await page.locator('input[name="formToken"]').inputValue();
  const fill = () => fillBrief(page, { ...visitor, cnpj: "11222333000181", phone: "12998765432" });
  await fill();
  await page.getByRole("button", { name: "Enviar briefing" }).click();
  await confirmedProtocol(page);
  const afterFirst = app.count();

  const resend = async (formToken: string) => {
    await page.goto(`${app.base}${briefUrl}`);
    await page.locator('input[name="formToken"]').evaluate((el, value) => {
      (el as HTMLInputElement).value = value;
    }, formToken);
    await fill();
    await page.getByRole("button", { name: "Enviar briefing" }).click();
  };
  await resend(token);
  await expect(
    page.getByRole("alert").filter({ hasText: "Este novo envio NÃO foi registrado" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Briefing recebido" })).toHaveCount(0);

  await resend(createFormTokens(briefHmacKey).issue(Date.now() - 3 * 3600_000));
  await expect(page.getByRole("alert").filter({ hasText: "Este formulário expirou" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nome da empresa" })).toHaveValue(visitor.company);
  expect(app.count()).toBe(afterFirst);
  await context.close();
});

test("from a product page, the brief opens with that product's line and form chosen", async ({ page }) => {
  // Both are made for other brands as they are (white label, decision 122).
  await page.goto(`${app.base}/produto?ean=7897412100014`);
  await page.getByRole("link", { name: "Quero este produto com a minha marca" }).click();
  await expect(page).toHaveURL(/linha=suplementos&forma=capsulas&produto=7897412100014#briefing$/);
  await expect(page.getByRole("checkbox", { name: "Suplementos alimentares" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cápsulas", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cosméticos e perfumaria" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Gotas" })).not.toBeChecked();

  await page.goto(`${app.base}/produto?ean=7897412200011`);
  await page.getByRole("link", { name: "Quero este produto com a minha marca" }).click();
  await expect(page.getByRole("checkbox", { name: "Cosméticos e perfumaria" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Shampoos e condicionadores" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Suplementos alimentares" })).not.toBeChecked();
});

test("the development section, the units page and the footer lead to the brief", async ({ page }) => {
  await page.goto(`${app.base}/`);
  const development = page.getByRole("region", { name: "Do projeto ao treinamento da sua equipe de vendas" });
  await expect(development.getByRole("link", { name: "Fale com o comercial" })).toHaveAttribute(
    "href",
    "/desenvolvimento-de-marca#briefing",
  );
  const siteMap = page.getByRole("contentinfo").getByRole("navigation", { name: "Mapa do site" });
  await expect(siteMap.getByRole("link", { name: "Desenvolvimento de marca" })).toHaveAttribute(
    "href",
    "/desenvolvimento-de-marca",
  );
  await page.goto(`${app.base}/unidades-negocio`);
  await page.getByRole("main").getByRole("link", { name: "Fale com o comercial" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Solicite um orçamento" })).toBeVisible();
});
