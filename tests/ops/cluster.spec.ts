import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import pg from "pg";
import { startNginx } from "../../scripts/test-env/nginx-site.mjs";
import {
  freshPostgresSchema,
  postgresUrl,
  solve,
  startSmtp,
  validFields,
} from "../../server/contact/contact-test-kit";
import { answers, until } from "../e2e/support/instance";

/**
 * "correct on N instances": two production servers (build/main.mjs) on one PostgreSQL behind Debian's
 * nginx in round-robin, started WITHOUT ALTCHA_HMAC_KEY. Visitors are told apart by their own loopback address
 * (127.0.0.N), which nginx passes on in X-Forwarded-For, as a real edge proxy does with the client's address.
 */

test.describe.configure({ mode: "serial" });

// Inside this helper's assigned range (4220-4239), beside the suite's own server on E2E_PORT.
const basePort = Number(process.env.CLUSTER_PORT ?? 4221);
const proxyPort = basePort;
const appPorts = [basePort + 1, basePort + 2];
const quota = 3;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request from a given loopback address (fetch cannot choose its source address). */
function request(
  from: string,
  pathname: string,
  options: { method?: string; json?: unknown; port?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? proxyPort,
        path: pathname,
        method: options.method ?? "GET",
        localAddress: from,
        agent: false,
        headers: body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** What a visitor's browser does: open /contato (form token), fetch and solve a challenge, post the JSON. */
async function visit(from: string, name: string): Promise<{ reply: Reply; upstreams: string[] }> {
  const page = await request(from, "/contato");
  const token = /name="formToken"[^>]*value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  const challengeReply = await request(from, "/api/altcha");
  const altcha = await solve(JSON.parse(challengeReply.body) as Challenge);
  const reply = await request(from, "/api/enviar-email-contato", {
    method: "POST",
    json: { ...validFields(), nomeCompleto: name, formToken: token, altcha },
  });
  const upstreams = [page, challengeReply, reply].map((r) => String(r.headers["x-upstream"]));
  return { reply, upstreams };
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const logs: string[] = ["", ""];
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let db: pg.Client | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Both helpers install what is missing when run as root, and otherwise say why they cannot.
  spawnSync(process.execPath, ["scripts/test-env/ensure-postgres.mjs"], { stdio: "ignore" });
  // Never a skip: without PostgreSQL or nginx the tier fails, saying what to install.
  const pgUrl = postgresUrl();
  const nginx = spawnSync(process.execPath, ["scripts/test-env/ensure-nginx.mjs"], { encoding: "utf8" });
  if (nginx.status !== 0) throw new Error(`nginx indisponível: ${nginx.stderr.trim()}`);
  const schema = await freshPostgresSchema(pgUrl.url);
  cleanups.push(schema.drop);
  db = new pg.Client({ connectionString: schema.url });
  await db.connect();
  cleanups.push(() => db?.end());
  smtp = await startSmtp();
  cleanups.push(() => smtp?.close());

  const varRoot = mkdtempSync(path.join(tmpdir(), "cluster-"));
  cleanups.push(() => rmSync(varRoot, { recursive: true, force: true }));
  // Started together, so both race to create the schema, the limiter's table and the shared key.
  appPorts.forEach((port, i) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: "https://www.laboratorioconvale.com.br",
      VAR_DIR: path.join(varRoot, `app${i}`),
      DATABASE_URL: schema.url,
      SMTP_URL: smtp?.url,
      TRUST_PROXY: "1",
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT_MAX: String(quota),
      OUTBOX_POLL_MS: "100",
    };
    delete env.ALTCHA_HMAC_KEY;
    const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/main.mjs`], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (c: Buffer) => {
      logs[i] += c.toString();
    });
    child.stderr?.on("data", (c: Buffer) => {
      logs[i] += c.toString();
    });
    children.push(child);
  });
  for (const port of appPorts) {
    const origin = `http://127.0.0.1:${port}`;
    await until(() => answers(`${origin}/healthz`), `porta ${port} (logs: ${logs.join(" | ")})`, 60_000);
    // Ready, not only alive: each instance opens the database (and reads or makes the shared key) after it listens.
    await until(
      () => answers(`${origin}/readyz`),
      `banco aberto na porta ${port} (logs: ${logs.join(" | ")})`,
      60_000,
    );
  }
  // The repository's own nginx configuration (deploy/nginx/site.conf.template), with the test-only X-Upstream.
  const proxy = await startNginx({
    bin: nginx.stdout.trim(),
    port: proxyPort,
    upstreams: appPorts.map((p) => `127.0.0.1:${p}`),
    upstreamHeader: true,
  });
  cleanups.push(() => proxy.stop());
});

test.afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : undefined)),
  );
  for (const c of cleanups.reverse()) await c();
});

test("two instances without ALTCHA_HMAC_KEY share one key from the database and say so", async () => {
  const keyLine = /chave do ALTCHA: (gerada agora e guardada no|lida do) banco \(postgres/g;
  // What a failure shows: the start-up lines of each instance, not the whole log (CI prints only its tail).
  const startLines = () =>
    logs
      .map((l, i) =>
        l
          .split("\n")
          .filter((line) => /ALTCHA|banco|tentativa|EADDRINUSE|fatal/.test(line))
          .map((line) => `[${appPorts[i]}] ${line}`)
          .join("\n"),
      )
      .join("\n");
  // A child's log line can reach this process after its /readyz answer did, so wait for a line from each.
  await expect
    .poll(() => logs.map((l) => (l.match(keyLine)?.length ?? 0) > 0), { message: startLines() })
    .toEqual([true, true]);
  // One instance made the key and every other line read it. An open retried after the key was read (a slow
  // machine's timeout on the limiter's table, logged as "nova tentativa") reads it again: one more "lida" line.
  const all = logs.join("\n");
  expect(
    all.match(/chave do ALTCHA: gerada agora e guardada no banco \(postgres/g)?.length,
    startLines(),
  ).toBe(1);
  expect(
    all.match(/chave do ALTCHA: lida do banco \(postgres/g)?.length ?? 0,
    startLines(),
  ).toBeGreaterThanOrEqual(1);
  expect(all, startLines()).not.toMatch(/chave do ALTCHA: ALTCHA_HMAC_KEY do ambiente/);
});

test("20 visitors through nginx round-robin: 20 stored, 20 protocols, 20 delivered once each", async () => {
  test.setTimeout(120_000);
  const n = 20;
  const visits = await Promise.all(
    Array.from({ length: n }, (_, i) => visit(`127.0.0.${10 + i}`, `Visitante ${i + 1}`)),
  );
  expect(visits.map((v) => v.reply.status)).toEqual(Array(n).fill(202));
  // Round-robin sent pages, challenges and posts to both instances, so most visitors crossed between them.
  const served = new Set(visits.flatMap((v) => v.upstreams));
  expect([...served].sort()).toEqual(appPorts.map((p) => `127.0.0.1:${p}`).sort());
  // Both instances numbered messages at once from the one counter row: 20 short protocols, none given twice.
  const protocols = visits.map((v) => (JSON.parse(v.reply.body) as { protocol?: string }).protocol ?? "");
  for (const p of protocols) expect(p).toMatch(/^CV-\d{4}-\d{6}$/);
  expect(new Set(protocols).size).toBe(n);
  const storedProtocols = await db?.query<{ protocol: string }>("select protocol from contact_message");
  expect(storedProtocols?.rows.map((r) => r.protocol).sort()).toEqual([...protocols].sort());

  const stored = await db?.query<{ n: string }>("select count(*) as n from contact_message");
  expect(Number(stored?.rows[0]?.n)).toBe(n);
  await until(async () => (smtp?.received.length ?? 0) >= n, "20 e-mails");
  await until(async () => {
    const pending = await db?.query("select 1 from outbox where state <> 'sent'");
    return pending?.rowCount === 0;
  }, "outbox toda enviada");
  const ids = (smtp?.received ?? []).map((m) => m.header("message-id"));
  expect(ids).toHaveLength(n);
  expect(new Set(ids).size).toBe(n);
  const names = (smtp?.received ?? []).map((m) => /Visitante \d+/.exec(m.raw)?.[0]).sort();
  expect(new Set(names).size).toBe(n);
  // Each e-mail's subject leads with the protocol its visitor was shown.
  const subjects = (smtp?.received ?? []).map(
    (m) => /^\[(CV-\d{4}-\d{6})\] /.exec(m.header("subject") ?? "")?.[1],
  );
  expect(subjects.sort()).toEqual([...protocols].sort());
});

test("one address sending across both instances is limited after the quota in total", async () => {
  const from = "127.0.0.200";
  const statuses: number[] = [];
  const upstreams = new Set<string>();
  for (let i = 0; i < quota + 3; i++) {
    const { reply, upstreams: via } = await visit(from, `Insistente ${i + 1}`);
    statuses.push(reply.status);
    upstreams.add(via[2] ?? "");
  }
  expect(upstreams.size).toBe(2);
  expect(statuses).toEqual([...Array(quota).fill(202), 429, 429, 429]);
});

test("absolute URLs through the proxy come from SITE_URL on both instances: exports, canonical, sitemap", async () => {
  const site = "https://www.laboratorioconvale.com.br";
  const upstreams = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const csv = await request("127.0.0.1", `/produtos/exportar?formato=csv&q=vitamina&v=${i}`);
    upstreams.add(String(csv.headers["x-upstream"]));
    const rows = csv.body.trim().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(`;${site}/produto?ean=`);
    expect(csv.body).not.toMatch(/localhost|127\.0\.0\.1/);
  }
  const page = await request("127.0.0.1", "/produto?ean=7897412100014");
  expect(page.body).toContain(`<link rel="canonical" href="${site}/produto?ean=7897412100014"`);
  const sitemap = await request("127.0.0.1", "/sitemap.xml");
  expect(sitemap.body).toContain(`<loc>${site}/produtos</loc>`);
  expect(sitemap.body).not.toMatch(/localhost|127\.0\.0\.1/);
  expect(upstreams.size).toBe(2);
});
