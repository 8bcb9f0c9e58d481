// The decision records stay navigable from a clone: each has a date and a status near its title, and the index
// (docs/decisions/README.md) links every one of them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "docs", "decisions");
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("docs/decisions", () => {
  it("has records", () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)("%s starts with its date and status", (name) => {
    const head = readFileSync(path.join(dir, name), "utf8").split("\n").slice(0, 8).join("\n");
    expect(head).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    expect(head).toMatch(/Status: \w+/);
  });

  it("lists every record in the index", () => {
    const index = readFileSync(path.join(dir, "README.md"), "utf8");
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });
});
