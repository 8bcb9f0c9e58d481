import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { probeFolder, probeWrite } from "./write-probe";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "write-probe-"));
  dirs.push(dir);
  return dir;
};

describe("readiness write probe", () => {
  it("commits one row, whatever the number of probes, and leaves no probe file behind", async () => {
    const dir = tempDir();
    const database = await openDatabase({ databaseUrl: "", varDir: dir });
    try {
      await probeWrite(database, 1);
      await probeWrite(database, 2);
      const rows = await database.db.selectFrom("health_probe").selectAll().execute();
      expect(rows).toEqual([{ name: "readiness", checked_at: 2 }]);
      expect(readdirSync(dir).filter((f) => f.startsWith(".write-probe"))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("fails with the file system's code where it cannot write", async () => {
    const missing = path.join(tempDir(), "não-existe");
    await expect(probeFolder(missing)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
