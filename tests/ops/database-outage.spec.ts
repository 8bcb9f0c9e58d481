import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: these tests open no page, they speak HTTP to servers of their own.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { findNginx, startNginx } from "../../scripts/test-env/nginx-site.mjs";
import { startSmtp } from "../../server/contact/contact-test-kit";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";
import { createOwnPostgres, type OwnPostgres } from "../e2e/support/own-postgres";
import { type Submission, submitContact } from "../e2e/support/visitor";

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
let server: Instance | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
const varDir = mkdtempSync(path.join(tmpdir(), "outage-"));

test.beforeAll(async () => {
  const made = createOwnPostgres(pgPort);
  // Never a skip: a tier that cannot run fails, saying why.
  if ("reason" in made) throw new Error(`PostgreSQL próprio indisponível: ${made.reason}`);
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

test("two instances behind the repository's nginx: PostgreSQL stopped, started, restarted under load", async () => {
  test.setTimeout(240_000);
  const nginx = findNginx();
  if (!nginx.bin) throw new Error(`nginx indisponível: ${nginx.reason}`);
  if (!db?.running()) db?.start();
  const admin = new pg.Client({ connectionString: db?.url });
  await admin.connect();
  await admin.query("create database cluster_outage");
  await admin.end();
  const url = db?.url.replace(/\/postgres$/, "/cluster_outage") ?? "";
  const mail = await startSmtp();
  const ports = [base + 21, base + 22];
  const instances = ports.map((p, i) =>
    startInstance(p, {
      VAR_DIR: path.join(varDir, `cluster${i}`),
      DATABASE_URL: url,
      SMTP_URL: mail.url,
      CONTACT_RATE_LIMIT_MAX: "0",
      OUTBOX_POLL_MS: "200",
      // A row claimed or retried during the outage waits out its lease or backoff (120 s and 30 s by default):
      // shorter here so "every acknowledged message delivered exactly once" is checked within the test. The lease
      // stays longer than the outage: a mail accepted by the peer just as the database stops is recorded as sent
      // when it returns, before the lease ends; an outage longer than the lease can repeat it (decision 086).
      OUTBOX_LEASE_MS: "20000",
      OUTBOX_RETRY_BASE_MS: "500",
      TRUST_PROXY: "1",
    }),
  );
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  const check = new pg.Client({ connectionString: url });
  try {
    for (const i of instances)
      await until(() => answers(`${i.origin}/readyz`), `instância: ${i.log()}`, 60_000);
    proxy = await startNginx({
      bin: nginx.bin ?? "",
      port: base + 20,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      upstreamHeader: true,
    });
    const origin = proxy.origin;

    let phase = "antes";
    let running = true;
    const pages: { phase: string; path: string; status: number }[] = [];
    const submissions: (Submission & { phase: string })[] = [];
    const readiness: { phase: string; port: number; status: number }[] = [];
    let n = 0;
    const pageLoop = async () => {
      while (running) {
        const target = n % 2 ? "/contato" : `/produtos?carga=${n}`;
        n++;
        const r = await fetch(`${origin}${target}`).catch(() => undefined);
        await r?.arrayBuffer();
        pages.push({ phase, path: target, status: r?.status ?? 0 });
      }
    };
    let s = 0;
    const submitLoop = async () => {
      while (running) {
        const at = phase;
        const r = await submitContact(origin, `Visitante ${++s}`).catch((e: Error) => ({
          status: 0,
          message: e.message,
        }));
        submissions.push({ ...r, phase: at });
      }
    };
    const readyLoop = async () => {
      while (running) {
        const answered = pages.length;
        for (const p of ports) {
          const r = await fetch(`http://127.0.0.1:${p}/readyz`).catch(() => undefined);
          readiness.push({ phase, port: p, status: r?.status ?? 0 });
        }
        // One readiness sample per page answered: the probes follow the load, not a clock.
        await until(() => pages.length > answered || !running, "uma página respondida");
      }
    };
    const loops = [pageLoop(), pageLoop(), submitLoop(), submitLoop(), readyLoop()];
    // A phase lasts until the load has really met it: pages, messages and readiness probes answered in it.
    const loadMet = async (ph: string) => {
      const inPhase = (list: { phase: string }[]) => list.filter((x) => x.phase === ph).length;
      await until(
        () => inPhase(pages) >= 10 && inPhase(submissions) >= 4 && inPhase(readiness) >= 4,
        `carga na fase ${ph}`,
        60_000,
      );
    };
    const allReady = (status: number) => async () =>
      (
        await Promise.all(
          ports.map((p) =>
            fetch(`http://127.0.0.1:${p}/readyz`).then(
              (r) => r.status,
              () => 0,
            ),
          ),
        )
      ).every((x) => x === status);
    await loadMet("antes");
    phase = "parado";
    db?.stop();
    await until(allReady(503), "readyz 503 nas duas instâncias", 30_000);
    await loadMet("parado");
    phase = "iniciado";
    db?.start();
    await until(allReady(200), "readyz 200 após o início", 60_000);
    await loadMet("iniciado");
    phase = "reiniciado";
    db?.restart();
    await until(allReady(200), "readyz 200 após o reinício", 60_000);
    await loadMet("reiniciado");
    running = false;
    await Promise.all(loops);

    const count = (list: { status: number }[], status: number) =>
      list.filter((x) => x.status === status).length;
    for (const ph of ["antes", "parado", "iniciado", "reiniciado"]) {
      const p = pages.filter((x) => x.phase === ph);
      const sub = submissions.filter((x) => x.phase === ph);
      const ready = readiness.filter((x) => x.phase === ph);
      console.log(
        `${ph}: páginas ${p.length} (${count(p, 200)} com 200); envios ${sub.length} (202: ${count(sub, 202)}, 503: ${count(sub, 503)}, outros: ${
          sub
            .filter((x) => x.status !== 202 && x.status !== 503)
            .map((x) => x.status)
            .join(",") || "nenhum"
        }); readyz 200/503: ${count(ready, 200)}/${count(ready, 503)}`,
      );
    }
    for (const i of instances) expect(i.child.exitCode, i.log()).toBeNull();
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    expect(submissions.filter((x) => x.status !== 202 && x.status !== 503)).toEqual([]);
    expect(
      count(
        submissions.filter((x) => x.phase === "parado"),
        503,
      ),
    ).toBeGreaterThan(0);
    for (const x of submissions.filter((x) => x.status === 503))
      expect(x.message).toContain("nada foi enviado");
    expect(readiness.some((r) => r.phase === "parado" && r.status === 503)).toBe(true);
    expect(readiness.filter((r) => r.phase === "antes").every((r) => r.status === 200)).toBe(true);

    // Every acknowledged message is stored, and only those; each is delivered exactly once.
    const acknowledged = submissions.filter((x) => x.status === 202).map((x) => x.id ?? "");
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    await check.connect();
    const stored = (await check.query<{ id: string }>("select id from contact_message")).rows.map(
      (r) => r.id,
    );
    expect(stored.sort()).toEqual([...acknowledged].sort());
    await until(
      async () =>
        Number((await check.query("select count(*) as n from outbox where state <> 'sent'")).rows[0]?.n) ===
        0,
      "outbox toda enviada",
      90_000,
    );
    const delivered = mail.received.map((m) => m.header("x-convale-message-id"));
    console.log(
      `confirmadas ${acknowledged.length}, gravadas ${stored.length}, entregues ${delivered.length}`,
    );
    expect([...delivered].sort()).toEqual([...acknowledged].sort());
  } finally {
    for (const i of instances)
      console.log(`log ${i.port} (saída ${i.child.exitCode}):\n${i.log().slice(-1500)}`);
    await check.end().catch(() => {});
    await proxy?.stop();
    for (const i of instances) await i.stop();
    await mail.close();
  }
});
