import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { startSmtp } from "../../../server/contact/contact-test-kit";
import { decodeMail } from "../../../server/mail/decode-mail";
import { startOwnSite } from "../support/instance";

/**
 * A production server of its own for the brief journeys: a real SMTP peer, a known signing key (so a test can
 * make an expired form token) and its SQLite file, which the tests read to see what was stored.
 */
export const briefHmacKey = "e2e-brief-key-not-secret";

export async function startBriefServer() {
  const smtp = await startSmtp();
  const varDir = `var/e2e-brief-${process.pid}`;
  const server = await startOwnSite({
    VAR_DIR: varDir,
    SMTP_URL: smtp.url,
    MAIL_TO: "contato@example.com",
    MAIL_TO_COMERCIAL: "comercial@example.com",
    ALTCHA_HMAC_KEY: briefHmacKey,
    ALTCHA_COST: "1",
    ALTCHA_MAX_COUNTER: "50",
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT_MAX: "200",
    OUTBOX_POLL_MS: "200",
  });
  const { base } = server;
  const db = () => new SQLite(path.join(varDir, "contato.sqlite"), { readonly: true, fileMustExist: true });
  return {
    base,
    smtp,
    /** Rows of the message with this protocol (the number the confirmation shows) and its brief detail. */
    stored(protocol: string) {
      const sqlite = db();
      try {
        const message = sqlite.prepare("select * from contact_message where protocol = ?").get(protocol) as
          | { id: string }
          | undefined;
        const detail = sqlite.prepare("select * from brief_detail where message_id = ?").get(message?.id);
        return { message, detail };
      } finally {
        sqlite.close();
      }
    },
    count(): number {
      const sqlite = db();
      try {
        return (sqlite.prepare("select count(*) as n from contact_message").get() as { n: number }).n;
      } finally {
        sqlite.close();
      }
    },
    /** The delivered e-mail whose subject starts with this protocol, decoded. */
    async mailFor(protocol: string) {
      const find = () =>
        smtp.received
          .map((m) => decodeMail(m.raw))
          .find((m) => m.header("Subject")?.startsWith(`[${protocol}] `));
      await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
      return find() as ReturnType<typeof decodeMail>;
    },
    async close() {
      await server.stop();
      await smtp.close();
    },
  };
}

export type BriefServer = Awaited<ReturnType<typeof startBriefServer>>;

export const briefUrl = "/desenvolvimento-de-marca";

/** The visible labels of the choices a journey makes. */
export const choices = {
  lines: ["Suplementos alimentares", "Medicamentos isentos de prescrição"],
  forms: ["Cápsulas", "Gotas"],
  labelModel: "White label: um produto do nosso portfólio com a sua marca",
  quantity: "De 1.000 a 5.000 unidades",
  launch: "De 3 a 6 meses",
  brand: "Ainda não tenho marca",
  anvisa: "Preciso de ajuda com a Anvisa",
};

/** The visitor of the brief journeys. */
export const visitor = {
  company: "Drogarias Horizonte Ltda.",
  name: "Renata Lima",
  email: "renata.lima@example.com",
  message: "Queremos vitamina D em cápsulas e paracetamol em gotas com a nossa marca.",
};

/** The stored row and the delivered e-mail carry every field the visitor gave. */
export async function expectStoredAndDelivered(app: BriefServer, id: string, cnpj: string, phone: string) {
  const { message, detail } = app.stored(id);
  expect(message).toMatchObject({ subject: "orcamento", name: visitor.name, email: visitor.email, phone });
  expect(message).toMatchObject({ body: visitor.message, channel: "form" });
  expect(detail).toMatchObject({
    company: visitor.company,
    cnpj,
    role: "Compradora",
    lines: "suplementos,medicamentos",
    forms: "capsulas,gotas",
    label_model: "white-label",
    quantity: "1mil-5mil",
    launch: "3-6-meses",
    brand_status: "sem-marca",
    anvisa_status: "preciso-ajuda",
  });
  const mail = await app.mailFor(id);
  expect(mail.header("Subject")).toBe(
    `[${id}] [Orçamento] ${visitor.company} — Suplementos alimentares, Medicamentos isentos de prescrição`,
  );
  expect(mail.header("To")).toBe("comercial@example.com");
  expect(mail.header("Reply-To")).toBe(`${visitor.name} <${visitor.email}>`);
  for (const row of [
    `Empresa: ${visitor.company}`,
    `CNPJ: ${cnpj}`,
    `Contato: ${visitor.name}`,
    "Cargo: Compradora",
    `E-mail: ${visitor.email}`,
    `Telefone: ${phone}`,
    `Linhas de produtos: ${choices.lines.join(", ")}`,
    `Formas: ${choices.forms.join(", ")}`,
    `Modelo: ${choices.labelModel}`,
    `Quantidade por pedido: ${choices.quantity}`,
    `Lançamento: ${choices.launch}`,
    `Marca: ${choices.brand}`,
    `Anvisa: ${choices.anvisa}`,
    `Protocolo: ${id}`,
    // The first answer the visitor saw, for sales too (issue 33).
    "Estimativa preliminar: Cápsulas: pedido mínimo de",
    "Medicamentos isentos de prescrição: pedido mínimo de",
    "Gotas: pedido mínimo de",
    visitor.message,
  ]) {
    expect(mail.text).toContain(row);
  }
}

/**
 * Fills the brief. With `keyboard`, checkboxes and radios are operated with Space on the focused control and the
 * CNPJ and phone are typed key by key; otherwise fill/check. Selects use selectOption either way.
 */
export async function fillBrief(
  page: Page,
  v: { company: string; cnpj: string; name: string; email: string; phone: string; message: string },
  keyboard = false,
) {
  // Key by key only where the page reacts to each key (CNPJ and phone formatting); other text is entered at once.
  const type = async (label: string | RegExp, text: string) => {
    const box = page.getByRole("textbox", { name: label });
    if (keyboard && (label === "CNPJ" || label === "Telefone")) {
      await box.focus();
      await page.keyboard.type(text);
    } else await box.fill(text);
  };
  const tick = async (role: "checkbox" | "radio", name: string) => {
    const control = page.getByRole(role, { name, exact: true });
    if (keyboard) {
      await control.focus();
      await page.keyboard.press("Space");
    } else await control.check();
    await expect(control).toBeChecked();
  };
  const pick = async (label: string, option: string) => {
    const select = page.getByRole("combobox", { name: label });
    await select.selectOption({ label: option });
  };
  await type("Nome da empresa", v.company);
  await type("CNPJ", v.cnpj);
  await type("Seu nome", v.name);
  await type("Cargo (opcional)", "Compradora");
  await type("E-mail", v.email);
  await type("Telefone", v.phone);
  for (const line of choices.lines) await tick("checkbox", line);
  for (const form of choices.forms) await tick("checkbox", form);
  await tick("radio", choices.labelModel);
  await pick("Quantidade estimada por pedido", choices.quantity);
  await pick("Quando pretende lançar", choices.launch);
  await tick("radio", choices.brand);
  await tick("radio", choices.anvisa);
  await type("Mensagem (opcional)", v.message);
}

/**
 * The confirmation's first answer for the journeys' choices (capsules and drops, supplements and medicines): the
 * minimum order and lead times of each, said to be preliminary.
 */
export async function expectPreliminarySummary(page: Page) {
  const box = page.getByRole("status").filter({ hasText: "Briefing recebido" });
  await expect(box.getByRole("heading", { name: "Primeira resposta: pedido mínimo e prazos" })).toBeVisible();
  const items = box.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveText(
    /^Cápsulas: pedido mínimo de [\d.]+ \S+.*white label em \d+ a \d+ semanas/,
  );
  await expect(items.nth(1)).toHaveText(/^Medicamentos isentos de prescrição: pedido mínimo de/);
  await expect(items.nth(2)).toHaveText(/^Gotas: pedido mínimo de/);
  await expect(box).toContainText("Estimativa preliminar, sujeita à análise do briefing.");
}

/** The protocol shown by the confirmation, once it is there. */
export async function confirmedProtocol(page: Page): Promise<string> {
  const box = page.getByRole("status").filter({ hasText: "Briefing recebido" });
  await expect(box).toBeVisible();
  // The short number a person can read aloud (marca própria), never the 36-character internal id.
  await expect(box).toContainText(/Número de protocolo: MP-\d{4}-\d{6}(?!\d)/);
  return /MP-\d{4}-\d{6}/.exec((await box.textContent()) ?? "")?.[0] ?? "";
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard visitor moves through the page; fails when it
 * is not reached within `max` presses, so a control the keyboard cannot reach fails the journey.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  const focused = () => target.evaluate((el) => el.matches(":focus"));
  for (let presses = 0; presses < max && !(await focused()); presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}
