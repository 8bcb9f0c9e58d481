import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";
import { log as logger } from "../observability/log";
import { deliveries } from "../observability/metrics";
import type { MailRouting } from "./compose";
import { composeStored } from "./compose-brief";
import { leaseTimes, sendWithinLease } from "./delivery-lease";
import { createProviderIncident } from "./delivery-policy";
import { describeFailure } from "./failure-lines";
import type { MailTransport } from "./transport";

export { classifyFailure, type FailureKind, failureReason, retryDelay } from "./delivery-policy";

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
  /** "provider" failures after this many attempts park the row, unless other messages are failing too. */
  maxAttempts?: number;
  /** Overall limit of one delivery from its claim (delivery-lease.ts); three quarters of the lease by default. */
  deadlineMs?: number;
  /** Different messages failing with nothing delivered between them that make a provider incident. */
  incidentThreshold?: number;
  /** Longest pause between two probes of a failing provider. */
  maxPauseMs?: number;
  /** Runs every hour from the loop (retention cleanup). */
  housekeeping?: () => Promise<unknown>;
  /** Receives every line instead of the server's logger (tests). */
  log?: (line: string) => void;
  now?: () => number;
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db: database, transport, routing } = options;
  const { db, dialect } = database;
  const now = options.now ?? Date.now;
  const info = options.log ?? ((line: string) => logger.info(line));
  const warn = options.log ?? ((line: string) => logger.warn(line));
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 15;
  const times = leaseTimes(options.leaseMs, options.deadlineMs);
  const incident = createProviderIncident({
    threshold: options.incidentThreshold ?? 3,
    baseMs: options.retryBaseMs,
    maxPauseMs: options.maxPauseMs ?? 15 * 60_000,
    now,
  });
  type Claimed = { id: string; message_id: string; attempts: number; token: string; claimedAt: number };

  /**
   * Leases ONE due row. Claiming a batch made the last rows of a slow batch outlive their lease and be sent again
   * by another worker; one row per lease, bounded by sendWithinLease (delivery-lease.ts), cannot.
   */
  async function claim(dueBy: number): Promise<Claimed[]> {
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
    return rows.map((r) => ({ ...r, token, claimedAt: t }));
  }

  /** Extends the lease while the mail is being sent; false when the row is no longer ours. */
  async function renew(row: Claimed): Promise<boolean> {
    const result = await db
      .updateTable("outbox")
      .set({ locked_until: now() + options.leaseMs })
      .where("id", "=", row.id)
      .where("lease_token", "=", row.token)
      .where("state", "=", "pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function deliver(row: Claimed) {
    const message = await db
      .selectFrom("contact_message")
      .select(["id", "created_at", "name", "email", "phone", "subject", "body", "protocol", "locale"])
      .where("id", "=", row.message_id)
      .executeTakeFirst();
    if (!message) {
      await db.deleteFrom("outbox").where("id", "=", row.id).execute();
      return;
    }
    const mail = await composeStored(database, message, routing);
    try {
      await sendWithinLease({ times, claimedAt: row.claimedAt, now, renew: () => renew(row) }, (signal) =>
        transport.send(mail, signal),
      );
    } catch (error) {
      await recordFailure(row, message.id, error);
      return;
    }
    // The peer has the message: from here on, forgetting it would send it twice.
    deliveredUnrecorded.set(row.id, { messageId: message.id, token: row.token });
    await recordDelivered(row.id);
  }

  async function recordFailure(row: Claimed, messageId: string, error: unknown) {
    const failure = describeFailure(error, messageId, row.attempts);
    const pauseMs = failure.kind === "rejected" ? 0 : incident.failed(messageId);
    // A "provider" answer parks only a message failing alone; while others fail too it is the provider's.
    const park =
      failure.kind === "rejected" ||
      (failure.kind === "provider" && row.attempts >= maxAttempts && incident.alone(messageId));
    await db
      .updateTable("outbox")
      .set(
        park
          ? { state: "failed", locked_until: null, lease_token: null, last_error: failure.reason }
          : {
              next_attempt_at: now() + failure.retryMs(options.retryBaseMs),
              locked_until: null,
              lease_token: null,
              last_error: failure.reason,
            },
      )
      .where("id", "=", row.id)
      .where("lease_token", "=", row.token)
      .execute();
    deliveries.inc({ outcome: park ? "parked" : incident.active() ? "provider_backoff" : "retry" });
    if (park) warn(failure.parkedLine);
    else if (pauseMs > 0) warn(failure.incidentLine(incident.state(), pauseMs));
    else if (incident.active() || failure.kind === "infrastructure") warn(failure.loudLine);
    else info(failure.quietLine);
  }

  /**
   * Rows whose mail the peer accepted but whose "sent" could not be written (the database went away between the
   * two). Written first in every pass, before anything is claimed, so the row is not sent again once its lease
   * ends; only a process that dies in that gap repeats a message, with the same Message-ID.
   */
  const deliveredUnrecorded = new Map<string, { messageId: string; token: string }>();

  const markSent = (rowId: string, token?: string) =>
    db
      .updateTable("outbox")
      .set({ state: "sent", sent_at: now(), locked_until: null, lease_token: null, last_error: null })
      .where("id", "=", rowId)
      .where("state", "=", "pending")
      .$if(token !== undefined, (q) => q.where("lease_token", "=", token ?? ""))
      .executeTakeFirst();

  async function recordDelivered(rowId: string) {
    const held = deliveredUnrecorded.get(rowId);
    if (!held) return;
    if (Number((await markSent(rowId, held.token)).numUpdatedRows) === 0) {
      // The lease was no longer ours (the database was away longer than it): whoever holds the row now, this
      // mail was delivered. Another worker may have sent it as well, with the same Message-ID.
      await markSent(rowId);
      warn(
        `outbox: ATENÇÃO: mensagem ${held.messageId} entregue depois de perder a reserva; pode ter sido enviada também por outro worker (mesmo Message-ID)`,
      );
    }
    deliveredUnrecorded.delete(rowId);
    deliveries.inc({ outcome: "sent" });
    info(`outbox: mensagem ${held.messageId} entregue`);
    const ended = incident.delivered();
    if (ended > 0) await resumeAfterIncident(ended);
  }

  /** The provider answers again: every row waiting out its own backoff is due now, nothing waits for a person. */
  async function resumeAfterIncident(failedMessages: number) {
    const t = now();
    const result = await db
      .updateTable("outbox")
      .set({ next_attempt_at: t })
      .where("state", "=", "pending")
      .where("next_attempt_at", ">", t)
      .where("last_error", "is not", null)
      .executeTakeFirst();
    info(
      `outbox: provedor de e-mail respondeu de novo depois de recusar ${failedMessages} mensagens; entregas retomadas, ${Number(result.numUpdatedRows)} adiada(s) antecipada(s)`,
    );
  }

  /** One pass: up to batchSize rows, each claimed just before it is sent. Returns how many were claimed. */
  async function runOnce(): Promise<number> {
    for (const rowId of [...deliveredUnrecorded.keys()]) await recordDelivered(rowId);
    let claimed = 0;
    // Rows that fail in this pass are due again later than its start, so one pass never retries them.
    const passStart = now();
    // During a provider incident nothing is claimed until the pause ends; then one row probes the provider.
    while (claimed < batchSize && !incident.paused()) {
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
        info(`outbox: banco respondeu de novo após ${failures} ciclo(s) com falha; entregas retomadas`);
      failures = 0;
    } catch (error) {
      failures++;
      if (failures === 1)
        warn(
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
    /** This worker's view of the provider (readiness detail, mail-health.ts). */
    providerState: () => incident.state(),
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
      for (const [rowId, { messageId }] of [...deliveredUnrecorded])
        await recordDelivered(rowId).catch(() =>
          warn(
            `outbox: ATENÇÃO: mensagem ${messageId} entregue, mas não marcada como enviada; pode ser repetida`,
          ),
        );
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
