import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { type OwnSite, startOwnSite } from "../support/instance";
import { openWithoutJavaScript, solveRobotCheck } from "../support/page-kit";

const success = "Mensagem enviada com sucesso! Retornaremos em breve.";
const robot = "Por favor, confirme que você não é um robô antes de enviar.";
const api = "/api/enviar-email-contato";

async function fillForm(page: Page, name = "Ana Pereira", email = "ana.pereira@example.com") {
  await page.getByRole("textbox", { name: "Nome completo" }).fill(name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: /Telefone/ }).fill("(12) 99123-4567");
  await page.getByRole("combobox", { name: "Assunto" }).selectOption("parceria");
  await page
    .getByRole("textbox", { name: "Mensagem" })
    .fill("Quero conversar sobre uma linha de marca própria.");
}

const solveCheck = solveRobotCheck;

test("hero and one tel: card per business unit", async ({ page }) => {
  await page.goto("/contato");
  await expect(page.getByRole("heading", { level: 1, name: "Contato" })).toBeVisible();
  const region = page.getByRole("region", { name: "Fale com nossas unidades" });
  await expect(region.getByRole("listitem").getByRole("link")).toHaveCount(3);
  // The consumers' SAC, with its e-mail and hours, beside the units' lines.
  await expect(region).toContainText(
    "SAC (atendimento ao consumidor), para dúvidas sobre o uso de um produto",
  );
  await expect(region.getByRole("link", { name: "(12) 3908-4540", exact: true })).toHaveAttribute(
    "href",
    "tel:+551239084540",
  );
  await expect(region.getByRole("link", { name: "contato@laboratorioconvale.com.br" })).toHaveAttribute(
    "href",
    "mailto:contato@laboratorioconvale.com.br",
  );
  await expect(page.getByRole("link", { name: /Suplementos/ })).toHaveAttribute("href", "tel:+551239084520");
  await expect(page.getByRole("link", { name: /Cosméticos/ })).toHaveAttribute("href", "tel:+551239084530");
  await expect(page.getByRole("link", { name: /Farmacêutica/ })).toHaveAttribute("href", "tel:+551239084540");
});

test("without the robot check: error toast and no request", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(api)) posts.push(r.url());
  });
  await page.goto("/contato");
  await fillForm(page);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("alert").filter({ hasText: robot })).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Ana Pereira");
});

test.describe("API down", () => {
  test.use({ allowedFailures: [api] });
  test("error toast, and every field keeps what was typed", async ({ page }) => {
    await page.route(`**${api}`, (route) => route.abort("connectionrefused"));
    await page.goto("/contato");
    await fillForm(page);
    await solveCheck(page);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Não foi possível conectar ao servidor" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Ana Pereira");
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("ana.pereira@example.com");
    await expect(page.getByRole("combobox", { name: "Assunto" })).toHaveValue("parceria");
    await expect(page.getByRole("textbox", { name: "Mensagem" })).toHaveValue(/marca própria/);
  });
});

test("field errors sit next to their fields, focus moves to the first, and axe is clean", async ({
  page,
}) => {
  await page.goto("/contato");
  await page.getByRole("textbox", { name: "E-mail" }).fill("ana@");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  // The toast closes itself after 3 s on this page (product rules §9): seen first, while it is up; the field
  // messages below stay.
  await expect(page.getByRole("alert").filter({ hasText: "Revise os campos" })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Nome completo" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Informe seu nome completo.");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
    "Informe um e-mail válido.",
  );
  await expect(page.getByRole("combobox", { name: "Assunto" })).toHaveAccessibleDescription(
    "Selecione um assunto.",
  );
  await expect(page.getByRole("textbox", { name: "Mensagem" })).toHaveAccessibleDescription(/pelo menos 10/);
  await expectNoAxeViolations(page);
});

test("the LGPD notice links to the privacy page", async ({ page }) => {
  await page.goto("/contato");
  const notice = page.getByRole("complementary", { name: "Como usamos seus dados" });
  await expect(notice).toContainText("art. 7º, inciso V");
  await expect(notice).toContainText("180 dias");
  await notice.getByRole("link", { name: "Leia o aviso de privacidade completo" }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidade" })).toBeVisible();
});

test("works with JavaScript disabled: the page posts the form and shows the outcome", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openWithoutJavaScript(browser, baseURL, "/contato");
  await fillForm(page, "Carlos Sem Script", "carlos@example.com");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: success });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(/Número de protocolo: CV-\d{4}-\d{6}(?!\d)/);
  // The page opens at the answer (the form's action ends in #resultado-envio), not at the top.
  await expect(page).toHaveURL(/\/contato#resultado-envio$/);
  await expect(confirmation).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveCount(0);
  // A fresh form for the next message.
  await confirmation.getByRole("link", { name: "Enviar outra mensagem" }).click();
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("");

  await page.getByRole("textbox", { name: "Nome completo" }).fill("Carlos");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Revise os campos" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Revise os campos" })).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Carlos");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
    "Informe seu e-mail.",
  );
  await context.close();
});

test("without JavaScript, posting an already used form again is refused in words, never a success", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openWithoutJavaScript(browser, baseURL, "/contato");
  // The hidden token of this rendered form, as the back button would bring it back.
  const token = await page.locator('input[name="formToken"]').inputValue();
  await fillForm(page, "Dora Sem Script", "dora@example.com");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status").filter({ hasText: success })).toBeVisible();

  await page.goto("/contato");
  await page.locator('input[name="formToken"]').evaluate((el, value) => {
    (el as HTMLInputElement).value = value;
  }, token);
  await fillForm(page, "Dora Sem Script", "dora@example.com");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Este novo envio NÃO foi registrado" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: success })).toHaveCount(0);
  await context.close();
});

test("a malformed form post to /contato answers 400 with the page and its field errors, never 5xx", async ({
  request,
}) => {
  const missing = await request.post("/contato", { form: { nomeCompleto: "Só o nome" } });
  expect(missing.status()).toBe(400);
  const html = await missing.text();
  expect(html).toContain("Revise os campos destacados");
  expect(html).toContain("Escreva sua mensagem.");
  // Bodies that are not forms at all: a 4xx (415 when the server refuses the type first, else 400), no stack.
  for (const [type, data] of [
    ["text/plain", "nomeCompleto=x"],
    ["multipart/form-data", "sem boundary"],
    ["application/x-www-form-urlencoded", ""],
  ]) {
    const res = await request.post("/contato", { headers: { "content-type": type ?? "" }, data });
    expect([400, 415], `${type}: ${res.status()}`).toContain(res.status());
    expect(await res.text()).not.toMatch(/node_modules|at .*\.js:\d+/);
  }
});

test.describe("delivery to a real SMTP peer", () => {
  let server: OwnSite | undefined;
  let smtp: SMTPServer | undefined;
  let base = "";
  const received: string[] = [];

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (c: Buffer) => {
          raw += c.toString();
        });
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    server = await startOwnSite({
      VAR_DIR: `var/e2e-smtp-${process.pid}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
      CONTACT_MIN_FILL_MS: "0",
      OUTBOX_POLL_MS: "200",
    });
    base = server.base;
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  test("the visitor solves the check, sees the success toast, and the e-mail replies to them", async ({
    page,
  }) => {
    await page.goto(`${base}/contato`);
    await fillForm(page, "Beatriz Souza", "beatriz.souza@example.com");
    await solveCheck(page);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: success });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    const protocol = /Número de protocolo: (CV-\d{4}-\d{6})(?!\d)/.exec(
      (await confirmation.textContent()) ?? "",
    )?.[1];
    expect(protocol).toBeDefined();
    await expectNoAxeViolations(page);

    await expect.poll(() => received.length).toBe(1);
    const head = (received[0] ?? "").split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(head).toMatch(/^Reply-To: Beatriz Souza <beatriz\.souza@example\.com>$/m);
    expect(head).toMatch(/^Message-ID: <[0-9a-f-]{36}@laboratorioconvale\.com\.br>$/m);

    // The e-mail carries the same number the visitor was shown, at the head of its subject.
    expect(received[0]).toContain(protocol);
    expect(head).toMatch(new RegExp(`^Subject: \\[${protocol}\\] \\[Site\\] `, "m"));

    // The confirmation lasts (no reload, no vanishing toast) until the visitor asks for another form.
    await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveCount(0);
    await confirmation.getByRole("link", { name: "Enviar outra mensagem" }).click();
    await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Não sou um robô" })).not.toBeChecked();
  });
});

test("a draft survives the privacy notice and Back; an accepted message clears it and shows its protocol", async ({
  page,
}) => {
  await page.goto("/contato");
  await fillForm(page, "Paula Prospect", "paula@example.com");
  await page
    .getByRole("complementary", { name: "Como usamos seus dados" })
    .getByRole("link", { name: "Leia o aviso de privacidade completo" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidade" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Paula Prospect");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("paula@example.com");
  await expect(page.getByRole("combobox", { name: "Assunto" })).toHaveValue("parceria");
  await expect(page.getByRole("textbox", { name: "Mensagem" })).toHaveValue(/marca própria/);

  await solveCheck(page);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: success });
  await expect(confirmation).toContainText(/Número de protocolo: CV-\d{4}-\d{6}(?!\d)/);
  await expectNoAxeViolations(page);
  // It stays: another page and Back do not bring the sent message back as a draft.
  await page.getByRole("contentinfo").getByRole("link", { name: "Sustentabilidade" }).click();
  await expect(page).toHaveURL(/\/sustentabilidade$/);
  await page.goBack();
  await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Mensagem" })).toHaveValue("");
});
