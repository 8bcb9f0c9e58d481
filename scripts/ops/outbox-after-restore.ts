/**
 * The outbox after a restore (docs/decisions/132-backup-and-restore.md). A backup taken at T holds rows still
 * 'pending' (or parked) that a worker may have delivered after T; the restored database cannot know. What does
 * know is the delivery journal outside it: every worker prints "outbox: mensagem <id> entregue" once the peer
 * accepted a message (server/mail/outbox-worker.ts), and the service's log (journald) outlives the database.
 * So: a row whose message the journal names as delivered becomes 'sent'; a pending row it does not name is sent
 * (due now, lease cleared); without a journal, pending rows are parked for a person to check, never sent blind.
 */
import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// Plain or inside a JSON log line; also the worker's "entregue, mas não marcada como enviada" warning.
const deliveredLine = new RegExp(`mensagem (${uuid}) entregue`, "gi");

/** Contact-message ids the journal records as delivered. */
export function deliveredIds(journal: string): Set<string> {
  const ids = new Set<string>();
  for (const m of journal.matchAll(deliveredLine)) ids.add((m[1] ?? "").toLowerCase());
  return ids;
}

/** Reads one or more journal files ("-" is standard input, e.g. piped from journalctl). */
export function readJournals(files: string[]): { ids: Set<string>; lines: number } {
  let text = "";
  for (const file of files) text += `${readFileSync(file === "-" ? 0 : file, "utf8")}\n`;
  return { ids: deliveredIds(text), lines: text.split("\n").filter((l) => l.trim()).length };
}

export const parkReason =
  "restauração: pode ter sido enviada depois da cópia e não havia registro de entregas para conferir; " +
  "confira a caixa de entrada e use npm run messages -- --requeue <id>";

export interface Reconciled {
  /** Pending or parked in the backup, delivered according to the journal: now 'sent'. */
  markedSent: string[];
  /** Pending in the backup, not in the journal: due now, sent once the site starts. */
  toSend: string[];
  /** Pending in the backup, no journal given: parked for a person. */
  parked: string[];
}

export async function reconcileOutbox(
  db: Kysely<Database>,
  journal: Set<string> | "none",
  now = Date.now(),
): Promise<Reconciled> {
  const result: Reconciled = { markedSent: [], toSend: [], parked: [] };
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "message_id", "state"])
    .where("state", "in", ["pending", "failed"])
    .orderBy("message_id")
    .execute();
  for (const row of rows) {
    const messageId = row.message_id.toLowerCase();
    const cleared = { locked_until: null, lease_token: null };
    if (journal !== "none" && journal.has(messageId)) {
      await db
        .updateTable("outbox")
        .set({ ...cleared, state: "sent", sent_at: now, last_error: null })
        .where("id", "=", row.id)
        .execute();
      result.markedSent.push(row.message_id);
    } else if (row.state === "pending" && journal === "none") {
      await db
        .updateTable("outbox")
        .set({ ...cleared, state: "failed", last_error: parkReason })
        .where("id", "=", row.id)
        .execute();
      result.parked.push(row.message_id);
    } else if (row.state === "pending") {
      // A lease taken before the backup belongs to a worker of the lost database: due at once.
      await db
        .updateTable("outbox")
        .set({ ...cleared, next_attempt_at: now })
        .where("id", "=", row.id)
        .execute();
      result.toSend.push(row.message_id);
    }
  }
  return result;
}

/**
 * Pending rows in a PostgreSQL dump, read before anything is restored: `pg_restore --data-only --table=outbox
 * --file=-` prints the table as COPY text (tab-separated, \N for null), its column list in the COPY line.
 */
export function pendingInCopy(sqlText: string): number {
  const lines = sqlText.split("\n");
  const start = lines.findIndex((l) => /^COPY (\S+\.)?outbox \(/.test(l));
  if (start < 0) return 0;
  const columns =
    /\(([^)]*)\)/
      .exec(lines[start] ?? "")?.[1]
      ?.split(",")
      .map((c) => c.trim()) ?? [];
  const state = columns.indexOf("state");
  let pending = 0;
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    if (line.split("\t")[state] === "pending") pending++;
  }
  return pending;
}

export function describeReconciled(r: Reconciled): string {
  const lines = [
    `Outbox conferida: ${r.markedSent.length} marcada(s) como enviada(s) pelo registro de entregas; ` +
      `${r.toSend.length} pendente(s) serão enviadas quando o site voltar; ${r.parked.length} estacionada(s) para conferência.`,
  ];
  if (r.parked.length > 0)
    lines.push(
      "ATENÇÃO: estas mensagens estavam pendentes na cópia e podem ter sido enviadas depois dela. Confira a caixa " +
        "de entrada e reenvie as que faltarem com npm run messages -- --requeue <id>:",
      ...r.parked.map((id) => `  ${id}`),
    );
  return lines.join("\n");
}
