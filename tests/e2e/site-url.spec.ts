import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: these tests open no page, they speak HTTP to servers of their own.
import { expect, test } from "@playwright/test";
import { answers, type Instance, startInstance, until } from "./support/instance";

/**
 * A production start that listens beyond the loopback without SITE_URL says so, at start and in /readyz, naming
 * what would carry localhost; with SITE_URL, the canonical URL, the sitemap and the export rows use it.
 */
const base = Number(process.env.CLUSTER_PORT ?? 4221);
const varDir = mkdtempSync(path.join(tmpdir(), "site-url-"));
let server: Instance | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});
test.afterAll(() => rmSync(varDir, { recursive: true, force: true }));

async function start(port: number, siteUrl: string | undefined) {
  server = startInstance(port, { HOST: "0.0.0.0", SITE_URL: siteUrl, VAR_DIR: varDir });
  const origin = server.origin;
  await until(() => answers(`${origin}/healthz`), `servidor: ${server.log()}`, 60_000);
  return server;
}

test("without SITE_URL on 0.0.0.0: a warning at start and in /readyz naming what would say localhost", async () => {
  const instance = await start(base + 31, undefined);
  expect(instance.log()).toContain(
    "ATENÇÃO: SITE_URL é http://localhost:3000 e o servidor escuta em 0.0.0.0",
  );
  await until(() => answers(`${instance.origin}/readyz`), "readyz 200", 30_000);
  const body = await (await fetch(`${instance.origin}/readyz`)).json();
  expect(body.warnings).toHaveLength(1);
  expect(body.warnings[0]).toMatch(/URLs canônicas, sitemap\.xml.*planilhas exportadas/);
  const sitemap = await (await fetch(`${instance.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain("<loc>http://localhost:3000/produtos</loc>");
});

test("with SITE_URL: no warning; canonical URL, sitemap and export rows use it", async () => {
  const site = "https://catalogo.convale.test";
  const instance = await start(base + 32, site);
  await until(() => answers(`${instance.origin}/readyz`), "readyz 200", 30_000);
  expect(instance.log()).not.toContain("ATENÇÃO: SITE_URL");
  expect((await (await fetch(`${instance.origin}/readyz`)).json()).warnings).toEqual([]);
  const html = await (await fetch(`${instance.origin}/produto?ean=7897412100014`)).text();
  expect(html).toContain(`<link rel="canonical" href="${site}/produto?ean=7897412100014"`);
  const sitemap = await (await fetch(`${instance.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${site}/produto?ean=7897412100014</loc>`);
  expect(sitemap).not.toContain("localhost");
  const csv = await (await fetch(`${instance.origin}/produtos/exportar?formato=csv`)).text();
  const rows = csv.trim().split("\r\n").slice(1);
  expect(rows.length).toBeGreaterThan(100);
  for (const row of rows) expect(row).toContain(`;${site}/produto?ean=`);
  expect(csv).not.toContain("localhost");
});
