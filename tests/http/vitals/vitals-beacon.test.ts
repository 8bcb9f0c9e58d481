import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlitePath } from "../../../server/db/database";
import { VITALS_RATE_LIMIT } from "../../../server/vitals/vitals-port";
import { answers, until } from "../../e2e/support/instance";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * POST /api/vitals on the production build (docs/decisions/133-field-measurement.md): a beacon as the page's
 * reporter sends it is stored and answered 204; anything else gets a 4xx and leaves the table as it was; the
 * address's quota ends in 429. What is stored is read back from the site's own SQLite file.
 */
let site: ServedSite;
let file: SQLite.Database;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
  await until(() => answers(`${site.base}/readyz`), "readyz 200");
  file = new SQLite(sqlitePath({ varDir: process.env.VAR_DIR as string }), { readonly: true });
});
afterAll(async () => {
  file?.close();
  await site.close();
});

const beacon = {
  metric: "LCP",
  value: 1834.5,
  rating: "needs-improvement",
  route: "routes/home",
  device: "mobile",
  connection: "4g",
  build: "a1b2c3d4",
};
const stored = () => (file.prepare("select count(*) as n from web_vital").get() as { n: number }).n;
/** As navigator.sendBeacon sends a string body. */
const send = (body: string, type = "text/plain;charset=UTF-8") =>
  site.get("/api/vitals", { method: "POST", body, headers: { "content-type": type } });

describe("POST /api/vitals", () => {
  it("stores a valid beacon with the server's day and nothing about the visitor, and answers 204", async () => {
    const before = stored();
    const answer = await send(JSON.stringify(beacon));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(stored()).toBe(before + 1);
    const row = file.prepare("select * from web_vital order by rowid desc limit 1").get();
    expect(row).toEqual({
      day: new Date().toISOString().slice(0, 10),
      route: "routes/home",
      metric: "LCP",
      value: 1834.5,
      rating: "needs-improvement",
      device: "mobile",
      connection: "4g",
      build: "a1b2c3d4",
      inp_target: null,
      inp_input_delay: null,
      inp_processing: null,
      inp_presentation: null,
    });
    const inp = { ...beacon, metric: "INP", value: 96, rating: "good" };
    const detail = { target: "nav > button", inputDelay: 8, processing: 70, presentation: 18 };
    expect((await send(JSON.stringify({ ...inp, inp: detail }), "application/json")).status).toBe(204);
  });

  it.each([
    ["oversized (5 KB)", JSON.stringify({ ...beacon, route: `routes/${"a".repeat(5000)}` }), undefined, 413],
    ["malformed JSON", '{"metric":"LCP",', undefined, 400],
    ["an unknown metric", JSON.stringify({ ...beacon, metric: "FID" }), undefined, 400],
    ["NaN", JSON.stringify(beacon).replace("1834.5", "NaN"), undefined, 400],
    ["Infinity", JSON.stringify(beacon).replace("1834.5", "1e999"), undefined, 400],
    ["a form body", "metric=LCP&value=1", "application/x-www-form-urlencoded", 415],
    ["a multipart body", "--x\r\n\r\n--x--", "multipart/form-data; boundary=x", 415],
    ["no content type", JSON.stringify(beacon), "", 415],
  ])("refuses %s with a 4xx and stores nothing", async (_, body, type, status) => {
    const before = stored();
    const answer = await send(body, type);
    expect(answer.status).toBe(status);
    expect((await answer.json()).message).toMatch(/\w/);
    expect(stored()).toBe(before);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const answer = await site.get("/api/vitals");
    expect([answer.status, answer.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("answers 429 once the address has used its quota, storing nothing more", async () => {
    let accepted = 0;
    let limited: Response | undefined;
    for (let i = 0; i <= VITALS_RATE_LIMIT.max && !limited; i++) {
      const answer = await send(JSON.stringify(beacon));
      if (answer.status === 429) limited = answer;
      else {
        expect(answer.status).toBe(204);
        accepted++;
      }
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The two earlier beacons and this run's count against the same quota.
    expect(accepted + 2).toBe(VITALS_RATE_LIMIT.max);
    const before = stored();
    expect((await send(JSON.stringify(beacon))).status).toBe(429);
    expect(stored()).toBe(before);
  });
});

it("every page carries the reporter and the web-vitals module it loads is served", async () => {
  const html = await (await site.get("/")).text();
  const url = /\(u\)=>import\(u\)/.test(html) && html.match(/"moduleUrl":"(\/assets\/web-vitals[^"]+)"/)?.[1];
  expect(url).toBeTruthy();
  const module = await site.get(url as string);
  expect(module.status).toBe(200);
  expect(module.headers.get("content-type")).toMatch(/javascript/);
});
