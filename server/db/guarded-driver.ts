import type {
  DatabaseConnection,
  Dialect,
  Driver,
  PostgresPool,
  PostgresPoolClient,
  TransactionSettings,
} from "kysely";
import pg from "pg";
import { log } from "../observability/log";
import { errorCode } from "./availability";

/**
 * Transactions that fail honestly (docs/decisions/129-honest-storage-faults.md).
 *
 * - A failed ROLLBACK never replaces the error that caused it. SQLite rolls a transaction back by itself on
 *   SQLITE_FULL or SQLITE_IOERR; kysely's ROLLBACK then failed with SQLITE_ERROR ("no transaction is active")
 *   and that error, not the full disk, reached the service and its log (a 500 instead of a 503).
 * - A COMMIT whose answer never came (timeout, lost connection) is marked `commitOutcomeUnknown`: PostgreSQL may
 *   have committed it, so the visitor must not be told that nothing was stored.
 */

export interface GuardOptions {
  /** False when there is no transaction left to roll back (SQLite already did it). */
  inTransaction?: () => boolean;
}

export function guardDialect(inner: Dialect, options: GuardOptions = {}): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => guardDriver(inner.createDriver(), options),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}

function guardDriver(inner: Driver, options: GuardOptions): Driver {
  return {
    init: () => inner.init(),
    acquireConnection: () => inner.acquireConnection(),
    beginTransaction: (c: DatabaseConnection, s: TransactionSettings) => inner.beginTransaction(c, s),
    releaseConnection: (c: DatabaseConnection) => inner.releaseConnection(c),
    destroy: () => inner.destroy(),
    savepoint: inner.savepoint?.bind(inner),
    rollbackToSavepoint: inner.rollbackToSavepoint?.bind(inner),
    releaseSavepoint: inner.releaseSavepoint?.bind(inner),
    async commitTransaction(connection) {
      try {
        await inner.commitTransaction(connection);
      } catch (error) {
        // A server's answer (a DatabaseError with its SQLSTATE) says the commit failed; no answer says nothing.
        if (!(error instanceof pg.DatabaseError) && !isSqliteError(error))
          Object.assign(error as object, { commitOutcomeUnknown: true });
        throw error;
      }
    },
    async rollbackTransaction(connection) {
      if (options.inTransaction && !options.inTransaction()) return;
      try {
        await inner.rollbackTransaction(connection);
      } catch (error) {
        // kysely rethrows the transaction's own error after this; a dead connection is discarded on release.
        log.warn(
          { code: errorCode(error) },
          `banco: ROLLBACK falhou (${errorCode(error)}); vale o erro anterior`,
        );
      }
    },
  };
}

const isSqliteError = (error: unknown) => /^SQLITE_/.test(String((error as { code?: unknown })?.code));

/** A lost or timed-out connection (no answer from the server), or a server that ended the session. */
function breaksConnection(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return error.severity === "FATAL" || error.severity === "PANIC";
  return true;
}

/**
 * The pool kysely uses. pg's query_timeout rejects a query the server does not answer but leaves it in flight: the
 * client, back in the pool, would hold a half-done transaction that a later BEGIN … COMMIT on it could commit
 * once the server wakes up. So a client whose query got no answer is closed on release, never reused; until
 * then it refuses further queries at once (the ROLLBACK would only wait out another timeout).
 */
export function guardPool(pool: pg.Pool): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: string, values: unknown[]) => {
      if (broken.has(client))
        return Promise.reject(new Error("Connection terminated: descartada após uma consulta sem resposta"));
      return client.query(text, values).catch((error: unknown) => {
        if (/Query read timeout/.test(String((error as Error)?.message)))
          Object.assign(error as object, { code: "ETIMEDOUT" });
        if (breaksConnection(error)) broken.add(client);
        throw error;
      });
    }) as PostgresPoolClient["query"],
    release: () => {
      if (!broken.has(client)) return client.release();
      // release(error) makes pg-pool close the client instead of keeping it idle.
      client.release(new Error("conexão descartada"));
    },
  });
  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = wrap(client);
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
