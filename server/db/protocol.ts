import { sql } from "kysely";
import type { Trx } from "../contact/form-intake";

/**
 * The protocol a visitor quotes: kind, year in Brazil's time and a number per kind and year, e.g. CV-2026-000123.
 * CV is a contact message, MP a brand-development brief (marca própria). The number comes from one upsert on the
 * (kind, year) counter row inside the transaction that stores the message, so it is sequential and, because the
 * row stays locked until that commit, never handed out twice by two instances
 * (docs/decisions/127-short-protocols.md).
 */
export type ProtocolKind = "CV" | "MP";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", year: "numeric" });

/** The calendar year in America/Sao_Paulo: 23:59 on 31 December there (02:59 UTC next day) is still that year. */
export function protocolYear(ms: number): number {
  return Number(yearFormat.format(new Date(ms)));
}

export function formatProtocol(kind: ProtocolKind, year: number, n: number): string {
  return `${kind}-${year}-${String(n).padStart(6, "0")}`;
}

export const protocolPattern = /^(CV|MP)-\d{4}-\d{6,}$/;

/** Advances the (kind, year) counter and returns the new protocol; SQLite (≥ 3.35) and PostgreSQL run one SQL. */
export async function nextProtocol(trx: Trx, kind: ProtocolKind, at: number): Promise<string> {
  const year = protocolYear(at);
  const row = await trx
    .insertInto("protocol_counter")
    .values({ kind, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(["kind", "year"]).doUpdateSet({ last_number: sql`protocol_counter.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatProtocol(kind, year, Number(row.last_number));
}

/**
 * Numbers a message just inserted in this transaction and returns its protocol. Called only once the row is known
 * to be new, so a retry with the same idempotency key leaves no gap (it gets storedByKey's answer instead).
 */
export async function assignProtocol(trx: Trx, id: string, kind: ProtocolKind, at: number): Promise<string> {
  const protocol = await nextProtocol(trx, kind, at);
  await trx.updateTable("contact_message").set({ protocol }).where("id", "=", id).execute();
  return protocol;
}

/** The id and protocol already stored under an idempotency key: what a retry (double click) gets back. */
export async function storedByKey(trx: Trx, key: string) {
  return trx
    .selectFrom("contact_message")
    .select(["id", "protocol"])
    .where("idempotency_key", "=", key)
    .executeTakeFirstOrThrow();
}
