import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validBriefFields, validEnglishBriefFields } from "../../app/features/brief/brief-test-data";
import { type ContactRuntime, createContactRuntime } from "../contact/contact-runtime";
import {
  formToken,
  freshPostgresSchema,
  localPayload,
  postgresUrl,
  startSmtp,
  testEnv,
  testHmacKey,
} from "../contact/contact-test-kit";
import { decodeMail } from "../mail/decode-mail";
import { briefIntake } from "./brief-intake";

const pgBase = postgresUrl();
const dialects = [
  { name: "SQLite", target: async () => ({ url: "", drop: async () => {} }) },
  { name: "PostgreSQL", target: () => freshPostgresSchema(pgBase.url ?? "") },
];

describe.each(dialects)("brief pipeline on $name", ({ target }) => {
  let runtime: ContactRuntime;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let drop = async () => {};

  beforeAll(async () => {
    const t = await target();
    drop = t.drop;
    smtp = await startSmtp();
    runtime = await createContactRuntime(
      testEnv({
        DATABASE_URL: t.url,
        SMTP_URL: smtp.url,
        MAIL_TO: "contato@example.com",
        MAIL_TO_COMERCIAL: "comercial@example.com",
        CONTACT_MIN_FILL_MS: "3000",
      }),
      { log: () => {}, startWorker: false },
    );
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
    await drop();
  });

  const submit = (fields: Record<string, unknown>) => runtime.service.submitFormWith(briefIntake, fields);
  const counts = async () => {
    const { db } = runtime.database;
    const n = async (table: "contact_message" | "brief_detail" | "outbox") =>
      Number((await db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    return {
      messages: await n("contact_message"),
      briefs: await n("brief_detail"),
      outbox: await n("outbox"),
    };
  };

  it("stores the brief with its outbox row, then e-mails every field to the commercial inbox", async () => {
    const outcome = await submit({
      ...validBriefFields(),
      product: "7896000000019",
      formToken: formToken(),
    });
    expect(outcome.status).toBe(202);
    if (outcome.status !== 202) return;
    // The first brief of this fresh database, numbered apart from contact messages (marca própria).
    const year = new Date().getUTCFullYear();
    expect(outcome.protocol).toMatch(new RegExp(`^MP-(${year}|${year - 1}|${year + 1})-000001$`));
    const { db } = runtime.database;
    const message = await db
      .selectFrom("contact_message")
      .selectAll()
      .where("id", "=", outcome.id)
      .executeTakeFirst();
    expect(message).toMatchObject({
      subject: "orcamento",
      name: "Joana Prado",
      email: "joana.prado@example.com",
      phone: "(12) 99876-5432",
      channel: "form",
      protocol: outcome.protocol,
      locale: "pt",
    });
    const detail = await db
      .selectFrom("brief_detail")
      .selectAll()
      .where("message_id", "=", outcome.id)
      .executeTakeFirst();
    expect(detail).toEqual({
      message_id: outcome.id,
      company: "Farmácias Exemplo Ltda.",
      country: "Brasil",
      cnpj: "11.222.333/0001-81",
      role: "Gerente de marcas próprias",
      lines: "suplementos,cosmeticos",
      forms: "capsulas,cremes",
      label_model: "private-label",
      quantity: "5mil-20mil",
      launch: "6-12-meses",
      brand_status: "tenho-marca",
      anvisa_status: "preciso-ajuda",
      product_ean: "7896000000019",
    });
    const queued = await db.selectFrom("outbox").selectAll().where("message_id", "=", outcome.id).execute();
    expect(queued).toMatchObject([{ state: "pending" }]);

    const before = smtp.received.length;
    await runtime.worker.runOnce();
    expect(smtp.received.length).toBe(before + 1);
    const mail = decodeMail(smtp.received.at(-1)?.raw ?? "");
    expect(mail.header("Subject")).toBe(
      `[${outcome.protocol}] [Orçamento] Farmácias Exemplo Ltda. — Suplementos alimentares, Cosméticos e perfumaria`,
    );
    expect(mail.header("To")).toBe("comercial@example.com");
    expect(mail.header("Reply-To")).toBe("Joana Prado <joana.prado@example.com>");
    for (const row of [
      "Empresa: Farmácias Exemplo Ltda.",
      "CNPJ: 11.222.333/0001-81",
      "Contato: Joana Prado",
      "Cargo: Gerente de marcas próprias",
      "E-mail: joana.prado@example.com",
      "Telefone: (12) 99876-5432",
      "Linhas de produtos: Suplementos alimentares, Cosméticos e perfumaria",
      "Formas: Cápsulas, Cremes, loções e séruns",
      "Modelo: Private label: uma fórmula desenvolvida só para a sua marca",
      "Quantidade por pedido: De 5.000 a 20.000 unidades",
      "Lançamento: De 6 a 12 meses",
      "Marca: Já tenho marca",
      "Anvisa: Preciso de ajuda com a Anvisa",
      "Produto de referência: EAN 7896000000019",
      // What the confirmation showed the visitor, from the page's terms (app/content/private-label-terms.ts).
      "Estimativa preliminar: Cápsulas: pedido mínimo de",
      "Estimativa preliminar, sujeita à análise do briefing.",
      `Protocolo: ${outcome.protocol}`,
      `Id interno: ${outcome.id}`,
      "Queremos uma linha de vitaminas em cápsulas e um hidratante com a nossa marca.",
    ]) {
      expect(mail.text).toContain(row);
    }
    // The HTML part is a table with the same rows.
    expect(mail.html).toContain('<th align="left">CNPJ</th><td>11.222.333/0001-81</td>');
  });

  it.each([
    ["wrong check digit", { cnpj: "11.222.333/0001-82" }, "cnpj"],
    ["all same digits", { cnpj: "33333333333333" }, "cnpj"],
    ["missing company", { company: "" }, "company"],
    ["no product line", { lines: [] }, "lines"],
    ["oversized message", { message: "x".repeat(3001) }, "message"],
  ])("%s: 400 with that field's message, nothing stored", async (_n, patch, field) => {
    const before = await counts();
    const outcome = await submit({ ...validBriefFields(), ...patch, formToken: formToken() });
    expect(outcome).toMatchObject({ status: 400, error: "invalid" });
    if (outcome.status === 400 && outcome.error === "invalid")
      expect(Object.keys(outcome.fieldErrors)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it("an English brief from a US company: stored with its language and country, e-mailed as [EN]", async () => {
    const outcome = await runtime.service.submitFormWith(
      briefIntake,
      { ...validEnglishBriefFields(), formToken: formToken() },
      "en",
    );
    expect(outcome.status).toBe(202);
    if (outcome.status !== 202) return;
    const { db } = runtime.database;
    const message = await db
      .selectFrom("contact_message")
      .selectAll()
      .where("id", "=", outcome.id)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ locale: "en", phone: "+1 212 555 0100", name: "Dana Whitfield" });
    const detail = await db
      .selectFrom("brief_detail")
      .selectAll()
      .where("message_id", "=", outcome.id)
      .executeTakeFirstOrThrow();
    expect(detail).toMatchObject({ company: "Hudson Wellness Inc.", country: "United States", cnpj: "" });
    await runtime.worker.runOnce();
    const mail = smtp.received
      .map((m) => decodeMail(m.raw))
      .find((m) => m.header("Subject")?.includes(outcome.protocol ?? "-"));
    expect(mail?.header("Subject")).toBe(
      `[EN] [${outcome.protocol}] [Orçamento] Hudson Wellness Inc. (United States) — Suplementos alimentares`,
    );
    expect(mail?.header("To")).toBe("comercial@example.com");
    for (const row of [
      "País: United States",
      "CNPJ: não se aplica",
      "Idioma: inglês",
      "Telefone: +1 212 555 0100",
    ])
      expect(mail?.text).toContain(row);
  });

  it("an English brief answers in English, and refuses a company in Brazil without its CNPJ", async () => {
    const refused = await runtime.service.submitFormWith(
      briefIntake,
      { ...validEnglishBriefFields(), country: "Brazil", phone: "212 555 0100", formToken: formToken() },
      "en",
    );
    expect(refused).toMatchObject({
      status: 400,
      message: "Check the highlighted fields: the brief has not been sent yet.",
      fieldErrors: {
        cnpj: "For a company in Brazil, enter its CNPJ.",
        phone: "Start with + and the country code, for example +1 212 555 0100.",
      },
    });
  });

  it("a reused form token is refused in words; an expired one too; nothing more is stored", async () => {
    const token = formToken();
    expect((await submit({ ...validBriefFields(), formToken: token })).status).toBe(202);
    const before = await counts();
    const again = await submit({ ...validBriefFields(), formToken: token });
    expect(again).toMatchObject({
      status: 409,
      error: "reused",
      message: expect.stringContaining("NÃO foi registrado"),
    });
    const old = await submit({ ...validBriefFields(), formToken: formToken(3 * 3600_000) });
    expect(old).toMatchObject({
      status: 400,
      error: "expired",
      message: expect.stringContaining("expirou"),
    });
    const forged = await submit({ ...validBriefFields(), formToken: formToken(60_000, "outra-chave") });
    expect(forged).toMatchObject({ status: 400, error: "expired" });
    expect(await counts()).toEqual(before);
  });

  it("a robot-check payload, when sent, must verify", async () => {
    const before = await counts();
    const forged = await submit({
      ...validBriefFields(),
      formToken: formToken(),
      altcha: await localPayload("outra"),
    });
    expect(forged).toMatchObject({ status: 403, error: "robot" });
    expect(await counts()).toEqual(before);
    const altcha = await localPayload(testHmacKey);
    const solved = await submit({ ...validBriefFields(), formToken: formToken(), altcha });
    expect(solved.status).toBe(202);
    // A solved check carries one brief: with another form token it is refused and nothing is stored.
    const afterOne = await counts();
    const replayed = await submit({ ...validBriefFields(), formToken: formToken(), altcha });
    expect(replayed).toMatchObject({ status: 403, error: "robot" });
    expect(await counts()).toEqual(afterOne);
  });

  it("a refusal that stores nothing hands back the verified check, which then carries one brief only", async () => {
    const before = await counts();
    const altcha = await localPayload(testHmacKey);
    const badCnpj = { ...validBriefFields(), cnpj: "11.222.333/0001-82" };
    const refused = await submit({ ...badCnpj, formToken: formToken(), altcha });
    expect(refused).toMatchObject({ status: 400, error: "invalid", robotCheck: altcha });
    // A form rendered a moment ago (minimum fill time): refused, nothing used, the check comes back too.
    const tooFast = await submit({ ...validBriefFields(), formToken: formToken(0), altcha });
    expect(tooFast).toMatchObject({ status: 400, error: "tooFast", robotCheck: altcha });
    // A payload that does not verify is never handed back.
    const forged = await submit({
      ...badCnpj,
      formToken: formToken(),
      altcha: await localPayload("outra"),
    });
    expect(forged).not.toHaveProperty("robotCheck");
    expect(await counts()).toEqual(before);

    const sent = await submit({ ...validBriefFields(), formToken: formToken(), altcha });
    expect(sent.status).toBe(202);
    expect(sent).not.toHaveProperty("robotCheck");
    const replayed = await submit({ ...validBriefFields(), formToken: formToken(), altcha });
    expect(replayed).toMatchObject({ status: 403, error: "robot" });
    expect(replayed).not.toHaveProperty("robotCheck");
    expect((await counts()).messages).toBe(before.messages + 1);
  });

  it("retention deletes a brief's detail row with its message", async () => {
    const { db } = runtime.database;
    await db.updateTable("contact_message").set({ created_at: 0 }).execute();
    await runtime.service.purgeExpired();
    expect(await counts()).toEqual({ messages: 0, briefs: 0, outbox: 0 });
  });
});
