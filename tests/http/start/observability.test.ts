import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answers, type Instance, startInstance, until } from "../../e2e/support/instance";

/**
 * What an operator reads from a production process (build/main.mjs): one JSON line per request with its id, route,
 * status and duration and nothing personal, and the Prometheus series on METRICS_PORT only, never on the site's
 * port (docs/decisions/131-logs-and-metrics.md, docs/deploy.md "Logs e métricas").
 */
let instance: Instance;
let metricsOrigin = "";
const varDir = mkdtempSync(path.join(tmpdir(), "observe-"));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Every JSON line the process printed; a line that is not JSON fails the test that reads it. */
function lines(): Record<string, unknown>[] {
  return instance
    .log()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`linha de log que não é JSON: ${line}`);
      }
    });
}

beforeAll(async () => {
  // METRICS_PORT=0: the system picks one, and the start-up line says which (as an operator would read it).
  // LOG_LEVEL as in production, whatever the test run quiets.
  instance = startInstance(await freePort(), {
    VAR_DIR: varDir,
    OUTBOX_WORKER: "false",
    METRICS_PORT: "0",
    LOG_LEVEL: "info",
  });
  await until(() => answers(`${instance.origin}/readyz`), `servidor pronto: ${instance.log()}`, 60_000);
  await until(
    () => /Métricas em http:\/\/127\.0\.0\.1:\d+\/metrics/.test(instance.log()),
    "linha das métricas",
  );
  const port = /Métricas em http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(instance.log())?.[1];
  metricsOrigin = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  await instance?.stop();
  rmSync(varDir, { recursive: true, force: true });
});

it("logs a request as one JSON line with its id, route, status and duration, and no query, IP or agent", async () => {
  const response = await fetch(`${instance.origin}/produtos?q=maria.silva%40example.com&utm_source=x`, {
    headers: { "User-Agent": "agente-de-teste/1.0", "X-Forwarded-For": "203.0.113.7" },
  });
  expect(response.status).toBe(200);
  const id = response.headers.get("x-request-id") ?? "";
  expect(id).toMatch(/^[0-9a-f]{12}$/);
  await until(() => instance.log().includes(id), "a linha do pedido");
  const mine = lines().filter((line) => line.requestId === id);
  expect(mine).toHaveLength(1);
  const line = mine[0] ?? {};
  console.log(`linha de log: ${JSON.stringify(line)}`);
  expect(line).toMatchObject({
    level: "info",
    route: "routes/products",
    method: "GET",
    path: "/produtos",
    status: 200,
  });
  expect(typeof line.durationMs).toBe("number");
  expect(typeof line.time).toBe("string");
  const text = JSON.stringify(line);
  expect(text).not.toMatch(/maria|example\.com|utm_|q=|\?/);
  expect(text).not.toMatch(/127\.0\.0\.1|203\.0\.113\.7|agente-de-teste/);
});

it("keeps a proxy's request id, replaces one that is not an id, and names what never reaches a route", async () => {
  const kept = await fetch(`${instance.origin}/quem-somos`, {
    headers: { "X-Request-Id": "3f1c9a0b7d2e4c55" },
  });
  expect(kept.headers.get("x-request-id")).toBe("3f1c9a0b7d2e4c55");
  const replaced = await fetch(`${instance.origin}/healthz`, { headers: { "X-Request-Id": "<script>" } });
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{12}$/);
  const missing = await fetch(`${instance.origin}/nao-existe-esta-pagina`);
  expect(missing.status).toBe(404);
  const missingId = missing.headers.get("x-request-id");
  await until(() => lines().some((line) => line.requestId === missingId), "a linha do 404");
  expect(lines().find((line) => line.requestId === "3f1c9a0b7d2e4c55")).toMatchObject({
    route: "routes/about",
  });
  expect(lines().find((line) => line.requestId === missingId)).toMatchObject({
    route: "routes/not-found",
    status: 404,
  });
});

it("serves the named series on METRICS_PORT, and nothing of them on the site's port", async () => {
  const response = await fetch(`${metricsOrigin}/metrics`);
  expect(response.status).toBe(200);
  const text = await response.text();
  for (const series of [
    "http_request_duration_seconds",
    "outbox_pending",
    "outbox_parked",
    "outbox_oldest_pending_seconds",
    "outbox_deliveries_total",
    "database_up",
    "nodejs_eventloop_lag_seconds",
    "web_vitals_today",
  ])
    expect(text, series).toMatch(new RegExp(`^# TYPE ${series} `, "m"));
  expect(text).toMatch(
    /^http_request_duration_seconds_count\{route="routes\/products",method="GET",status_class="2xx"\} [1-9]/m,
  );
  expect(text).toMatch(/^database_up 1$/m);
  expect(text).toMatch(/^outbox_pending 0$/m);
  expect(text).not.toContain("maria");

  const publicAnswer = await fetch(`${instance.origin}/metrics`);
  expect(publicAnswer.status).toBe(404);
  expect(await publicAnswer.text()).not.toContain("http_request_duration_seconds");
});
