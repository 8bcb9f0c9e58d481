import { describe, expect, it } from "vitest";
import { createExportCache, type ExportBody } from "./export-cache.server";

function deferred() {
  let resolve: (body: ExportBody) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<ExportBody>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createExportCache", () => {
  it("shares a build per key, refuses builds beyond the limit, and keeps finished files", async () => {
    const cache = createExportCache({ maxBytes: 1000, maxBuilding: 2 });
    const a = deferred();
    const b = deferred();
    let builds = 0;
    const build = (d: ReturnType<typeof deferred>) => () => {
      builds++;
      return d.promise;
    };
    const first = cache.get("a", build(a));
    const same = cache.get("a", build(a));
    cache.get("b", build(b));
    expect(builds).toBe(2);
    expect(cache.get("c", build(deferred()))).toEqual({ busy: true });
    expect(cache.building()).toBe(2);
    a.resolve("file a");
    b.resolve("file b");
    if ("busy" in first || "busy" in same) throw new Error("expected bodies");
    expect(await first.body).toBe("file a");
    expect(await same.body).toBe("file a");
    expect(cache.building()).toBe(0);
    const hit = cache.get("a", build(deferred()));
    if ("busy" in hit) throw new Error("expected a hit");
    expect(await hit.body).toBe("file a");
    expect(builds).toBe(2);
  });

  it("does not keep a failed build, and evicts by bytes", async () => {
    const cache = createExportCache({ maxBytes: 10, maxBuilding: 1 });
    const failing = deferred();
    const first = cache.get("x", () => failing.promise);
    failing.reject(new Error("boom"));
    if ("busy" in first) throw new Error("expected a body");
    await expect(first.body).rejects.toThrow("boom");
    let built = 0;
    const make = (body: string) => () => {
      built++;
      return Promise.resolve(body);
    };
    const retry = cache.get("x", make("12345678"));
    if ("busy" in retry) throw new Error("expected a body");
    expect(await retry.body).toBe("12345678");
    const other = cache.get("y", make("12345678"));
    if ("busy" in other) throw new Error("expected a body");
    await other.body;
    // 8 + 8 bytes > 10: x was evicted, so asking again builds it again.
    const again = cache.get("x", make("12345678"));
    if ("busy" in again) throw new Error("expected a body");
    await again.body;
    expect(built).toBe(3);
  });
});
