import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { findNginx, startNginx } from "../../scripts/test-env/nginx-site.mjs";
import { sendRaw } from "../../server/http/raw-http-test-kit";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";

/**
 * Abuse costs the abuser (issue 35, decision 130), through the repository's nginx template in front of one
 * production instance that trusts it (TRUST_PROXY=1): the proxy cache never shows another visitor's spelling
 * of a search, one client's flood of searches is refused while another's pages are served, health checks are
 * never limited, and nginx's own answers carry the security headers and no version. Visitors are told apart by
 * their own loopback address (127.0.0.N), which nginx passes on in X-Forwarded-For.
 */

test.describe.configure({ mode: "serial" });

// Inside this helper's range (4430-4439), beside the suite's own server on E2E_PORT.
const base = Number(process.env.ABUSE_PORT ?? 4433);
const appPort = base;
const proxyPort = base + 1;
const deadProxyPort = base + 2;
// Nothing listens here: the upstream of the nginx that answers 502.
const deadPort = base + 3;
const buildDir = process.env.BUILD_DIR ?? "build";

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

function request(
  from: string,
  target: string,
  options: { method?: string; body?: string; port?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? proxyPort,
        path: target,
        method: options.method ?? "GET",
        localAddress: from,
        agent: false,
        headers: options.body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The value of the catalogue's search box as the server rendered it. */
function searchBoxValue(html: string): string | undefined {
  // The list's own box (the header's search box is empty on every page).
  const input = [...html.matchAll(/<input\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => /\bid="busca-produtos"/.test(tag));
  const value = input && /\bvalue="([^"]*)"/.exec(input)?.[1];
  return value
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

let app: Instance | undefined;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const nginx = findNginx();
  // Never a skip: without nginx the tier fails, saying what to install.
  if (!nginx.bin) throw new Error(`nginx indisponível: ${nginx.reason}`);
  const varDir = mkdtempSync(path.join(tmpdir(), "abuse-"));
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }));
  app = startInstance(appPort, { TRUST_PROXY: "1", VAR_DIR: varDir, CONTACT_RATE_LIMIT_MAX: "200" });
  cleanups.push(() => app?.stop());
  await until(() => answers(`${app?.origin}/readyz`), `instância na porta ${appPort}: ${app.log()}`, 60_000);
  const clientDir = `${buildDir}/client`;
  const proxy = await startNginx({
    bin: nginx.bin,
    port: proxyPort,
    upstreams: [`127.0.0.1:${appPort}`],
    clientDir,
  });
  cleanups.push(() => proxy.stop());
  const dead = await startNginx({
    bin: nginx.bin,
    port: deadProxyPort,
    upstreams: [`127.0.0.1:${deadPort}`],
    clientDir,
    waitForApp: false,
  });
  cleanups.push(() => dead.stop());
  // The first render loads the catalogue: done here, directly on the instance, where the loopback is not counted.
  await request("127.0.0.1", "/produtos?q=aquecer", { port: appPort });
});

test.afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test("a page cached for an odd spelling of q is never served for /produtos?q=omega, which shows omega", async () => {
  const from = "127.0.0.2";
  // Each spelling folds to "omega" in the search; each is kept in the cache under its own address.
  const spellings = ["Ô̶M̶E̶G̶A̶", "OMEGA", "Ômega", "omega\u0301"];
  for (const q of spellings) {
    const target = `/produtos?q=${encodeURIComponent(q)}`;
    const first = await request(from, target);
    expect(first.status, q).toBe(200);
    expect(searchBoxValue(first.body), q).toBe(q);
    const again = await request(from, target);
    expect(again.headers["x-cache-status"], q).toBe("HIT");
  }
  for (const attempt of ["first", "cached"]) {
    const page = await request(from, "/produtos?q=omega");
    expect(page.status, attempt).toBe(200);
    expect(page.headers["x-cache-status"], attempt).toBe(attempt === "first" ? "MISS" : "HIT");
    expect(searchBoxValue(page.body), attempt).toBe("omega");
    // Product names carry "OMEGA" and "Ômega" themselves; the struck-through and the accented spellings are the
    // visitors' alone.
    for (const q of [spellings[0], spellings[3]]) expect(page.body, `${attempt}: ${q}`).not.toContain(q);
  }
});

test("50 random searches a second from one client: 429 for it, 200 for another client's pages and for health checks", async () => {
  const abuser = "127.0.0.3";
  const visitor = "127.0.0.4";
  const visitorPages = [
    "/quem-somos",
    "/produtos?q=vitamina",
    "/produtos",
    "/contato",
    "/produtos?q=colageno",
  ];
  const flood: Promise<Reply>[] = [];
  const visits: Promise<Reply>[] = [];
  const health: Promise<Reply>[] = [];
  for (let i = 0; i < 50; i++) {
    flood.push(request(abuser, `/produtos?q=${Math.random().toString(36).slice(2)}`));
    if (i % 10 === 5) {
      visits.push(request(visitor, visitorPages[(i - 5) / 10] ?? "/"));
      health.push(request(abuser, "/healthz"), request(abuser, "/readyz"));
    }
    // 50 a second: the pace of the flood, not a measurement.
    await new Promise((r) => setTimeout(r, 20));
  }
  const floodReplies = await Promise.all(flood);
  const statuses = floodReplies.map((r) => r.status);
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  expect((await Promise.all(visits)).map((r) => r.status)).toEqual(visitorPages.map(() => 200));
  expect((await Promise.all(health)).map((r) => r.status)).toEqual(Array(10).fill(200));

  // Refused by the app, which saw the client's own address through nginx: its short page, in Portuguese. Past
  // its quota of 30 that is 20 of the 50; nginx's burst of 40 may refuse the odd last one itself (text/plain).
  const byApp = floodReplies.filter(
    (r) => r.status === 429 && /^text\/html/.test(r.headers["content-type"] ?? ""),
  );
  expect(byApp.length, statuses.join(" ")).toBeGreaterThanOrEqual(15);
  const refused = byApp[0];
  expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
  expect(refused?.headers["cache-control"]).toBe("no-store");
  expect(refused?.body).toContain('<html lang="pt-BR">');
  expect(refused?.body).toContain("Muitos pedidos em pouco tempo");
  // One more new search: refused for the abuser, served to the visitor (no cache kept the refusal).
  expect((await request(abuser, "/produtos?q=outra")).status).toBe(429);
  expect((await request(visitor, "/produtos?q=outra")).status).toBe(200);
});

test("pages served from nginx's cache never count in the app; a flood of them is shed by nginx's limit_req", async () => {
  const reader = "127.0.0.5";
  await request(reader, "/privacidade");
  // More cached pages than the app's quota (30): none reached the app, so a search after them is still served.
  for (let i = 0; i < 35; i++) {
    const page = await request(reader, "/privacidade");
    expect(page.headers["x-cache-status"]).toBe("HIT");
    expect(page.status).toBe(200);
  }
  expect((await request(reader, "/produtos?q=depois-do-cache")).status).toBe(200);

  // A hundred at once, all cached: nginx refuses past its burst itself, in Portuguese, with Retry-After.
  const flood = await Promise.all(Array.from({ length: 100 }, () => request("127.0.0.6", "/privacidade")));
  const refused = flood.find((r) => r.status === 429);
  expect(refused, flood.map((r) => r.status).join(" ")).toBeDefined();
  expect(refused?.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(refused?.body).toBe(
    "Muitos pedidos em pouco tempo a partir da sua conexão. Aguarde alguns segundos e tente novamente.\n",
  );
  expect(refused?.headers["retry-after"]).toBe("1");
  expectOwnAnswerHeaders(refused?.rawHeaders ?? [], "429 do nginx");
  // Health checks are outside the limit.
  expect((await request("127.0.0.6", "/healthz")).status).toBe(200);
});

/** The security headers nginx adds to what it answers itself, each once, and no version in Server. */
function expectOwnAnswerHeaders(rawHeaders: string[], label: string) {
  const header = (name: string) => {
    const found: string[] = [];
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (rawHeaders[i]?.toLowerCase() === name) found.push(rawHeaders[i + 1] ?? "");
    return found;
  };
  expect(header("server"), label).toEqual(["nginx"]);
  expect(header("content-security-policy"), label).toEqual([
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ]);
  expect(header("x-content-type-options"), label).toEqual(["nosniff"]);
  expect(header("x-frame-options"), label).toEqual(["DENY"]);
  expect(header("referrer-policy"), label).toEqual(["strict-origin-when-cross-origin"]);
  expect(header("strict-transport-security")[0], label).toMatch(/^max-age=\d{8}/);
  expect(header("permissions-policy"), label).toHaveLength(1);
}

/** Raw header lines ("name: value") as [name, value, …] like Node's rawHeaders. */
const rawHeadersOf = (head: string) =>
  head
    .split("\r\n")
    .slice(1)
    .flatMap((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at), line.slice(at + 1).trim()];
    });

test("nginx's own answers (400, 405, 413, 414, 501, 502, files from disk) carry the security headers and no version", async () => {
  const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");
  const raw = async (bytes: string, port = proxyPort) => {
    const answer = await sendRaw(port, bytes, 10_000);
    return { status: answer.status, rawHeaders: rawHeadersOf(answer.head), body: utf8(answer.body) };
  };
  const asset = readdirSync(`${buildDir}/client/assets`).find((f) => f.endsWith(".js")) ?? "";
  const cases: [string, Promise<{ status: number; rawHeaders: string[]; body: string }>, number, string][] = [
    ["linha de pedido ilegível", raw("GARBAGE\r\n\r\n"), 400, "Pedido inválido."],
    [
      "POST num arquivo",
      request("127.0.0.7", `/assets/${asset}`, { method: "POST", body: "a=1" }),
      405,
      "Método não permitido para este endereço.",
    ],
    [
      "corpo de 100 KB",
      request("127.0.0.7", "/contato", { method: "POST", body: `a=${"b".repeat(100_000)}` }),
      413,
      "O conteúdo enviado é grande demais.",
    ],
    ["endereço de 10 KB", request("127.0.0.7", `/${"a".repeat(10_000)}`), 414, "Endereço longo demais."],
    [
      "Transfer-Encoding desconhecido",
      raw("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: foo\r\nConnection: close\r\n\r\n"),
      501,
      "Pedido não suportado.",
    ],
    [
      "nenhuma instância no ar",
      request("127.0.0.7", "/quem-somos", { port: deadProxyPort }),
      502,
      "O site está temporariamente indisponível. Tente novamente em alguns instantes.",
    ],
  ];
  for (const [label, answer, status, text] of cases) {
    const reply = await answer;
    expect(reply.status, label).toBe(status);
    expect(reply.body, label).toBe(`${text}\n`);
    expectOwnAnswerHeaders(reply.rawHeaders, label);
  }

  // A hashed asset nginx serves from disk: the same headers, and its year-long Cache-Control once.
  const file = await request("127.0.0.7", `/assets/${asset}`);
  expect(file.status).toBe(200);
  expectOwnAnswerHeaders(file.rawHeaders, "arquivo do disco");
  expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  // A page from the app keeps the app's own headers, none added or doubled by nginx.
  const page = await request("127.0.0.7", "/quem-somos");
  const csp = page.rawHeaders
    .filter((_, i) => i % 2 === 0)
    .filter((n) => n.toLowerCase() === "content-security-policy");
  expect(csp).toHaveLength(1);
  expect(page.headers["content-security-policy"]).toContain("script-src");
  expect(page.headers.server).toBe("nginx");
});
