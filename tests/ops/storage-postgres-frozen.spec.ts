import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: this test opens no page, it speaks HTTP and SMTP to processes of its own.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startSmtp } from "../../server/contact/contact-test-kit";
import { commitUnknownMessage } from "../../server/contact/store-failure";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";
import { createOwnPostgres, type OwnPostgres } from "../e2e/support/own-postgres";
import { type Answer, logMessages, readyz, submitWithin } from "./storage-support";

/**
 * A PostgreSQL that stops answering without closing anything (`kill -STOP` of all its processes, a PostgreSQL of
 * this spec's own): contact posts answer 503 within the visitor's deadline instead of hanging until the proxy's
 * 504, readiness answers 503, and once it resumes (`kill -CONT`) every acknowledged message is stored and each
 * stored message is delivered exactly once (docs/decisions/129-honest-storage-faults.md).
 */

test.describe.configure({ mode: "serial" });

// This spec's range: STORAGE_PORT + 1 for the site, + 5 for its PostgreSQL.
const base = Number(process.env.STORAGE_PORT ?? 4420);
const appPort = base + 1;
const pgPort = base + 5;
// A visitor who waits this long and no more: far below nginx's proxy timeout and the old 30 s waits.
const deadlineMs = 10_000;
let db: OwnPostgres | undefined;
const varDir = mkdtempSync(path.join(tmpdir(), "storage-frozen-"));

test.beforeAll(() => {
  const made = createOwnPostgres(pgPort);
  // Never a skip: a tier that cannot run fails, saying why.
  if ("reason" in made) throw new Error(`PostgreSQL próprio indisponível: ${made.reason}`);
  db = made;
});

test.afterAll(() => {
  signalPostgres("CONT");
  db?.destroy();
  rmSync(varDir, { recursive: true, force: true });
});

/** The postmaster listening on this spec's port and its children (backends, checkpointer, WAL writer…). */
function postgresPids(): number[] {
  const ps = spawnSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" }).stdout ?? "";
  const rows = ps
    .split("\n")
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? "" }));
  const master = rows.find((r) => /\bpostgres\b/.test(r.args) && r.args.includes(`-p ${pgPort} `));
  if (!master) return [];
  return [master.pid, ...rows.filter((r) => r.ppid === master.pid).map((r) => r.pid)];
}

function signalPostgres(signal: "STOP" | "CONT") {
  for (const pid of postgresPids()) spawnSync("kill", [`-${signal}`, String(pid)]);
}

test("frozen PostgreSQL: 503 within the visitor's deadline; resumed: nothing lost, nothing sent twice", async () => {
  test.setTimeout(240_000);
  expect(postgresPids().length, "processos do PostgreSQL próprio").toBeGreaterThan(1);
  const smtp = await startSmtp();
  let server: Instance | undefined;
  const check = new pg.Client({ connectionString: db?.url });
  try {
    server = startInstance(appPort, {
      VAR_DIR: varDir,
      DATABASE_URL: db?.url,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      // Shorter than the defaults so a row left leased by the freeze would be sent again within this test:
      // "nothing twice" is then checked, not assumed.
      OUTBOX_LEASE_MS: "30000",
      OUTBOX_RETRY_BASE_MS: "500",
      CONTACT_RATE_LIMIT_MAX: "1000",
    });
    const origin = server.origin;
    await until(() => answers(`${origin}/readyz`), `servidor: ${server?.log()}`, 60_000);

    let phase = "antes";
    let running = true;
    let n = 0;
    // `phase` is when the post started, `endPhase` when its answer came.
    const answered: (Answer & { phase: string; endPhase: string })[] = [];
    const ready: { phase: string; status: number }[] = [];
    const submitLoop = async () => {
      while (running) {
        const at = phase;
        const answer = await submitWithin(origin, `Congelado ${++n}`, deadlineMs);
        answered.push({ ...answer, phase: at, endPhase: phase });
      }
    };
    const readyLoop = async () => {
      while (running) {
        const at = phase;
        ready.push({ phase: at, status: (await readyz(origin, deadlineMs)).status });
        const seen = answered.length;
        await until(() => answered.length > seen || !running, "um envio respondido", 60_000);
      }
    };
    const loops = [submitLoop(), submitLoop(), submitLoop(), readyLoop()];
    const met = (ph: string, count: number, status?: number) =>
      until(
        () =>
          answered.filter((a) => a.phase === ph && (status === undefined || a.status === status)).length >=
          count,
        `${count} envios na fase ${ph}`,
        90_000,
      );

    await met("antes", 6, 202);
    // Frozen in the middle of the load: some posts are inside a transaction, one may be inside its COMMIT.
    signalPostgres("STOP");
    phase = "congelado";
    await met("congelado", 9);
    await until(
      () => ready.some((r) => r.phase === "congelado" && r.status === 503),
      "readyz 503 congelado",
      60_000,
    );
    const frozenReady = await (await fetch(`${origin}/readyz`)).json();
    signalPostgres("CONT");
    phase = "retomado";
    await met("retomado", 6, 202);
    running = false;
    await Promise.all(loops);

    const summary = (ph: string) =>
      answered
        .filter((a) => a.phase === ph)
        .map((a) => a.status)
        .join(",");
    console.log(
      `antes: ${summary("antes")}\ncongelado: ${summary("congelado")}\nretomado: ${summary("retomado")}`,
    );
    console.log(`readyz congelado: ${JSON.stringify(frozenReady)}`);

    // Every visitor had an answer within the deadline, and it was 202 or 503: never a hang, a 504 or a 500.
    expect(answered.filter((a) => a.status !== 202 && a.status !== 503)).toEqual([]);
    // Posted and answered while frozen: never acknowledged (nothing can be committed), always answered.
    const whileFrozen = answered.filter((x) => x.phase === "congelado" && x.endPhase === "congelado");
    expect(whileFrozen.length).toBeGreaterThan(0);
    for (const a of whileFrozen) expect(a.status, a.name).toBe(503);
    for (const a of answered.filter((x) => x.status === 503 && x.message !== commitUnknownMessage))
      expect(a.message).toContain("nada foi enviado");
    expect(ready.filter((r) => r.status === 0)).toEqual([]);
    expect(logMessages(server.log()).some((l) => /contato: falha ao gravar \(postgres, /.test(l))).toBe(true);

    // Nothing lost: every acknowledged message is stored. Only a post told that its COMMIT went unanswered may
    // be stored without a 202; every other 503 stored nothing.
    await check.connect();
    const stored = (await check.query<{ id: string; name: string }>("select id, name from contact_message"))
      .rows;
    const storedNames = new Set(stored.map((r) => r.name));
    const acknowledged = answered.filter((a) => a.status === 202);
    expect(acknowledged.filter((a) => !storedNames.has(a.name))).toEqual([]);
    const unknown = new Set(answered.filter((a) => a.message === commitUnknownMessage).map((a) => a.name));
    const storedUnacknowledged = stored.filter((r) => !acknowledged.some((a) => a.name === r.name));
    expect(storedUnacknowledged.filter((r) => !unknown.has(r.name))).toEqual([]);

    // Nothing twice: each stored message is delivered exactly once.
    await until(
      async () =>
        Number((await check.query("select count(*) as n from outbox where state <> 'sent'")).rows[0]?.n) ===
        0,
      "outbox toda enviada",
      90_000,
    );
    const delivered = smtp.received.map((m) => m.header("x-convale-message-id"));
    console.log(
      `confirmadas ${acknowledged.length}, gravadas ${stored.length} (sem confirmação: ${storedUnacknowledged.length}), entregues ${delivered.length}`,
    );
    expect([...delivered].sort()).toEqual(stored.map((r) => r.id).sort());
    expect(server.child.exitCode).toBeNull();
  } finally {
    signalPostgres("CONT");
    if (server) console.log(`log da instância (últimos 3000 caracteres):\n${server.log().slice(-3000)}`);
    await check.end().catch(() => {});
    await server?.stop();
    await smtp.close();
  }
});
