import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContact } from "../../app/features/contact/contact-schema";
import {
  formToken,
  freshPostgresSchema,
  localPayload,
  postgresUrl,
  postJson,
  startApi,
  testEnv,
  validBody,
  validFields,
} from "./contact-test-kit";

const pgBase = postgresUrl();
const dialects = [
  { name: "SQLite", url: async () => ({ url: "", drop: async () => {} }) },
  { name: "PostgreSQL", url: () => freshPostgresSchema(pgBase.url ?? "") },
];

const FUZZ_BODIES = 1_000;

describe.each(dialects)("contact API on $name", ({ url }) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let dropSchema = async () => {};

  beforeAll(async () => {
    const target = await url();
    dropSchema = target.drop;
    api = await startApi(testEnv({ DATABASE_URL: target.url, CONTACT_MIN_FILL_MS: "3000" }));
  });
  afterAll(async () => {
    await api.close();
    await dropSchema();
  });

  const rows = async () => {
    const { db } = api.runtime.database;
    const messages = await db.selectFrom("contact_message").selectAll().execute();
    const outbox = await db.selectFrom("outbox").selectAll().execute();
    return { messages, outbox };
  };

  it("answers 202 with an id only after the message and its outbox row are stored", async () => {
    const before = await api.runtime.service.count();
    const res = await postJson(api.base, await validBody());
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const { messages, outbox } = await rows();
    const stored = messages.find((m) => m.id === id);
    expect(stored).toMatchObject({
      name: "Maria da Silva",
      email: "maria@example.com",
      subject: "comercial",
    });
    expect(outbox.filter((o) => o.message_id === id)).toMatchObject([{ state: "pending" }]);
    expect(await api.runtime.service.count()).toBe(before + 1);
  });

  it("GET /api/altcha issues a signed, uncached challenge", async () => {
    const res = await fetch(`${api.base}/api/altcha`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { parameters: { algorithm: string }; signature: string };
    expect(body.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  const fieldCases: [string, Record<string, unknown>, string][] = [
    ["empty name", { nomeCompleto: "  " }, "nomeCompleto"],
    ["name over 120", { nomeCompleto: "a".repeat(121) }, "nomeCompleto"],
    ["missing e-mail", { email: undefined }, "email"],
    ["bad e-mail", { email: "maria@" }, "email"],
    ["phone with letters", { telefone: "12 abc 4567" }, "telefone"],
    ["phone too short", { telefone: "1234" }, "telefone"],
    ["unknown subject", { assunto: "vendas" }, "assunto"],
    ["empty subject", { assunto: "" }, "assunto"],
    ["message under 10", { mensagem: "curta" }, "mensagem"],
    ["message over 5000", { mensagem: "a".repeat(5001) }, "mensagem"],
    ["control character in message", { mensagem: "texto válido\u0000 com nulo" }, "mensagem"],
    ["number as name", { nomeCompleto: 42 }, "nomeCompleto"],
  ];
  it.each(fieldCases)("400 with a field error for %s, nothing stored", async (_n, patch, field) => {
    const before = await api.runtime.service.count();
    const res = await postJson(api.base, await validBody(patch));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(body.fieldErrors[field]).toMatch(/\p{L}/u);
    expect(await api.runtime.service.count()).toBe(before);
  });

  it("accepts an empty optional phone", async () => {
    expect((await postJson(api.base, await validBody({ telefone: "" }))).status).toBe(202);
  });

  it("refuses a missing, forged or replayed robot check with 403", async () => {
    const before = await api.runtime.service.count();
    expect((await postJson(api.base, await validBody({ altcha: undefined }))).status).toBe(403);
    const forged = JSON.parse(Buffer.from(await localPayload("another-key"), "base64").toString());
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString("base64");
    expect((await postJson(api.base, await validBody({ altcha: forgedPayload }))).status).toBe(403);
    expect((await postJson(api.base, await validBody({ altcha: "bm90IGpzb24=" }))).status).toBe(403);
    expect(await api.runtime.service.count()).toBe(before);

    const body = await validBody();
    expect((await postJson(api.base, body)).status).toBe(202);
    const replay = await postJson(api.base, { ...body, idempotencyKey: "another-key-123" });
    expect(replay.status).toBe(403);
    expect(await api.runtime.service.count()).toBe(before + 1);
  });

  it("a double click (same key, sent twice at once) stores one message", async () => {
    const before = await api.runtime.service.count();
    const body = await validBody();
    const [a, b] = await Promise.all([postJson(api.base, body), postJson(api.base, body)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const [ida, idb] = await Promise.all([a.json(), b.json()]);
    expect(ida).toEqual(idb);
    expect(await api.runtime.service.count()).toBe(before + 1);
  });

  it("honeypot, too-fast and unsigned forms are refused", async () => {
    const before = await api.runtime.service.count();
    expect((await postJson(api.base, await validBody({ website: "http://spam" }))).status).toBe(400);
    const fast = await postJson(api.base, await validBody({ formToken: formToken(500) }));
    expect(fast.status).toBe(400);
    expect(((await fast.json()) as { error: string }).error).toBe("tooFast");
    expect((await postJson(api.base, await validBody({ formToken: "1.2.3" }))).status).toBe(400);
    expect(await api.runtime.service.count()).toBe(before);
  });

  it("transport rules: JSON only, 16 KB, well-formed, same origin", async () => {
    const body = await validBody();
    const asForm = await fetch(`${api.base}/api/enviar-email-contato`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(validFields()).toString(),
    });
    expect(asForm.status).toBe(415);
    expect((await postJson(api.base, { ...body, mensagem: "a".repeat(17_000) })).status).toBe(413);
    expect((await postJson(api.base, "{not json")).status).toBe(400);
    expect((await postJson(api.base, body, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postJson(api.base, body, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const own = await postJson(api.base, body, { origin: "https://www.laboratorioconvale.com.br" });
    expect(own.status).toBe(202);
  });

  it("header injection in every field is refused before anything is stored", async () => {
    const before = await api.runtime.service.count();
    const injection = "x\r\nBcc: vitima@example.com\r\nSubject: spam";
    for (const field of ["nomeCompleto", "email", "telefone", "assunto"]) {
      const res = await postJson(
        api.base,
        await validBody({ [field]: `${validFields()[field as "email"]}${injection}` }),
      );
      expect(res.status, field).toBe(400);
    }
    // The message may span lines, but it is only ever the body of the e-mail (see compose.test.ts).
    const res = await postJson(api.base, await validBody({ mensagem: `Olá, tudo bem?${injection}` }));
    expect(res.status).toBe(202);
    expect(await api.runtime.service.count()).toBe(before + 1);
  });

  // Sized to what it finds: run with 10,000 bodies per dialect (55 s), every kind of answer (bad JSON, and an
  // invalid field for each of the five fields, all 400) appeared within the first batch of 50 and nothing else
  // came after; 1,000 keeps twenty times that margin.
  it(`${FUZZ_BODIES} random bad bodies answer 4xx only and store nothing`, async () => {
    const before = await api.runtime.service.count();
    const altcha = await localPayload(); // valid, so bodies reach validation; never consumed by a bad body
    const token = formToken();
    const bad = fc.oneof(
      fc.constantFrom<unknown>("", "   ", null, 0, -1, true, [], {}, "a".repeat(6000), "\u0000", "x\r\ny"),
      fc.string(),
      fc.integer(),
      fc.string({ unit: "binary", maxLength: 300 }),
    );
    const field = fc.constantFrom("nomeCompleto", "email", "telefone", "assunto", "mensagem");
    const mutated = fc.record({
      field,
      value: bad,
      extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()),
    });
    const statuses = new Map<number, number>();
    // A random value is sometimes valid for its field (a name, an empty phone): the shared schema says which
    // bodies are bad, and we keep drawing until there are enough of them.
    const bodies: unknown[] = [];
    for (let seed = 6; bodies.length < FUZZ_BODIES; seed++) {
      for (const { field: f, value, extra } of fc.sample(mutated, { numRuns: 2_000, seed })) {
        const body: Record<string, unknown> = { ...extra, ...validFields(), altcha, formToken: token };
        body[f] = value;
        body.idempotencyKey = `fuzz-${bodies.length}-key`;
        if (parseContact(body).ok) continue;
        // Every tenth body is also cut short, so the JSON parser sees garbage too.
        bodies.push(
          bodies.length % 10 === 0 ? JSON.stringify(body).slice(0, 40 + (bodies.length % 50)) : body,
        );
        if (bodies.length === FUZZ_BODIES) break;
      }
    }
    for (let i = 0; i < bodies.length; i += 50) {
      const results = await Promise.all(bodies.slice(i, i + 50).map((b) => postJson(api.base, b)));
      for (const r of results) {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        await r.arrayBuffer();
      }
    }
    const codes = [...statuses.keys()];
    expect(
      codes.every((c) => c >= 400 && c < 500),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(await api.runtime.service.count()).toBe(before);
  }, 120_000);

  it("the no-JavaScript form: one rendered form is one message; posting it again is refused in words", async () => {
    const before = await api.runtime.service.count();
    const token = formToken();
    const first = await api.runtime.service.submitForm({ ...validFields(), formToken: token });
    expect(first.status).toBe(202);
    // Same form, other words: nothing is stored and the answer says so, never a success.
    const again = await api.runtime.service.submitForm({
      ...validFields(),
      mensagem: "Outra mensagem, escrita depois, no mesmo formulário.",
      formToken: token,
    });
    expect(again).toMatchObject({ status: 409, error: "reused" });
    expect(again.status !== 202 && again.message).toMatch(/NÃO foi registrado/);
    expect(await api.runtime.service.count()).toBe(before + 1);
    const unsigned = await api.runtime.service.submitForm({ ...validFields(), formToken: "abc" });
    expect(unsigned.status).toBe(400);
  });

  it("the no-JavaScript form: a token older than 2 hours is refused, one just younger is not", async () => {
    const before = await api.runtime.service.count();
    const expired = await api.runtime.service.submitForm({
      ...validFields(),
      formToken: formToken(2 * 3600_000 + 5_000),
    });
    expect(expired).toMatchObject({ status: 400, error: "expired" });
    expect(expired.status !== 202 && expired.message).toMatch(/expirou/);
    expect(await api.runtime.service.count()).toBe(before);
    const young = await api.runtime.service.submitForm({
      ...validFields(),
      formToken: formToken(2 * 3600_000 - 60_000),
    });
    expect(young.status).toBe(202);
  });

  it("the no-JavaScript form: missing fields get field errors, with or without a token", async () => {
    for (const extra of [{}, { formToken: formToken() }]) {
      const outcome = await api.runtime.service.submitForm({ nomeCompleto: "Maria", ...extra });
      expect(outcome).toMatchObject({
        status: 400,
        error: "invalid",
        fieldErrors: { email: expect.any(String), mensagem: expect.any(String) },
      });
    }
  });

  it("deletes messages older than the retention period, with their outbox rows", async () => {
    const { db } = api.runtime.database;
    const res = await postJson(api.base, await validBody());
    const { id } = (await res.json()) as { id: string };
    const old = Date.now() - 181 * 24 * 3600_000;
    await db.updateTable("contact_message").set({ created_at: old }).where("id", "=", id).execute();
    const kept = await api.runtime.service.count();
    const { messages } = await api.runtime.service.purgeExpired();
    expect(messages).toBe(1);
    expect(await api.runtime.service.count()).toBe(kept - 1);
    const orphans = await db
      .selectFrom("outbox")
      .select(sql<number>`count(*)`.as("n"))
      .where("message_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
  });
});

describe("rate limit", () => {
  it("answers 429 in Portuguese after the limit, never 5xx", async () => {
    const api = await startApi(
      testEnv({ CONTACT_RATE_LIMIT_MAX: "3", CONTACT_RATE_LIMIT_WINDOW_MS: "600000" }),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await postJson(api.base, await validBody())).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
      const limited = await postJson(api.base, await validBody());
      expect(await limited.json()).toMatchObject({
        error: "rateLimited",
        message: expect.stringMatching(/Aguarde/),
      });
      expect(await api.runtime.service.count()).toBe(3);
    } finally {
      await api.close();
    }
  });
});
