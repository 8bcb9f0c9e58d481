import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freshPostgresSchema, postgresUrl } from "../contact/contact-test-kit";
import { migrateToLatest } from "./migrations";

const TABLES = [
  "altcha_used",
  "app_secret",
  "brief_detail",
  "contact_message",
  "outbox",
  "protocol_counter",
  "web_vital",
];

async function userTables(db: Kysely<unknown>): Promise<string[]> {
  const names = (await db.introspection.getTables()).map((t) => t.name);
  return names.filter((n) => !n.startsWith("contact_migration")).sort();
}

describe("migrations (kysely Migrator)", () => {
  it("create the schema on SQLite, record each step once and run again as a no-op", async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrateToLatest(db, "sqlite");
    await migrateToLatest(db, "sqlite");
    expect(await userTables(db)).toEqual(TABLES);
    const done = await sql<{ name: string }>`select name from contact_migration order by name`.execute(db);
    expect(done.rows.map((r) => r.name)).toEqual([
      "001-contact",
      "002-app-secret",
      "003-brief-detail",
      "004-protocol",
      "005-web-vitals",
      "006-message-locale",
    ]);
    await db.destroy();
  });

  it("take over a database the previous runner migrated, keeping its rows", async () => {
    const sqlite = new SQLite(":memory:");
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrateToLatest(db, "sqlite");
    sqlite.exec("drop table contact_migration; drop table contact_migration_lock;");
    sqlite.exec("create table contact_schema_migration (name text primary key, applied_at bigint not null)");
    sqlite.exec("insert into app_secret (name, value, created_at) values ('altcha', 'k', 1)");
    await migrateToLatest(db, "sqlite");
    expect(sqlite.prepare("select value from app_secret").all()).toEqual([{ value: "k" }]);
    await db.destroy();
  });

  const { url } = postgresUrl();
  it("let two PostgreSQL processes start together, each schema its own", async () => {
    const [a, b] = await Promise.all([
      freshPostgresSchema(url as string),
      freshPostgresSchema(url as string),
    ]);
    const open = (u: string) =>
      new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: u }) }) });
    const dbs = [open(a.url), open(a.url), open(b.url)];
    try {
      await Promise.all(dbs.map((db) => migrateToLatest(db, "postgres")));
      for (const db of dbs) {
        const done = await sql<{ n: number }>`select count(*)::int as n from contact_migration`.execute(db);
        expect(done.rows[0]?.n).toBe(6);
      }
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await Promise.all([a.drop(), b.drop()]);
    }
  });
});
