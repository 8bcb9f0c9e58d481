import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { MailRouting } from "./compose";
import { composeStored } from "./compose-brief";
import type { MailTransport } from "./transport";

/**
 * Delivers the outbox (docs/decisions/012-outbox.md). A claim is one UPDATE … RETURNING that takes a lease on due
 * rows: PostgreSQL skips rows another worker holds (FOR UPDATE SKIP LOCKED); SQLite takes its write lock for the
 * whole statement, which is what BEGIN IMMEDIATE would give. A crashed worker's lease expires and the row is due
 * again; the Message-ID stays the same, so a repeat after such a crash can be recognised by the inbox.
 */

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  routing: MailRouting;
  leaseMs: number;
  retryBaseMs: number;
  pollMs: number;
  batchSize?: number;
  /** Temporary failures after this many attempts park the row as failed. */
  maxAttempts?: number;
  /** Runs every hour from the loop (retention cleanup). */
  housekeeping?: () => Promise<unknown>;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * "infrastructure": our side or the path to the peer is broken (authentication 530/534/535/538, connection,
 * timeout, TLS): every message would fail alike, so none is parked for it; the row is retried with backoff and
 * the log says so loudly. "permanent": a 5xx answer about this message or its recipients parks the row.
 * "temporary": anything else (4xx) is retried, and parked only after maxAttempts.
 */
export type FailureKind = "temporary" | "permanent" | "infrastructure";

const authCodes = new Set([454, 530, 534, 535, 538]);
const infrastructureErrors = new Set([
  "EAUTH",
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "ETLS",
  "EDNS",
  "EPROTOCOL",
  "ECONFIG",
  "ECONNREFUSED",
  "ECONNRESET",
]);

export function classifyFailure(error: unknown): FailureKind {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  if (typeof responseCode === "number" && authCodes.has(responseCode)) return "infrastructure";
  if (code && infrastructureErrors.has(code)) return "infrastructure";
  const aboutMessage = code === undefined || code === "EENVELOPE" || code === "EMESSAGE";
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && aboutMessage) {
    return "permanent";
  }
  return typeof responseCode === "number" ? "temporary" : "infrastructure";
}

export function failureReason(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  return `${e.responseCode ?? e.code ?? "erro"}: ${text}`.replace(/\s+/g, " ").slice(0, 500);
}

/** Exponential backoff with ±20 % jitter, capped at one hour. */
export function retryDelay(attempts: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(raw * (0.8 + 0.4 * random()));
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db: database, transport, routing } = options;
  const { db, dialect } = database;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.log ?? ((line: string) => console.error(line));
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 15;

  /**
   * Leases ONE due row. Claiming a batch made the last rows of a slow batch outlive their lease and be sent again
   * by another worker; one row per lease, with SMTP timeouts shorter than the lease (transport.ts), cannot.
   */
  async function claim(
    dueBy: number,
  ): Promise<{ id: string; message_id: string; attempts: number; token: string }[]> {
    const t = now();
    const token = randomUUID();
    const due = db
      .selectFrom("outbox")
      .select("id")
      .where("state", "=", "pending")
      .where("next_attempt_at", "<=", dueBy)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", t)]))
      .orderBy("next_attempt_at")
      .limit(1)
      .$if(dialect === "postgres", (q) => q.forUpdate().skipLocked());
    const rows = await db
      .updateTable("outbox")
      .set({ locked_until: t + options.leaseMs, lease_token: token, attempts: sql`attempts + 1` })
      .where("id", "in", due)
      .returning(["id", "message_id", "attempts"])
      .execute();
    return rows.map((r) => ({ ...r, token }));
  }

  async function deliver(row: { id: string; message_id: string; attempts: number; token: string }) {
    const message = await db
      .selectFrom("contact_message")
      .select(["id", "created_at", "name", "email", "phone", "subject", "body", "protocol"])
      .where("id", "=", row.message_id)
      .executeTakeFirst();
    if (!message) {
      await db.deleteFrom("outbox").where("id", "=", row.id).execute();
      return;
    }
    const mail = await composeStored(database, message, routing);
    try {
      await transport.send(mail);
    } catch (error) {
      const kind = classifyFailure(error);
      const reason = failureReason(error);
      const park = kind === "permanent" || (kind === "temporary" && row.attempts >= maxAttempts);
      await db
        .updateTable("outbox")
        .set(
          park
            ? { state: "failed", locked_until: null, lease_token: null, last_error: reason }
            : {
                next_attempt_at: now() + retryDelay(row.attempts, options.retryBaseMs),
                locked_until: null,
                lease_token: null,
                last_error: reason,
              },
        )
        .where("id", "=", row.id)
        .where("lease_token", "=", row.token)
        .execute();
      const code =
        (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
      if (kind === "infrastructure") {
        // Not the visitor's fault and not the message's: the server's mail settings or the peer need a person.
        warn(
          `outbox: ATENÇÃO: falha de SMTP (${code ?? "erro"}: autenticação, conexão ou TLS); mensagem ${message.id} continua na fila, nova tentativa com espera crescente. Verifique SMTP_URL.`,
        );
      } else {
        log(`outbox: mensagem ${message.id} ${park ? "falhou (estacionada)" : "adiada"}: ${code ?? "erro"}`);
      }
      return;
    }
    // The peer has the message: from here on, forgetting it would send it twice.
    deliveredUnrecorded.set(row.id, message.id);
    await recordDelivered(row.id, message.id);
  }

  /**
   * Rows whose mail the peer accepted but whose "sent" could not be written (the database went away between the
   * two). Written first in every pass, before anything is claimed, so the row is not sent again once its lease
   * ends; only a process that dies in that gap repeats a message, with the same Message-ID.
   */
  const deliveredUnrecorded = new Map<string, string>();

  async function recordDelivered(rowId: string, messageId: string) {
    // No lease-token condition: whoever holds the row now, this mail was delivered.
    await db
      .updateTable("outbox")
      .set({ state: "sent", sent_at: now(), locked_until: null, lease_token: null, last_error: null })
      .where("id", "=", rowId)
      .where("state", "=", "pending")
      .execute();
    deliveredUnrecorded.delete(rowId);
    log(`outbox: mensagem ${messageId} entregue`);
  }

  /** One pass: up to batchSize rows, each claimed just before it is sent. Returns how many were claimed. */
  async function runOnce(): Promise<number> {
    for (const [rowId, messageId] of [...deliveredUnrecorded]) await recordDelivered(rowId, messageId);
    let claimed = 0;
    // Rows that fail in this pass are due again later than its start, so one pass never retries them.
    const passStart = now();
    while (claimed < batchSize) {
      const [row] = await claim(passStart);
      if (!row) break;
      claimed++;
      await deliver(row);
    }
    return claimed;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wake = false;
  let lastHousekeeping = 0;

  // Consecutive failed cycles (database away): the next poll waits longer, up to maxIdleMs, and one line is
  // logged per outage instead of one per poll.
  let failures = 0;
  const maxIdleMs = Math.max(options.pollMs, 30_000);

  async function cycle() {
    try {
      if (options.housekeeping && now() - lastHousekeeping > 3600_000) {
        lastHousekeeping = now();
        await options.housekeeping();
      }
      let claimed: number;
      do {
        wake = false;
        claimed = await runOnce();
      } while (!stopped && (claimed === batchSize || wake));
      if (failures > 0)
        log(`outbox: banco respondeu de novo após ${failures} ciclo(s) com falha; entregas retomadas`);
      failures = 0;
    } catch (error) {
      failures++;
      if (failures === 1)
        log(
          `outbox: ciclo falhou (${(error as { code?: string }).code ?? (error as Error).name}); novas tentativas com espera crescente`,
        );
    }
  }

  /**
   * The poll interval, doubled per consecutive failed cycle up to maxIdleMs; not while a delivered row waits to be
   * recorded: that write must land before the row's lease ends and another worker sends it again.
   */
  const nextPoll = () =>
    deliveredUnrecorded.size > 0 ? options.pollMs : Math.min(maxIdleMs, options.pollMs * 2 ** failures);

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = cycle().finally(() => {
        running = undefined;
        schedule(nextPoll());
      });
    }, delay);
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** Asks for a pass now instead of at the next poll (a message was just stored). */
    nudge() {
      if (stopped) return;
      if (running) wake = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const [rowId, messageId] of [...deliveredUnrecorded])
        await recordDelivered(rowId, messageId).catch(() =>
          warn(
            `outbox: ATENÇÃO: mensagem ${messageId} entregue, mas não marcada como enviada; pode ser repetida`,
          ),
        );
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
