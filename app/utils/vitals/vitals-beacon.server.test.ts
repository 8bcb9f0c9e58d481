import { describe, expect, it } from "vitest";
import { handleVitalsBeacon, parseBeacon } from "./vitals-beacon.server";
import type { VitalsBeacon, VitalsPort } from "./vitals-contract";

const SITE = "https://www.laboratorioconvale.com.br";
const valid = {
  metric: "INP",
  value: 184,
  rating: "good",
  route: "routes/product",
  device: "mobile",
  connection: "4g",
  build: "a1b2c3d4",
  inp: { target: "button#aba-composicao", inputDelay: 12, processing: 150, presentation: 22 },
};
const bytes = (text: string) => new TextEncoder().encode(text);

function port(): VitalsPort & { stored: VitalsBeacon[] } {
  const stored: VitalsBeacon[] = [];
  return {
    stored,
    async record(b) {
      stored.push(b);
      return { status: 204 };
    },
  };
}

const post = (body: string, type = "text/plain;charset=UTF-8", headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/vitals`, { method: "POST", body, headers: { "content-type": type, ...headers } });

describe("parseBeacon", () => {
  it("takes a beacon of each metric", () => {
    for (const metric of ["LCP", "CLS", "FCP", "TTFB"]) {
      const { inp: _, ...rest } = valid;
      expect(parseBeacon(bytes(JSON.stringify({ ...rest, metric, value: 0.05 }))).ok).toBe(true);
    }
    expect(parseBeacon(bytes(JSON.stringify(valid)))).toEqual({ ok: true, beacon: valid });
  });

  it.each([
    ["an unknown metric", { ...valid, metric: "FID" }],
    ["a value that is a string", { ...valid, value: "NaN" }],
    ["a negative value", { ...valid, value: -1 }],
    ["a CLS above 10", { ...valid, metric: "CLS", value: 11, inp: undefined }],
    ["an unknown rating", { ...valid, rating: "ok" }],
    ["an unknown device", { ...valid, device: "watch" }],
    ["an unknown connection", { ...valid, connection: "5g" }],
    ["a route with markup", { ...valid, route: "<script>" }],
    ["an extra field", { ...valid, userAgent: "Mozilla/5.0" }],
    ["INP detail on another metric", { ...valid, metric: "LCP" }],
    ["a target of 201 characters", { ...valid, inp: { ...valid.inp, target: "a".repeat(201) } }],
  ])("refuses %s", (_, body) => {
    expect(parseBeacon(bytes(JSON.stringify(body)))).toMatchObject({
      ok: false,
      status: 400,
      error: "invalid",
    });
  });

  it("refuses NaN and Infinity, which JSON writes as no number or too large a one", () => {
    const text = JSON.stringify(valid);
    expect(parseBeacon(bytes(text.replace("184", "NaN")))).toMatchObject({ error: "badJson" });
    expect(parseBeacon(bytes(text.replace("184", "1e999")))).toMatchObject({ error: "invalid" });
  });

  it("refuses a body over 4 KB and one that is no UTF-8 JSON", () => {
    const big = JSON.stringify({ ...valid, route: "routes/x", pad: "a".repeat(4100) });
    expect(parseBeacon(bytes(big))).toMatchObject({ status: 413 });
    expect(parseBeacon(bytes("{metric:"))).toMatchObject({ status: 400, error: "badJson" });
    expect(parseBeacon(new Uint8Array([0x7b, 0xff, 0x7d]))).toMatchObject({ error: "badJson" });
  });
});

describe("handleVitalsBeacon", () => {
  it("stores a beacon sent as sendBeacon sends a string, and answers 204", async () => {
    const store = port();
    const response = await handleVitalsBeacon(post(JSON.stringify(valid)), store, SITE);
    expect(response.status).toBe(204);
    expect(store.stored).toEqual([valid]);
  });

  it.each([
    ["a form", "application/x-www-form-urlencoded", 415],
    ["no UTF-8", "text/plain;charset=latin1", 415],
    ["JSON", "application/json", 204],
  ])("content type %s → %i", async (_, type, status) => {
    const response = await handleVitalsBeacon(post(JSON.stringify(valid), type), port(), SITE);
    expect(response.status).toBe(status);
  });

  it("refuses another site's page, GET, a missing store and a limited address, storing nothing", async () => {
    const store = port();
    const other = post(JSON.stringify(valid), undefined, { origin: "https://example.com" });
    expect((await handleVitalsBeacon(other, store, SITE)).status).toBe(403);
    const get = await handleVitalsBeacon(new Request(`${SITE}/api/vitals`), store, SITE);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    expect((await handleVitalsBeacon(post(JSON.stringify(valid)), undefined, SITE)).status).toBe(503);
    const limited: VitalsPort = { record: async () => ({ status: 429, retryAfterS: 60 }) };
    const answer = await handleVitalsBeacon(post(JSON.stringify(valid)), limited, SITE);
    expect([answer.status, answer.headers.get("retry-after")]).toEqual([429, "60"]);
    expect(store.stored).toEqual([]);
  });
});
