#!/usr/bin/env node
// Fails when a page's JavaScript executed at load or its CSS passes its budget (docs/architecture.md, Budgets;
// docs/decisions/099). Run by `npm test` right after the build: it serves the build and loads every page route in
// Chromium (scripts/build/js-at-load.mjs), so lazy chunks started at load count and code that waits for intent
// does not. A page route without a budget line (scripts/build/page-budgets.mjs) fails too.
// One more check: zod reaches the browser only through the contact validator (scripts/build/client-zod.mjs,
// docs/decisions/076), so no catalogue code drags the raw-data schemas into a page or the product dialog.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sampleProductEan, startServer } from "../bench/serve.mjs";
import { zodReach } from "./client-zod.mjs";
import { measureAtLoad } from "./js-at-load.mjs";
import { CSS_BUDGET, PAGE_BUDGETS } from "./page-budgets.mjs";
import { loadManifest } from "./route-assets.mjs";

const kb = (n) => (n / 1024).toFixed(1);

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const manifest = await loadManifest();
const pageRoutes = Object.values(manifest.assets.routes).filter((r) => r.id !== "root" && r.hasDefaultExport);
let failures = 0;
const unknown = pageRoutes.filter((r) => !PAGE_BUDGETS[r.id]);
for (const r of unknown) {
  failures++;
  console.log(`FAIL ${r.id}: no budget in scripts/build/page-budgets.mjs`);
}

const port = Number(process.env.BUDGET_PORT ?? (await freePort()));
const varDir = mkdtempSync(path.join(tmpdir(), "budgets-"));
const server = await startServer({
  port,
  env: { HSTS: "false", SITE_URL: `http://127.0.0.1:${port}`, VAR_DIR: varDir },
});
let rows;
const budgets = pageRoutes
  .filter((r) => PAGE_BUDGETS[r.id])
  .map((r) => ({ id: r.id, ...PAGE_BUDGETS[r.id] }));
try {
  const ean = await sampleProductEan(server.origin);
  for (const b of budgets) b.path = b.path.replace("{ean}", ean);
  rows = await measureAtLoad(
    server.origin,
    budgets.map((b) => b.path),
    { ready: "html[data-hydrated], template#scripts-on-intent" },
  );
} finally {
  await server.stop();
  rmSync(varDir, { recursive: true, force: true });
}

console.log(`${"".padEnd(5)}${"route".padEnd(30)}${"page".padEnd(30)} JS at load (budget)   CSS (budget)`);
for (const [i, b] of budgets.entries()) {
  const r = rows[i];
  const over = [];
  if (r.jsGzip > b.js) over.push(`JS ${kb(r.jsGzip)} KB > ${kb(b.js)} KB`);
  if (r.cssGzip > CSS_BUDGET) over.push(`CSS ${kb(r.cssGzip)} KB > ${kb(CSS_BUDGET)} KB`);
  if (over.length) failures++;
  console.log(
    `${over.length ? "FAIL" : "ok  "} ${b.id.padEnd(30)}${b.path.slice(0, 29).padEnd(30)} ${kb(r.jsGzip).padStart(6)} KB (${kb(b.js).padStart(5)})   ${kb(r.cssGzip).padStart(5)} KB (${kb(CSS_BUDGET)}) ${over.join("; ")}`,
  );
  if (over.length && process.env.BUDGET_VERBOSE !== "0")
    for (const s of r.scripts) console.log(`       ${kb(s.gzip).padStart(6)} KB ${s.url}`);
}

const zod = zodReach(manifest);
if (zod.leaks.length > 0) {
  failures++;
  console.log(`FAIL zod reaches the browser outside the contact validator (${zod.reached} chunks walked):`);
  for (const trail of zod.leaks) console.log(`       ${trail.join(" -> ")}`);
  console.log(
    "       Server-only parsing belongs in app/features/catalog/ingest/*.server.ts (docs/decisions/076).",
  );
} else {
  const where = zod.zodChunks.length
    ? `only in ${zod.zodChunks.join(", ")}, reached through the contact validator alone`
    : "in no chunk";
  console.log(`ok   zod in the browser: ${where} (${zod.reached} chunks walked from the entry and routes)`);
}
const checks = budgets.length + unknown.length + 1;
console.log(`budgets: ${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
