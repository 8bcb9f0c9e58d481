import { describe, expect, it } from "vitest";
import { errorCode, isUnavailable } from "./availability";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isUnavailable", () => {
  it("takes a database that is away, full or read-only as unavailable", () => {
    for (const code of [
      "57P01", // terminating connection due to administrator command (pg_ctl stop/restart)
      "57P03", // the database system is starting up / shutting down
      "08006",
      "53100", // disk full
      "25006",
      "ECONNREFUSED",
      "ECONNRESET",
      "SQLITE_FULL",
      "SQLITE_READONLY",
      "SQLITE_READONLY_DIRECTORY",
      "SQLITE_IOERR_WRITE",
      "SQLITE_CANTOPEN",
      "SQLITE_BUSY",
      "EROFS",
      "ENOSPC",
      "57014", // statement_timeout
      "55P03", // lock not available
      "25P03", // idle_in_transaction_session_timeout
    ])
      expect(isUnavailable(withCode(code)), code).toBe(true);
    expect(isUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isUnavailable(new Error("Query read timeout"))).toBe(true);
    const aggregate = Object.assign(
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
      {},
    );
    expect(isUnavailable(aggregate)).toBe(true);
  });

  it("leaves faults of our own code or data as they are (a 500 with a request id)", () => {
    for (const code of [
      "23505",
      "42P01",
      "22P02",
      "SQLITE_CONSTRAINT_UNIQUE",
      "SQLITE_ERROR",
      "ERR_INVALID_ARG_TYPE",
    ])
      expect(isUnavailable(withCode(code)), code).toBe(false);
    expect(isUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
    expect(isUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("logs a code, never the message", () => {
    expect(errorCode(withCode("57P01", "terminating connection for Maria"))).toBe("57P01");
    expect(errorCode(new TypeError("Maria"))).toBe("TypeError");
    // pg's errors without a code get a fixed label, so the log says what happened.
    expect(errorCode(new Error("Query read timeout"))).toBe("tempo esgotado na consulta");
    expect(errorCode(new Error("Connection terminated due to connection timeout"))).toBe(
      "tempo esgotado ao conectar",
    );
  });
});
