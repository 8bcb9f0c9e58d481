import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { log } from "../observability/log";
import { guardDialect, guardPool } from "./guarded-driver";
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
  /** PostgreSQL time limits; the defaults are pgTimeouts. */
  timeouts?: Partial<PgTimeouts>;
}

/**
 * How long a PostgreSQL that does not answer may hold a visitor (docs/decisions/129-honest-storage-faults.md).
 * A frozen server (kill -STOP, a stuck disk) enforces none of its own limits, so the client gives up too:
 * `queryMs` per query and `connectMs` per connection or pool checkout. A contact post makes at most two waits in
 * a row (the rate limit's query, then the transaction's first), so it answers 503 in about 5 s, well before the
 * proxy's timeout. The server-side limits end a statement (`statementMs`) before the client's, keeping the
 * connection, and free the locks of a session left idle inside a transaction (`idleInTransactionMs`).
 */
export interface PgTimeouts {
  connectMs: number;
  queryMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export const pgTimeouts: PgTimeouts = {
  connectMs: 2_500,
  queryMs: 2_500,
  statementMs: 2_000,
  idleInTransactionMs: 10_000,
};

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
  log.error(
    { code: error.code },
    `banco: conexão perdida (${error.code ?? error.message}); a próxima consulta reconecta`,
  );
}

/** Opens the database and runs the migrations, so a fresh machine needs no setup step. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const t = { ...pgTimeouts, ...options.timeouts };
    const base = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: t.connectMs,
      types: pgTypes,
    };
    // Migrations run first, on a connection of their own without the statement limits: a long index build or a
    // wait for another instance's migration lock must not be cut at two seconds.
    const migrator = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ ...base, max: 1 }) }),
    });
    try {
      await migrateToLatest(migrator, "postgres");
    } finally {
      // A caller that retries while the server is down must not leak one pool per attempt.
      await migrator.destroy().catch(() => {});
    }
    const pool = new pg.Pool({
      ...base,
      max: options.poolSize ?? 10,
      query_timeout: t.queryMs,
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
    });
    // Without these, a server restart (57P01 on an idle or checked-out client) is an unhandled 'error' event that
    // ends the process. The broken client is dropped by the pool and the next query opens a new connection.
    pool.on("error", (error) => logPoolError(error));
    pool.on("connect", (client) => client.on("error", (error) => logPoolError(error)));
    const db = new Kysely<Database>({
      dialect: guardDialect(new PostgresDialect({ pool: guardPool(pool) })),
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
  // SQLite ends a transaction itself on SQLITE_FULL or SQLITE_IOERR: then there is nothing to roll back.
  const dialect = guardDialect(new SqliteDialect({ database: sqlite }), {
    inTransaction: () => sqlite.inTransaction,
  });
  const db = new Kysely<Database>({ dialect });
  await migrateToLatest(db as Kysely<unknown>, "sqlite");
  return { db, dialect: "sqlite", raw: { dialect: "sqlite", sqlite }, close: () => db.destroy() };
}
