import { describe, expect, it } from "vitest";
import { bothDialects, cleanupsAfterAll, testEnv } from "../contact/contact-test-kit";
import { openDatabase } from "./database";
import { formatProtocol, nextProtocol, type ProtocolKind, protocolPattern, protocolYear } from "./protocol";

const dialects = bothDialects();
const cleanups = cleanupsAfterAll();

// 31 December 2026, 23:59 in São Paulo (UTC-3) is already 1 January 2027 in UTC.
const lastMinuteOf2026 = Date.UTC(2027, 0, 1, 2, 59);
const firstMinuteOf2027 = Date.UTC(2027, 0, 1, 3, 0);

describe("protocolYear and formatProtocol", () => {
  it("take the year in São Paulo's time and pad the number to six digits", () => {
    expect(protocolYear(lastMinuteOf2026)).toBe(2026);
    expect(protocolYear(firstMinuteOf2027)).toBe(2027);
    expect(formatProtocol("CV", 2026, 123)).toBe("CV-2026-000123");
    expect(formatProtocol("MP", 2026, 45)).toBe("MP-2026-000045");
    expect(formatProtocol("CV", 2026, 1_234_567)).toBe("CV-2026-1234567");
    expect("MP-2026-000045").toMatch(protocolPattern);
  });
});

describe.each(dialects)("nextProtocol on $name", ({ target }) => {
  it("counts per kind and year, in sequence, and starts again at 1 in a new year", async () => {
    const t = await target();
    cleanups.push(t.drop);
    const database = await openDatabase({ databaseUrl: t.url, varDir: testEnv().VAR_DIR });
    cleanups.push(database.close);
    const next = (kind: ProtocolKind, at: number) =>
      database.db.transaction().execute((trx) => nextProtocol(trx, kind, at));
    expect(await next("CV", lastMinuteOf2026)).toBe("CV-2026-000001");
    expect(await next("CV", lastMinuteOf2026)).toBe("CV-2026-000002");
    expect(await next("MP", lastMinuteOf2026)).toBe("MP-2026-000001");
    expect(await next("CV", lastMinuteOf2026)).toBe("CV-2026-000003");
    expect(await next("CV", firstMinuteOf2027)).toBe("CV-2027-000001");
    expect(await next("MP", firstMinuteOf2027)).toBe("MP-2027-000001");
    expect(await next("CV", firstMinuteOf2027)).toBe("CV-2027-000002");
    // A transaction that rolls back gives its number back: the sequence has no hole for it.
    await expect(
      database.db.transaction().execute(async (trx) => {
        await nextProtocol(trx, "CV", firstMinuteOf2027);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await next("CV", firstMinuteOf2027)).toBe("CV-2027-000003");
  });
});
