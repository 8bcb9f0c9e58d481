import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The driver's own handle, for libraries that take one (the rate limiter's store). */
  raw: { dialect: "postgres"; pool: pg.Pool } | { dialect: "sqlite"; sqlite: SQLite.Database };
  close: () => Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; empty selects the SQLite file. */
  databaseUrl: string;
  varDir: string;
  /** SQLite file name inside varDir. */
  sqliteFile?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

// BIGINT (oid 20) comes back from pg as a string to protect values above 2^53; our values are epoch ms.
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function sqlitePath(options: Pick<DbOptions, "varDir" | "sqliteFile">): string {
  return path.resolve(options.varDir, options.sqliteFile ?? "contato.sqlite");
}

/** Opens the database and runs the migrations, so a fresh machine needs no setup step. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db as Kysely<unknown>, "postgres");
    return { db, dialect: "postgres", raw: { dialect: "postgres", pool }, close: () => db.destroy() };
  }
  const file = sqlitePath(options);
  mkdirSync(path.dirname(file), { recursive: true });
  // WAL lets readers run beside the writer; synchronous=FULL makes every commit durable before we answer 202.
  // The busy timeout lets the standalone worker and the server share the file.
  const sqlite = new SQLite(file, { timeout: 10_000 });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>, "sqlite");
  return { db, dialect: "sqlite", raw: { dialect: "sqlite", sqlite }, close: () => db.destroy() };
}
