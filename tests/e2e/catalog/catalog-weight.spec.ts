import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { catalogTotal } from "../support/catalog-counts";
import { expect, test } from "../support/fixtures";

/**
 * The budget of docs/architecture.md: /produtos transfers the same bytes whether the catalogue holds 190 or 10,000 products.
 * A second server runs the same build on a synthetic catalogue (CATALOG_DATA_DIR); we compare what a first
 * visit downloads: the gzip document plus every script and stylesheet it links.
 */
const SYNTH_DIR = path.resolve("var/synth-10000");
const SYNTH_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const synthBase = `http://127.0.0.1:${SYNTH_PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(path.join(SYNTH_DIR, "produtos.json"))) {
    const made = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/bench/write-synth-catalog.ts", "10000", SYNTH_DIR],
      {
        stdio: "inherit",
      },
    );
    if (made.status !== 0) throw new Error("npm run synth-catalog failed");
  }
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/main.mjs`], {
    env: {
      ...process.env,
      PORT: String(SYNTH_PORT),
      HOST: "127.0.0.1",
      SITE_URL: "https://www.laboratorioconvale.com.br",
      VAR_DIR: "var/e2e-synth",
      OUTBOX_WORKER: "false",
      CATALOG_DATA_DIR: SYNTH_DIR,
    },
    stdio: "ignore",
  });
  // Wait for the second server to answer its health check (a state, polled), not for a fixed time.
  await expect
    .poll(async () => (await fetch(`${synthBase}/healthz`).catch(() => null))?.ok ?? false, {
      timeout: 30_000,
    })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

async function firstLoadBytes(request: APIRequestContext, base: string, url: string) {
  const get = async (target: string) => {
    const response = await request.get(new URL(target, base).toString(), {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status(), target).toBe(200);
    const body = await response.body();
    // Playwright hands back the decoded body; gzip it again as the server's compression would.
    const { gzipSync } = await import("node:zlib");
    return { text: body.toString("utf8"), bytes: gzipSync(body).length };
  };
  const page = await get(url);
  // Every script and stylesheet the document names (links and the inline module script's imports), then each
  // module's static imports in turn: exactly what the first load downloads, lazy chunks excluded.
  const queue = [...page.text.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
  const seen = new Set<string>();
  let total = page.bytes;
  while (queue.length > 0) {
    const asset = queue.shift() ?? "";
    if (seen.has(asset)) continue;
    seen.add(asset);
    const file = await get(asset);
    total += file.bytes;
    if (asset.endsWith(".js")) {
      for (const m of file.text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
        queue.push(`/assets/${m[1]}`);
    }
  }
  return { document: page.bytes, total, assets: seen.size, html: page.text };
}

test("/produtos weighs the same with 190 and with 10,000 products", async ({ request, baseURL }) => {
  const bundled = await firstLoadBytes(request, baseURL ?? "", "/produtos");
  const synthetic = await firstLoadBytes(request, synthBase, "/produtos");
  // The synthetic server really is serving the big catalogue.
  const count = (html: string) => Number(/(\d+) produto\(s\) encontrado\(s\)/.exec(html)?.[1] ?? 0);
  expect(count(synthetic.html)).toBeGreaterThan(9000);
  expect(count(bundled.html)).toBe(await catalogTotal(request));
  // The comparison covers the scripts too, not just the document.
  expect(bundled.assets).toBeGreaterThan(5);
  console.log(
    `/produtos first load (gzip): 190 products ${bundled.total} B (document ${bundled.document} B), ` +
      `10,000 products ${synthetic.total} B (document ${synthetic.document} B), ${bundled.assets} assets`,
  );
  expect(Math.abs(synthetic.total - bundled.total) / bundled.total).toBeLessThan(0.1);
});
