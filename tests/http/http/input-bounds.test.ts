import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendRaw } from "../../../server/http/raw-http-test-kit";
import { answers, until } from "../../e2e/support/instance";
import { rawGet as get } from "../support/raw-request";
import { instanceEnv } from "../support/server-env";
import { type ServedSite, SITE_URL, serveSite } from "../support/site";

/**
 * Bounded input on the production site (SQLite): long request targets, huge chunked contact bodies, a client
 * that never finishes its headers, and security headers on every answer the server makes
 * (docs/decisions/087-bounded-input.md, 088-start-and-timeouts.md). Bounds below are stated, generous, and
 * printed with the measured figure. The site runs in this process, so its memory is this process's.
 */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: { ...instanceEnv, CONTACT_RATE_LIMIT_MAX: "0" } });
  await until(() => answers(`${site.base}/readyz`), "readyz 200");
});
afterAll(() => site.close());

/** Sends raw bytes and reads the answer until the server closes (or `timeoutMs`). */
const raw = (bytes: string, timeoutMs = 30_000) => sendRaw(site.port, bytes, timeoutMs);

function expectSecurityHeaders(head: string, label: string) {
  expect(head, label).toMatch(/^content-security-policy: [^\r]*frame-ancestors 'none'/im);
  expect(head, label).toMatch(/^content-security-policy: [^\r]*base-uri 'none'/im);
  expect(head, label).toMatch(/^x-content-type-options: nosniff/im);
  expect(head, label).toMatch(/^strict-transport-security: max-age=\d{8}/im);
  expect(head, label).toMatch(/^referrer-policy: strict-origin-when-cross-origin/im);
}

it("a 15 KB and a 64 KB path get a 4xx within 2 s each, and /healthz stays fast while 10 arrive at once", async () => {
  const long15 = `/${"a/".repeat(7680)}`;
  const long64 = `/${"a/".repeat(32 * 1024)}`;
  const single = [await raw(get(long15)), await raw(get(long64))];
  // Ten at once, while /healthz is asked every 20 ms: its slowest answer is the event-loop delay seen from outside.
  const health: number[] = [];
  let hammering = true;
  const poll = (async () => {
    while (hammering) {
      const started = performance.now();
      const r = await site.get("/healthz");
      expect(r.status).toBe(200);
      await r.arrayBuffer();
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
        port: site.port,
        path: target,
        method: "POST",
        agent: false,
        headers: { "content-type": type, origin: SITE_URL },
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

it("a 50 MB chunked body to each contact endpoint gets 413 and RSS grows by less than 20 MB", async () => {
  // Client and server share this process: the growth measured bounds both together.
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
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
  peak = Math.max(peak, process.memoryUsage.rss());
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `RSS antes ${mb(before)} MB, pico ${mb(peak)} MB (+${mb(peak - before)} MB); enviados antes do 413: ` +
      [api, form, ...both].map((r) => `${r.sentMb.toFixed(2)} MB`).join(", "),
  );
  for (const r of [api, form, ...both]) expect(r.status).toBe(413);
  expect(peak - before).toBeLessThan(20 * 1024 * 1024);
  // And the server still answers a normal contact request afterwards.
  expect((await site.get("/contato")).status).toBe(200);
});

it("guard answers, parser answers, /healthz and /readyz all carry the security headers", async () => {
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

it("the headers timeout (15 s) fires within 5 s of its value, answered 408 with security headers", {
  timeout: 60_000,
}, async () => {
  const answer = await raw("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n", 40_000);
  console.log(
    `headersTimeout configurado 15 000 ms; conexão respondida após ${answer.ms.toFixed(0)} ms com ${answer.status}`,
  );
  expect(answer.status).toBe(408);
  expectSecurityHeaders(answer.head, "408");
  expect(answer.ms).toBeGreaterThanOrEqual(15_000 - 50);
  expect(answer.ms).toBeLessThanOrEqual(20_000);
});
