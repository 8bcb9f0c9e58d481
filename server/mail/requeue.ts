import type { Db } from "../db/database";

/**
 * Puts parked (failed) messages back in the queue, due now, with their attempt count reset, so the worker
 * sends them on its next pass. `id` is a contact message id; "all" takes every parked one. Returns how many.
 */
export async function requeueParked(database: Db, id: string | "all", now = Date.now()): Promise<number> {
  const result = await database.db
    .updateTable("outbox")
    .set({ state: "pending", attempts: 0, next_attempt_at: now, locked_until: null, lease_token: null })
    .where("state", "=", "failed")
    .$if(id !== "all", (q) => q.where("message_id", "=", id))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
