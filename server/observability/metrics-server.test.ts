import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { registry } from "./metrics";
import { metricsListener } from "./metrics-server";
import { probeDatabaseUp, watchDatabase } from "./store-gauges";

/**
 * GET /metrics (server/observability/metrics-server.ts) with the gauges read at scrape time
 * (server/observability/store-gauges.ts): outbox counts by state, the age of the oldest pending message and
 * today's Web Vitals, from the database the process has open; 0 while it has none.
 */
const hour = 3_600_000;
let varDir = "";
let database: Db;
let origin = "";
let server: http.Server;

async function scrape(): Promise<string> {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

const value = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? Number.NaN,
  );

async function addMessage(id: string, state: "pending" | "failed" | "sent", createdAt: number) {
  await database.db
    .insertInto("contact_message")
    .values({
      id,
      idempotency_key: id,
      created_at: createdAt,
      name: "Teste",
      email: "teste@example.com",
      phone: "",
      subject: "outro",
      body: "corpo",
      channel: "api",
      protocol: null,
    })
    .execute();
  await database.db
    .insertInto("outbox")
    .values({
      id: `o-${id}`,
      message_id: id,
      state,
      next_attempt_at: Date.now() + hour,
      created_at: createdAt,
    })
    .execute();
}

beforeAll(async () => {
  varDir = mkdtempSync(path.join(tmpdir(), "metrics-"));
  database = await openDatabase({ databaseUrl: "", varDir });
  server = http.createServer(metricsListener());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(varDir, { recursive: true, force: true });
});

describe("GET /metrics", () => {
  it("reads 0 for the outbox while no database is open", async () => {
    watchDatabase(() => undefined);
    const text = await scrape();
    expect(value(text, "outbox_pending")).toBe(0);
    expect(value(text, "outbox_parked")).toBe(0);
    expect(value(text, "outbox_oldest_pending_seconds")).toBe(0);
  });

  it("counts pending and parked messages and ages the oldest pending one, from the database", async () => {
    watchDatabase(() => database);
    const now = Date.now();
    await addMessage("antiga", "pending", now - hour);
    await addMessage("nova", "pending", now - 1000);
    await addMessage("estacionada", "failed", now - 2 * hour);
    await addMessage("enviada", "sent", now - 3 * hour);
    const text = await scrape();
    expect(value(text, "outbox_pending")).toBe(2);
    expect(value(text, "outbox_parked")).toBe(1);
    const age = value(text, "outbox_oldest_pending_seconds");
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3600 + 60);
  });

  it("counts today's Web Vitals by metric and rating, leaving earlier days out", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const vital = (day: string, metric: string, rating: string) => ({
      day,
      route: "routes/home",
      metric,
      value: 1,
      rating,
      device: "mobile",
      connection: null,
      build: "teste",
      inp_target: null,
      inp_input_delay: null,
      inp_processing: null,
      inp_presentation: null,
    });
    await database.db
      .insertInto("web_vital")
      .values([
        vital(today, "LCP", "good"),
        vital(today, "LCP", "good"),
        vital(today, "LCP", "poor"),
        vital("2020-01-01", "LCP", "poor"),
      ])
      .execute();
    const text = await scrape();
    expect(value(text, 'web_vitals_today{metric="LCP",rating="good"}')).toBe(2);
    expect(value(text, 'web_vitals_today{metric="LCP",rating="poor"}')).toBe(1);
  });

  it("sets database_up from a write probe where no readiness check runs (the worker alone)", async () => {
    await probeDatabaseUp(database);
    expect(value(await scrape(), "database_up")).toBe(1);
  });

  it("lists the default process series and answers nothing but /metrics", async () => {
    const text = await scrape();
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(await registry.metrics()).toContain("outbox_oldest_pending_seconds");
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(405);
  });
});
