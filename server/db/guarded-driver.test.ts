import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresSchema, postgresUrl } from "../contact/contact-test-kit";
import { commitOutcomeUnknown, errorCode, isUnavailable } from "./availability";
import { type Db, openDatabase } from "./database";

const dirs: string[] = [];
const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function sqlite(): Promise<Db & { raw: { dialect: "sqlite" } }> {
  const dir = mkdtempSync(path.join(tmpdir(), "guarded-"));
  dirs.push(dir);
  const db = await openDatabase({ databaseUrl: "", varDir: dir });
  open.push(db);
  return db as Db & { raw: { dialect: "sqlite" } };
}

const bigRow = (n: number) => ({ name: `k${n}`, value: "x".repeat(64 * 1024), created_at: n });

describe("guarded transactions", () => {
  it("SQLite out of pages: the transaction fails with SQLITE_FULL, not the ROLLBACK's SQLITE_ERROR", async () => {
    const database = await sqlite();
    const { sqlite: file } = database.raw;
    // max_page_count is SQLite's own "disk full": the same SQLITE_FULL, and SQLite ends the transaction itself.
    const pages = Number(file.pragma("page_count", { simple: true }));
    file.pragma(`max_page_count = ${pages + 2}`);
    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 4; i++) await trx.insertInto("app_secret").values(bigRow(i)).execute();
      })
      .catch((error: unknown) => error);
    expect(errorCode(failed)).toBe("SQLITE_FULL");
    expect(isUnavailable(failed)).toBe(true);
    expect(commitOutcomeUnknown(failed)).toBe(false);
    expect(file.inTransaction).toBe(false);
    // Space back: the same connection takes writes again.
    file.pragma("max_page_count = 1073741823");
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("app_secret").values(bigRow(9)).execute();
    });
    const rows = await database.db.selectFrom("app_secret").select("name").execute();
    expect(rows.map((r) => r.name)).toEqual(["k9"]);
  });

  it("PostgreSQL: a statement past statement_timeout is a 503 and the pool goes on", async () => {
    const schema = await freshPostgresSchema(postgresUrl().url);
    const database = await openDatabase({
      databaseUrl: schema.url,
      varDir: tmpdir(),
      timeouts: { statementMs: 200, queryMs: 1000 },
    });
    open.push(database);
    const failed = await sql`select pg_sleep(2)`.execute(database.db).catch((error: unknown) => error);
    expect(errorCode(failed)).toBe("57014");
    expect(isUnavailable(failed)).toBe(true);
    const ok = await sql<{ n: number }>`select 1 as n`.execute(database.db);
    expect(ok.rows[0]?.n).toBe(1);
    await database.close();
    open.splice(open.indexOf(database), 1);
    await schema.drop();
  });
});
