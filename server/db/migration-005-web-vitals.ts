import type { Kysely } from "kysely";

/**
 * Field measurements (real-user monitoring, docs/decisions/133-field-measurement.md): one row per metric per page
 * view, with nothing that names a visitor (no address, no user agent, no cookie, no time finer than the day).
 * `day` is the server's UTC date as YYYY-MM-DD text, so both dialects compare and cut it the same way; the
 * 90-day retention deletes by it (server/vitals/vitals-store.ts).
 */
export const webVitalsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("web_vital")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("value", "double precision", (c) => c.notNull())
      .addColumn("rating", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("connection", "text")
      .addColumn("build", "text", (c) => c.notNull())
      // INP only: the interaction's element (a CSS selector) and where its time went.
      .addColumn("inp_target", "text")
      .addColumn("inp_input_delay", "double precision")
      .addColumn("inp_processing", "double precision")
      .addColumn("inp_presentation", "double precision")
      .execute();
    // The report reads a window of days per metric; the retention deletes old days.
    await db.schema
      .createIndex("web_vital_day_metric")
      .ifNotExists()
      .on("web_vital")
      .columns(["day", "metric"])
      .execute();
  },
};
