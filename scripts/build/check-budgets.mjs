#!/usr/bin/env node
// Fails when a page route's JavaScript passes 150 KB gzip or a page's CSS passes its budget (docs/architecture.md,
// Budgets; docs/decisions/134, which retired the JavaScript-at-load budget of decision 099). The JavaScript held to
// the budget is the route's own, from the build manifest: the entry and every module of its route chain, which
// every page now downloads and runs at load to hydrate (scripts/build/route-assets.mjs). Run by `npm test` right
// after the build, it also serves the build and loads every page in Chromium (scripts/build/js-at-load.mjs) for its
// CSS, and prints for information what a page downloads until the network is quiet (the code of visible controls
// preloaded when idle included) and every chunk the route can ever reach (route-total-js.mjs). A page route without
// a line in scripts/build/page-budgets.mjs fails too.
// One more check: zod reaches the browser only through the contact validator (scripts/build/client-zod.mjs,
// docs/decisions/076), so no catalogue code drags the raw-data schemas into a page or the product dialog.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sampleProductEan, startServer } from "../bench/serve.mjs";
import { testChromiumPath } from "../test-env/chromium.mjs";
import { zodReach } from "./client-zod.mjs";
import { measureAtLoad } from "./js-at-load.mjs";
import { CSS_BUDGET, PAGE_BUDGETS, TOTAL_JS_BUDGET } from "./page-budgets.mjs";
import { loadManifest, routeBudgets } from "./route-assets.mjs";
import { routeTotals } from "./route-total-js.mjs";

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
    { ready: "html[data-hydrated]", executablePath: testChromiumPath },
  );
} finally {
  await server.stop();
  rmSync(varDir, { recursive: true, force: true });
}

const own = new Map(routeBudgets(manifest).map((r) => [r.id, r.jsGzip]));
const totals = new Map(routeTotals(manifest).map((t) => [t.id, t.jsGzip]));
console.log(
  `${"".padEnd(5)}${"route".padEnd(30)}${"page".padEnd(30)} route JS (budget)   CSS (budget)   until quiet   reachable`,
);
for (const [i, b] of budgets.entries()) {
  const r = rows[i];
  const js = own.get(b.id) ?? 0;
  const over = [];
  if (js > TOTAL_JS_BUDGET) over.push(`JS ${kb(js)} KB > ${kb(TOTAL_JS_BUDGET)} KB`);
  if (r.cssGzip > CSS_BUDGET) over.push(`CSS ${kb(r.cssGzip)} KB > ${kb(CSS_BUDGET)} KB`);
  if (over.length) failures++;
  console.log(
    `${over.length ? "FAIL" : "ok  "} ${b.id.padEnd(30)}${b.path.slice(0, 29).padEnd(30)} ${kb(js).padStart(6)} KB (${kb(TOTAL_JS_BUDGET)})   ${kb(r.cssGzip).padStart(5)} KB (${kb(CSS_BUDGET)})   ${kb(r.jsGzip).padStart(8)} KB   ${kb(totals.get(b.id) ?? 0).padStart(6)} KB ${over.join("; ")}`,
  );
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
