import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { answers, type Instance, startInstance, until } from "../../e2e/support/instance";

/**
 * What the production entry (server/main.ts) does as it starts, seen on the process it runs (build/main.mjs):
 * a busy port ends it loudly (docs/decisions/088-start-and-timeouts.md); listening beyond the loopback without
 * SITE_URL warns at start and in /readyz, naming what would carry localhost. No site is served in this process:
 * the instances inherit its environment.
 */
async function listenOnFreePort(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

let busy: Server;
let busyPort: number;
let instance: Instance | undefined;
const varDir = mkdtempSync(path.join(tmpdir(), "start-"));

beforeAll(async () => {
  busy = createServer();
  busyPort = await listenOnFreePort(busy, "127.0.0.1");
});
afterEach(async () => {
  await instance?.stop();
  instance = undefined;
});
afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
  rmSync(varDir, { recursive: true, force: true });
});

it("starting on a port already in use exits non-zero with a clear message, before the worker starts", async () => {
  instance = startInstance(busyPort, { VAR_DIR: path.join(varDir, "second") });
  const code = await instance.exited;
  console.log(`instância na porta ocupada ${busyPort}: saiu com ${code}; log: ${instance.log().trim()}`);
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(instance.log()).toContain("a porta já está em uso");
  expect(instance.log()).not.toContain("Site no ar");
  expect(instance.log()).not.toMatch(/Mensagens:|outbox/);
});

/** A port the system gives and takes back at once: free for the instance to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnFreePort(probe, "0.0.0.0");
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A production start on 0.0.0.0, as a host beyond the loopback would run it. */
async function startOnAllInterfaces(siteUrl: string | undefined) {
  const port = await freePort();
  const started = startInstance(port, { HOST: "0.0.0.0", SITE_URL: siteUrl, VAR_DIR: varDir });
  instance = started;
  await until(() => answers(`${started.origin}/healthz`), `servidor: ${started.log()}`, 60_000);
  await until(() => answers(`${started.origin}/readyz`), "readyz 200", 30_000);
  return started;
}

it("without SITE_URL on 0.0.0.0: a warning at start and in /readyz naming what would say localhost", {
  timeout: 90_000,
}, async () => {
  const started = await startOnAllInterfaces(undefined);
  expect(started.log()).toContain("ATENÇÃO: SITE_URL é http://localhost:3000 e o servidor escuta em 0.0.0.0");
  const body = await (await fetch(`${started.origin}/readyz`)).json();
  expect(body.warnings).toHaveLength(1);
  expect(body.warnings[0]).toMatch(/URLs canônicas, sitemap\.xml.*planilhas exportadas/);
  const sitemap = await (await fetch(`${started.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain("<loc>http://localhost:3000/produtos</loc>");
});

it("with SITE_URL on 0.0.0.0: no warning at start", { timeout: 90_000 }, async () => {
  const started = await startOnAllInterfaces("https://catalogo.convale.test");
  expect(started.log()).not.toContain("ATENÇÃO: SITE_URL");
});
