import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresSchema, postgresUrl } from "../contact/contact-test-kit";
import { openDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { purgeOldVitals, readVitals, storeBeacon, utcDay } from "./vitals-store";

const day = 24 * 3600_000;
const now = Date.parse("2026-11-26T12:00:00Z");
const beacon = {
  metric: "LCP",
  value: 1800.5,
  rating: "good",
  route: "routes/home",
  device: "mobile",
  build: "abc",
} as const;

/** The table as migration 005 made it, on each dialect, through openDatabase (migrations included). */
const open = {
  async sqlite() {
    const varDir = mkdtempSync(path.join(tmpdir(), "vitals-"));
    const database = await openDatabase({ databaseUrl: "", varDir });
    return { db: database.db, close: () => database.close().then(() => rmSync(varDir, { recursive: true })) };
  },
  async postgres() {
    const schema = await freshPostgresSchema(postgresUrl().url);
    const database = await openDatabase({ databaseUrl: schema.url, varDir: "var", poolSize: 2 });
    return { db: database.db, close: () => database.close().then(schema.drop) };
  },
};

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe.each(["sqlite", "postgres"] as const)("vitals store on %s", (dialect) => {
  async function fresh(): Promise<Kysely<Database>> {
    const opened = await open[dialect]();
    close = opened.close;
    return opened.db;
  }

  it("keeps the UTC day and no time finer, and the INP detail only for INP", async () => {
    const db = await fresh();
    await storeBeacon(db, beacon, now);
    const inp = { target: "nav > button", inputDelay: 1.5, processing: 2, presentation: 3 };
    await storeBeacon(db, { ...beacon, metric: "INP", value: 200, inp }, now);
    const rows = await db.selectFrom("web_vital").selectAll().orderBy("metric", "desc").execute();
    expect(
      rows.map((r) => [r.day, r.metric, r.value, r.connection, r.inp_target, r.inp_input_delay]),
    ).toEqual([
      ["2026-11-26", "LCP", 1800.5, null, null, null],
      ["2026-11-26", "INP", 200, null, "nav > button", 1.5],
    ]);
  });

  it("reads a window of days, today included, and deletes what is older than 90 days", async () => {
    const db = await fresh();
    for (const ago of [0, 6, 7, 27, 28, 90, 91])
      await storeBeacon(db, { ...beacon, value: ago }, now - ago * day);
    const values = async (days: number) =>
      (await readVitals(db, days, now)).map((r) => r.value).sort((a, b) => a - b);
    expect(await values(7)).toEqual([0, 6]);
    expect(await values(28)).toEqual([0, 6, 7, 27]);
    expect(await purgeOldVitals(db, now)).toBe(1);
    expect(await values(365)).toEqual([0, 6, 7, 27, 28, 90]);
    expect(utcDay(now - 90 * day)).toBe("2026-08-28");
  });
});
