/**
 * Whether a database error means "the database cannot take writes right now" (server restarting or unreachable,
 * disk full, read-only files) rather than a fault in our code or data. Those become an honest 503 for the visitor
 * (nothing was stored, try again in a few minutes); everything else stays a 500 with a request id.
 */

// PostgreSQL SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources (disk full, out of
// memory, too many connections), 57P01-57P05 shutdown / crash recovery / cannot connect now, 25006 read-only
// transaction (a standby after fail-over), and the time limits of server/db/database.ts (pgTimeouts): 57014 a
// statement cancelled by statement_timeout, 55P03 a lock not available, 25P03 a session ended by
// idle_in_transaction_session_timeout. A cancelled transaction stored nothing.
const pgUnavailable = /^(08|53)|^57P0[1-5]$|^25006$|^57014$|^55P03$|^25P03$/;

// Node socket and DNS errors reaching the server.
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

// better-sqlite3 extended result codes: the file or its folder cannot be written, the disk is full or failing.
const sqliteUnavailable = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL)/;

// Errors pg and pg-pool raise without a code when a connection dies or cannot be made in time, with the short
// label the logs give them (their message is fixed text, never row values).
const pgMessages: [RegExp, string][] = [
  [/Connection terminated due to connection timeout/i, "tempo esgotado ao conectar"],
  [/Connection terminated/i, "conexão encerrada"],
  [/timeout exceeded when trying to connect/i, "tempo esgotado esperando conexão livre"],
  [/Query read timeout/i, "tempo esgotado na consulta"],
  [/Client has encountered a connection error/i, "erro de conexão"],
  [/Client was closed and is not queryable/i, "conexão fechada"],
  [/Cannot use a pool after calling end/i, "pool encerrado"],
];

// File-system codes for the SQLite folder (var/) when the file cannot even be opened.
const fsCodes = new Set(["ENOSPC", "EROFS", "EACCES", "EPERM", "EDQUOT", "EIO"]);

export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (pgUnavailable.test(code) || socketCodes.has(code) || fsCodes.has(code)) return true;
    if (sqliteUnavailable.test(code)) return true;
  }
  // AggregateError (pg tries every address of a host name) carries the socket errors inside.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.length > 0 && inner.every(isUnavailable)) return true;
  return typeof message === "string" && pgMessages.some(([p]) => p.test(message));
}

/**
 * A COMMIT sent and never answered (server/db/guarded-driver.ts): the database may have stored the message, so
 * the visitor is not told that nothing was sent.
 */
export function commitOutcomeUnknown(error: unknown): boolean {
  return (error as { commitOutcomeUnknown?: unknown } | null)?.commitOutcomeUnknown === true;
}

/** A short label for the logs: the error's code or class, never its message (it may quote row values). */
export function errorCode(error: unknown): string {
  const e = error as { code?: unknown; name?: unknown } | null;
  if (e && typeof e.code === "string") return e.code;
  const message = (error as { message?: unknown } | null)?.message;
  const known = typeof message === "string" ? pgMessages.find(([p]) => p.test(message)) : undefined;
  if (known) return known[1];
  if (e && typeof e.name === "string") return e.name;
  return "erro";
}
