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

let lastPoolLog = 0;
/** One line per burst: a restart errors every pooled connection at once. Codes only, never row values. */
function logPoolError(error: Error & { code?: string }) {
  if (Date.now() - lastPoolLog < 1000) return;
  lastPoolLog = Date.now();
  console.error(`banco: conexão perdida (${error.code ?? error.message}); a próxima consulta reconecta`);
}

/** Opens the database and runs the migrations, so a fresh machine needs no setup step. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // An unreachable host must fail a request in seconds (503), not hold it until the client gives up.
      connectionTimeoutMillis: 5_000,
      types: pgTypes,
    });
    // Without these, a server restart (57P01 on an idle or checked-out client) is an unhandled 'error' event that
    // ends the process. The broken client is dropped by the pool and the next query opens a new connection.
    pool.on("error", (error) => logPoolError(error));
    pool.on("connect", (client) => client.on("error", (error) => logPoolError(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // A caller that retries while the server is down must not leak one pool per attempt.
    await migrateToLatest(db as Kysely<unknown>, "postgres").catch(async (error) => {
      await db.destroy().catch(() => {});
      throw error;
    });
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
