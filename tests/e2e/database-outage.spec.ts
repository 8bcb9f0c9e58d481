import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: these tests open no page, they speak HTTP to servers of their own.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startSmtp } from "../../server/contact/contact-test-kit";
import { answers, type Instance, startInstance, until } from "./support/instance";
import { createOwnPostgres, type OwnPostgres } from "./support/own-postgres";
import { submitContact } from "./support/visitor";

/**
 * An instance started while its PostgreSQL is down (a PostgreSQL of this spec's own, never the shared cluster):
 * it serves the pages, answers contact posts with an honest 503 and, once the database is up, takes messages
 * without a restart (docs/decisions/086-database-may-come-and-go.md).
 */

test.describe.configure({ mode: "serial" });

const base = Number(process.env.CLUSTER_PORT ?? 4221);
const appPort = base + 19;
const pgPort = Number(process.env.OWN_PG_PORT ?? base + 54);
let db: OwnPostgres | undefined;
let skipReason = "";
let server: Instance | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
const varDir = mkdtempSync(path.join(tmpdir(), "outage-"));

test.beforeAll(async () => {
  const made = createOwnPostgres(pgPort);
  if ("reason" in made) {
    skipReason = `PostgreSQL próprio indisponível: ${made.reason}`;
    console.log(skipReason);
    return;
  }
  db = made;
  db.stop();
  smtp = await startSmtp();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  db?.destroy();
  rmSync(varDir, { recursive: true, force: true });
});

test("started with the database down: pages served, contact 503, then messages taken once it is up, no restart", async () => {
  test.skip(Boolean(skipReason), skipReason);
  test.setTimeout(120_000);
  server = startInstance(appPort, {
    VAR_DIR: varDir,
    DATABASE_URL: db?.url,
    SMTP_URL: smtp?.url,
    CONTACT_RATE_LIMIT_MAX: "0",
    OUTBOX_POLL_MS: "200",
  });
  await until(() => answers(`${server?.origin}/healthz`), `servidor: ${server.log()}`, 60_000);
  for (const page of ["/", "/produtos", "/produto?ean=7897412100014", "/quem-somos", "/contato"]) {
    const r = await fetch(`${server.origin}${page}`, { redirect: "manual" });
    expect(r.status, page).toBe(200);
  }
  const notReady = await fetch(`${server.origin}/readyz`);
  expect(notReady.status).toBe(503);
  expect(((await notReady.json()) as { status: string }).status).toBe("unavailable");

  const api = await submitContact(server.origin, "Durante a queda");
  expect(api.status).toBe(503);
  expect(api.message).toContain("nada foi enviado");
  // The no-JavaScript form: the page comes back 503 with the message and what the visitor typed.
  const form = await fetch(`${server.origin}/contato`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
    body: new URLSearchParams({
      nomeCompleto: "Joana Sem Banco",
      email: "joana@example.com",
      assunto: "comercial",
      mensagem: "Mensagem enviada com o banco fora do ar.",
      formToken: "",
    }),
  });
  const html = await form.text();
  expect(form.status).toBe(503);
  expect(html).toContain("nada foi enviado");
  expect(html).toContain('value="Joana Sem Banco"');
  expect(html).toContain("Mensagem enviada com o banco fora do ar.");
  expect(server.log()).toContain("banco de mensagens indisponível");

  db?.start();
  await until(async () => (await fetch(`${server?.origin}/readyz`)).status === 200, "readyz 200", 60_000);
  const after = await submitContact(server.origin, "Depois da volta");
  expect(after.status).toBe(202);
  expect(server.child.exitCode).toBeNull();
  await until(() => (smtp?.received.length ?? 0) >= 1, "e-mail entregue");
  expect(smtp?.received.map((m) => /Depois da volta/.test(m.raw))).toEqual([true]);
  const client = new pg.Client({ connectionString: db?.url });
  await client.connect();
  const rows = await client.query<{ name: string }>("select name from contact_message");
  await client.end();
  expect(rows.rows.map((r) => r.name)).toEqual(["Depois da volta"]);
  console.log(`log da instância:\n${server.log().trim()}`);
});
