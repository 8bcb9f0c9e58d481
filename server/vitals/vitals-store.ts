import type { Kysely } from "kysely";
import type { VitalsBeacon } from "../../app/utils/vitals/vitals-contract";
import type { Database } from "../db/schema";

/**
 * The web_vital table (server/db/migration-005-web-vitals.ts): field measurements kept 90 days, then deleted by
 * the hourly housekeeping (server/contact/contact-service.ts, purgeExpired). The day is the server's, in UTC.
 */
export const VITALS_RETENTION_DAYS = 90;

const dayMs = 24 * 3600_000;

/** YYYY-MM-DD in UTC: text that sorts and compares like the date on both dialects. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function storeBeacon(
  db: Kysely<Database>,
  beacon: VitalsBeacon,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("web_vital")
    .values({
      day: utcDay(now),
      route: beacon.route,
      metric: beacon.metric,
      value: beacon.value,
      rating: beacon.rating,
      device: beacon.device,
      connection: beacon.connection ?? null,
      build: beacon.build,
      inp_target: beacon.inp?.target ?? null,
      inp_input_delay: beacon.inp?.inputDelay ?? null,
      inp_processing: beacon.inp?.processing ?? null,
      inp_presentation: beacon.inp?.presentation ?? null,
    })
    .execute();
}

/** Deletes the days older than the retention period; returns how many rows went. */
export async function purgeOldVitals(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const cutoff = utcDay(now - VITALS_RETENTION_DAYS * dayMs);
  const result = await db.deleteFrom("web_vital").where("day", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface VitalRow {
  route: string;
  device: string;
  metric: string;
  value: number;
}

/** The measurements of the last `days` days, today included. */
export async function readVitals(db: Kysely<Database>, days: number, now = Date.now()): Promise<VitalRow[]> {
  return db
    .selectFrom("web_vital")
    .select(["route", "device", "metric", "value"])
    .where("day", ">=", utcDay(now - (days - 1) * dayMs))
    .execute();
}
