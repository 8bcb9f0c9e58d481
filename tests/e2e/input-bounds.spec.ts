import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: these tests open no page, they speak HTTP to a server of their own.
import { expect, test } from "@playwright/test";
import { sendRaw } from "../../server/http/raw-http-test-kit";
import { answers, type Instance, startInstance, until } from "./support/instance";

/**
 * Bounded input and a loud start, on a production server of this spec's own (SQLite): long request targets,
 * huge chunked contact bodies, a busy port, a client that never finishes its headers, and security headers on
 * every answer the server makes (docs/decisions/087-bounded-input.md, 088-start-and-timeouts.md).
 * Bounds below are stated, generous, and printed with the measured figure.
 */

test.describe.configure({ mode: "serial" });

const port = Number(process.env.BOUNDS_PORT ?? Number(process.env.CLUSTER_PORT ?? 4221) + 9);
const varDir = mkdtempSync(path.join(tmpdir(), "bounds-"));
let server: Instance;

test.beforeAll(async () => {
  server = startInstance(port, { VAR_DIR: varDir, CONTACT_RATE_LIMIT_MAX: "0" });
  await until(() => answers(`${server.origin}/readyz`), `servidor em ${port}: ${server.log()}`, 60_000);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(varDir, { recursive: true, force: true });
});

/** Sends raw bytes and reads the answer until the server closes (or `timeoutMs`). */
const raw = (bytes: string, timeoutMs = 30_000) => sendRaw(port, bytes, timeoutMs);

const get = (target: string, headers: string[] = []) =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${[...headers, "Connection: close"].join("\r\n")}\r\n\r\n`;

function expectSecurityHeaders(head: string, label: string) {
  expect(head, label).toMatch(/^content-security-policy: [^\r]*frame-ancestors 'none'/im);
  expect(head, label).toMatch(/^content-security-policy: [^\r]*base-uri 'none'/im);
  expect(head, label).toMatch(/^x-content-type-options: nosniff/im);
  expect(head, label).toMatch(/^strict-transport-security: max-age=\d{8}/im);
  expect(head, label).toMatch(/^referrer-policy: strict-origin-when-cross-origin/im);
}

test("a 15 KB and a 64 KB path get a 4xx within 2 s each, and /healthz stays fast while 10 arrive at once", async () => {
  const long15 = `/${"a/".repeat(7680)}`;
  const long64 = `/${"a/".repeat(32 * 1024)}`;
  const single = [await raw(get(long15)), await raw(get(long64))];
  // Ten at once, while /healthz is asked every 20 ms: its slowest answer is the event-loop delay seen from outside.
  const health: number[] = [];
  let hammering = true;
  const poll = (async () => {
    while (hammering) {
      const started = performance.now();
      const r = await fetch(`${server.origin}/healthz`);
      expect(r.status).toBe(200);
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => raw(get(i % 2 ? long64 : long15))));
  await until(() => health.length >= 10, "10 respostas do /healthz");
  hammering = false;
  await poll;
  const all = [...single, ...burst];
  const worstHealth = Math.max(...health);
  console.log(
    `caminho de 15 KB: ${single[0]?.status} em ${single[0]?.ms.toFixed(1)} ms; 64 KB: ${single[1]?.status} em ${single[1]?.ms.toFixed(1)} ms; ` +
      `10 juntos: pior ${Math.max(...burst.map((b) => b.ms)).toFixed(1)} ms; /healthz (atraso do laço de eventos visto de fora): ` +
      `${health.length} respostas, pior ${worstHealth.toFixed(1)} ms`,
  );
  for (const answer of all) {
    expect([414, 431]).toContain(answer.status);
    expectSecurityHeaders(answer.head, `status ${answer.status}`);
    expect(answer.ms).toBeLessThan(2000);
  }
  expect(health.length).toBeGreaterThan(0);
  expect(worstHealth).toBeLessThan(1000);
});

/** Streams `megabytes` of chunked body (no Content-Length) until the server answers; the answer's status. */
function hugeChunkedPost(
  target: string,
  type: string,
  megabytes: number,
): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, type.includes("json") ? " " : "a");
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method: "POST",
        agent: false,
        headers: { "content-type": type, origin: "https://www.laboratorioconvale.com.br" },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, sentMb: sent / 1e6 }));
      },
    );
    // The server may close while we are still writing: only a missing answer is a failure.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test("a 50 MB chunked body to each contact endpoint gets 413 and RSS grows by less than 20 MB", async () => {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 10);
  let api: Awaited<ReturnType<typeof hugeChunkedPost>>;
  let form: typeof api;
  let both: (typeof api)[];
  try {
    api = await hugeChunkedPost("/api/enviar-email-contato", "application/json", 50);
    form = await hugeChunkedPost("/contato", "application/x-www-form-urlencoded", 50);
    both = await Promise.all([
      hugeChunkedPost("/api/enviar-email-contato", "application/json", 50),
      hugeChunkedPost("/contato", "application/x-www-form-urlencoded", 50),
    ]);
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, server.rss());
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `RSS antes ${mb(before)} MB, pico ${mb(peak)} MB (+${mb(peak - before)} MB); enviados antes do 413: ` +
      [api, form, ...both].map((r) => `${r.sentMb.toFixed(2)} MB`).join(", "),
  );
  for (const r of [api, form, ...both]) expect(r.status).toBe(413);
  expect(peak - before).toBeLessThan(20 * 1024 * 1024);
  // And the server still answers a normal contact request afterwards.
  expect((await fetch(`${server.origin}/contato`)).status).toBe(200);
});

test("guard answers, parser answers, /healthz and /readyz all carry the security headers", async () => {
  const cases: [string, string, number][] = [
    ["405", `DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 405],
    ["400 host", get("/", []).replace("Host: localhost", "Host: a b"), 400],
    ["400 alvo", get("/%zz"), 400],
    ["414", get(`/${"x".repeat(2000)}`), 414],
    ["431", get("/", [`X-Big: ${"b".repeat(20 * 1024)}`]), 431],
    ["400 parser", "FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ["healthz", get("/healthz"), 200],
    ["readyz", get("/readyz"), 200],
    ["404", get("/nao-existe"), 404],
  ];
  for (const [label, bytes, status] of cases) {
    const answer = await raw(bytes);
    expect(answer.status, label).toBe(status);
    expectSecurityHeaders(answer.head, label);
  }
});

test("starting on a port already in use exits non-zero with a clear message, before the worker starts", async () => {
  const second = startInstance(port, { VAR_DIR: path.join(varDir, "second") });
  const code = await second.exited;
  console.log(`segunda instância na porta ${port}: saiu com ${code}; log: ${second.log().trim()}`);
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(second.log()).toContain("a porta já está em uso");
  expect(second.log()).not.toContain("Site no ar");
  expect(second.log()).not.toMatch(/Mensagens:|outbox/);
});

test("the headers timeout (15 s) fires within 5 s of its value, answered 408 with security headers", async () => {
  test.setTimeout(60_000);
  const answer = await raw("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n", 40_000);
  console.log(
    `headersTimeout configurado 15 000 ms; conexão respondida após ${answer.ms.toFixed(0)} ms com ${answer.status}`,
  );
  expect(answer.status).toBe(408);
  expectSecurityHeaders(answer.head, "408");
  expect(answer.ms).toBeGreaterThanOrEqual(15_000 - 50);
  expect(answer.ms).toBeLessThanOrEqual(20_000);
});
