import type { Challenge } from "altcha-lib";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import {
  bothDialects,
  cleanupsAfterAll,
  postJson,
  solve,
  startApi,
  startTwoApis,
  testEnv,
  validBody,
} from "./contact-test-kit";
import { createContactLimiter } from "./rate-limit";
import { loadSharedKey } from "./shared-key";

/** Two instances on one database, as behind a balancer: they must share the robot-check key and the limit. */

const dialects = bothDialects();
const cleanups = cleanupsAfterAll();

// No ALTCHA_HMAC_KEY: each instance must find the key in the database, not make its own.
const twoInstances = (target: { url: string }, overrides: Parameters<typeof testEnv>[0] = {}) =>
  startTwoApis(testEnv({ DATABASE_URL: target.url, ALTCHA_HMAC_KEY: "", ...overrides }), cleanups);

const challenge = async (base: string) => (await (await fetch(`${base}/api/altcha`)).json()) as Challenge;

describe.each(dialects)("two instances on $name", ({ target: url }) => {
  it("share one generated key: a challenge from one is accepted by the other", async () => {
    const target = await url();
    cleanups.push(target.drop);
    const [a, b] = await twoInstances(target, { CONTACT_MIN_FILL_MS: "0" });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      // Challenge and form token made by one instance, the message posted to the other.
      const altcha = await solve(await challenge(from.base));
      const formToken = from.runtime.service.issueFormToken();
      const res = await postJson(to.base, await validBody({ altcha, formToken }));
      expect(res.status, await res.text()).toBe(202);
    }
  });

  it("count one address's posts together: the quota holds across both instances", async () => {
    const target = await url();
    cleanups.push(target.drop);
    const [a, b] = await twoInstances(target, { CONTACT_RATE_LIMIT_MAX: "3", CONTACT_MIN_FILL_MS: "0" });
    const statuses: number[] = [];
    for (const api of [a, b, a, b, a, b]) {
      const altcha = await solve(await challenge(api.base));
      const formToken = api.runtime.service.issueFormToken();
      statuses.push((await postJson(api.base, await validBody({ altcha, formToken }))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
  });
});

describe.each(dialects)("the database rate limiter on $name", ({ target: url }) => {
  it("purges only counters whose window ended", async () => {
    const target = await url();
    cleanups.push(target.drop);
    const env = testEnv({ DATABASE_URL: target.url });
    const database = await openDatabase({ databaseUrl: target.url, varDir: env.VAR_DIR });
    cleanups.push(database.close);
    const limiter = await createContactLimiter(database, { max: 1, windowMs: 600_000 });
    expect(await limiter.consume("203.0.113.1")).toEqual({ ok: true });
    expect(await limiter.consume("203.0.113.1")).toMatchObject({
      ok: false,
      retryAfterS: expect.any(Number),
    });
    const { db } = database;
    const rows = () =>
      sql<{ n: number }>`select count(*) as n from contact_rate_limit`
        .execute(db)
        .then((r) => Number(r.rows[0]?.n));
    expect(await rows()).toBe(1);
    await limiter.purge();
    expect(await rows()).toBe(1);
    await sql`update contact_rate_limit set expire = 1`.execute(db);
    await limiter.purge();
    expect(await rows()).toBe(0);
  });
});

describe("the rate limit on the no-JavaScript form", () => {
  it("counts the form and the API together; a limited form post gets a short page, not the site", async () => {
    const api = await startApi(testEnv({ CONTACT_RATE_LIMIT_MAX: "1", CONTACT_MIN_FILL_MS: "0" }));
    cleanups.push(api.close);
    const altcha = await solve(await challenge(api.base));
    const formToken = api.runtime.service.issueFormToken();
    expect((await postJson(api.base, await validBody({ altcha, formToken }))).status).toBe(202);
    const form = await fetch(`${api.base}/contato`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nomeCompleto: "Maria" }),
    });
    expect(form.status).toBe(429);
    expect(form.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await form.text();
    expect(html).toContain("Sua mensagem não foi registrada");
    // The standalone router has no React Router build: a short answer is the limiter's own page.
    expect(html.length).toBeLessThan(1500);
  });
});

describe("loadSharedKey", () => {
  it("says where the key comes from and generates it only once", async () => {
    const env = testEnv();
    const database = await openDatabase({ databaseUrl: "", varDir: env.VAR_DIR });
    cleanups.push(database.close);
    expect(await loadSharedKey("from-env", database, env.VAR_DIR)).toEqual({
      key: "from-env",
      source: "env",
    });
    const first = await loadSharedKey("", database, env.VAR_DIR);
    expect(first.source).toBe("generated");
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadSharedKey("", database, env.VAR_DIR)).toEqual({ key: first.key, source: "database" });
  });
});
