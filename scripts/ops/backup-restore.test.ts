import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Db, openDatabase, sqlitePath } from "../../server/db/database";
import { createOutboxWorker } from "../../server/mail/outbox-worker";
import { backup } from "./backup";
import { deliveredIds, parkReason, pendingInCopy } from "./outbox-after-restore";
import { restore } from "./restore";
import { backupKind, backupTime, OpsError, runPgTool } from "./store";

const root = mkdtempSync(path.join(tmpdir(), "backup-unit-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ids = {
  sent: "11111111-1111-4111-8111-111111111111",
  leased: "22222222-2222-4222-8222-222222222222",
  pending: "33333333-3333-4333-8333-333333333333",
  failed: "44444444-4444-4444-8444-444444444444",
};

async function storeWithOutbox(varDir: string): Promise<Db> {
  const database = await openDatabase({ databaseUrl: "", varDir });
  const t = Date.UTC(2026, 10, 26, 12);
  const states = { sent: "sent", leased: "pending", pending: "pending", failed: "failed" } as const;
  for (const [key, id] of Object.entries(ids)) {
    await database.db
      .insertInto("contact_message")
      .values({
        id,
        idempotency_key: id,
        created_at: t,
        name: "N",
        email: "n@example.com",
        phone: "",
        subject: "outro",
        body: "b",
        channel: "api",
        protocol: null,
      })
      .execute();
    await database.db
      .insertInto("outbox")
      .values({
        id: `o-${key}`,
        message_id: id,
        state: states[key as keyof typeof states],
        next_attempt_at: t,
        locked_until: key === "leased" ? t + 120_000 : null,
        lease_token: key === "leased" ? "lease" : null,
        last_error: key === "failed" ? "550: rejeitada" : null,
        sent_at: key === "sent" ? t : null,
        created_at: t,
      })
      .execute();
  }
  return database;
}

function outboxOf(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    return db
      .prepare("select message_id, state, locked_until, last_error from outbox order by message_id")
      .all() as {
      message_id: string;
      state: string;
      locked_until: number | null;
      last_error: string | null;
    }[];
  } finally {
    db.close();
  }
}

describe("the delivery journal", () => {
  it("reads the worker's delivery lines, plain or inside JSON, and nothing else", () => {
    const journal = [
      `outbox: mensagem ${ids.leased} entregue`,
      `{"level":"info","time":"2026-11-26T12:00:00Z","msg":"outbox: mensagem ${ids.failed.toUpperCase()} entregue"}`,
      `outbox: ATENÇÃO: mensagem ${ids.sent} entregue, mas não marcada como enviada; pode ser repetida`,
      `outbox: mensagem ${ids.pending} adiada: 451`,
    ].join("\n");
    expect([...deliveredIds(journal)].sort()).toEqual([ids.sent, ids.leased, ids.failed].sort());
  });

  it("is what the real worker prints when the peer accepts a message", async () => {
    const database = await storeWithOutbox(path.join(root, "worker"));
    const lines: string[] = [];
    const worker = createOutboxWorker({
      db: database,
      transport: { send: async () => {}, close: () => {}, describe: "teste" },
      routing: { from: "Site <site@example.com>", defaultTo: "contato@example.com", bySubject: {} },
      leaseMs: 60_000,
      retryBaseMs: 1000,
      pollMs: 1000,
      log: (line) => lines.push(line),
    });
    await worker.runOnce();
    await database.close();
    expect([...deliveredIds(lines.join("\n"))].sort()).toEqual([ids.leased, ids.pending].sort());
  });

  it("counts pending rows in pg_restore's COPY text", () => {
    const text = [
      "SET statement_timeout = 0;",
      "COPY public.outbox (id, message_id, state, attempts) FROM stdin;",
      "a\tm1\tpending\t1",
      "b\tm2\tsent\t1",
      "c\tm3\tpending\t0",
      "\\.",
    ].join("\n");
    expect(pendingInCopy(text)).toBe(2);
    expect(pendingInCopy("")).toBe(0);
  });
});

describe("backup and restore of the SQLite store", () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  it("copies the live file consistently, refuses a store in use, asks for the journal, then reconciles", async () => {
    const varDir = path.join(root, "live");
    const target = sqlitePath({ varDir });
    const live = await storeWithOutbox(varDir);
    cleanups.push(() => live.close());
    const taken = new Date(Date.UTC(2026, 10, 26, 3, 15, 7));
    const made = await backup({ dialect: "sqlite", file: target }, path.join(root, "copias"), taken);
    expect(path.basename(made.file)).toBe("contato-sqlite-20261126T031507Z.sqlite");
    expect(backupTime(made.file)).toEqual(taken);
    expect(backupKind(made.file)).toBe("sqlite");
    expect(statSync(made.file).mode & 0o777).toBe(0o600);
    expect(made.counts).toEqual({ messages: 4, outbox: { failed: 1, pending: 2, sent: 1 } });
    expect(readdirSync(path.join(root, "copias"))).toEqual([path.basename(made.file)]);

    const store = { dialect: "sqlite", file: target } as const;
    // Another process with the file open (an instance, the worker): refused, nothing touched.
    const holder: ChildProcess = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(${JSON.stringify(target)}); db.pragma("journal_mode = WAL"); console.log("aberto"); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    cleanups.push(() => holder.kill());
    await new Promise((r) => holder.stdout?.once("data", r));
    await expect(restore(store, made.file, { journal: new Set() })).rejects.toThrow(/está em uso \(pid \d+/);
    holder.kill();
    await new Promise((r) => holder.once("exit", r));
    await live.close();
    cleanups.length = 0;

    // Pending rows and no journal: the operator must choose; the live file is still the one it was.
    await expect(restore(store, made.file, {})).rejects.toThrow(
      /2 mensagem\(ns\) pendente\(s\)[\s\S]*Nada foi alterado/,
    );
    expect(existsSync(`${target}.restaurando`)).toBe(false);

    const now = new Date(Date.UTC(2026, 11, 1));
    const restored = await restore(store, made.file, { journal: new Set([ids.leased, ids.failed]), now });
    expect(restored.reconciled).toEqual({
      markedSent: [ids.leased, ids.failed],
      toSend: [ids.pending],
      parked: [],
    });
    expect(restored.kept).toBe(`${target}.antes-da-restauracao-20261201T000000Z`);
    expect(existsSync(restored.kept ?? "")).toBe(true);
    expect(outboxOf(target)).toEqual([
      { message_id: ids.sent, state: "sent", locked_until: null, last_error: null },
      { message_id: ids.leased, state: "sent", locked_until: null, last_error: null },
      { message_id: ids.pending, state: "pending", locked_until: null, last_error: null },
      { message_id: ids.failed, state: "sent", locked_until: null, last_error: null },
    ]);
  });

  it("without a journal parks the pending rows for a person, and restores into an empty VAR_DIR", async () => {
    const varDir = path.join(root, "park");
    const live = await storeWithOutbox(varDir);
    const made = await backup(
      { dialect: "sqlite", file: sqlitePath({ varDir }) },
      path.join(root, "copias2"),
    );
    await live.close();
    rmSync(varDir, { recursive: true });
    const target = sqlitePath({ varDir });
    const restored = await restore({ dialect: "sqlite", file: target }, made.file, { journal: "none" });
    expect(restored.kept).toBeUndefined();
    expect(restored.reconciled.parked.sort()).toEqual([ids.leased, ids.pending].sort());
    const rows = outboxOf(target);
    expect(rows.filter((r) => r.state === "pending")).toEqual([]);
    expect(
      rows
        .filter((r) => r.last_error === parkReason)
        .map((r) => r.message_id)
        .sort(),
    ).toEqual([ids.leased, ids.pending].sort());
    // The restored file opens as a store again (the site runs its migrations and WAL on it).
    const reopened = await openDatabase({ databaseUrl: "", varDir });
    await reopened.close();
  });

  it("says clearly when the target folder cannot be written or the file is not a backup", async () => {
    const varDir = path.join(root, "target");
    const live = await storeWithOutbox(varDir);
    cleanups.push(() => live.close());
    const blocker = path.join(root, "um-arquivo");
    writeFileSync(blocker, "");
    const error = await backup(
      { dialect: "sqlite", file: sqlitePath({ varDir }) },
      path.join(blocker, "sub"),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(OpsError);
    expect(error.message).toMatch(/não é possível gravar em .*um-arquivo\/sub \(ENOTDIR\)/);
    // Node's recursive mkdir never returns under /proc; this must fail at once instead.
    await expect(
      backup({ dialect: "sqlite", file: sqlitePath({ varDir }) }, "/proc/nao-gravavel"),
    ).rejects.toThrow(/não é possível gravar em \/proc\/nao-gravavel \(ENOENT\)/);
    await expect(restore({ dialect: "sqlite", file: sqlitePath({ varDir }) }, blocker, {})).rejects.toThrow(
      /não é uma cópia/,
    );
  });
});

describe("PostgreSQL's tools", () => {
  const saved = process.env.PG_DUMP;
  afterEach(() => {
    if (saved === undefined) delete process.env.PG_DUMP;
    else process.env.PG_DUMP = saved;
  });

  it("a missing pg_dump is named with what to install", async () => {
    process.env.PG_DUMP = path.join(root, "sem-pg_dump");
    await expect(runPgTool("pg_dump", ["--version"])).rejects.toThrow(
      /pg_dump não encontrado .*apt-get install postgresql-client/,
    );
  });
});
