#!/usr/bin/env node
// Fails when a route's initial JS or the site CSS passes its budget (docs/architecture.md, Budgets), read from the build
// manifest. Run by `npm test` right after the build, so a heavy import into a route cannot land unnoticed.
// One more check: zod reaches the browser only through the contact validator (scripts/build/client-zod.mjs,
// docs/decisions/076), so no catalogue code drags the raw-data schemas into a page or the product dialog.
import { zodReach } from "./client-zod.mjs";
import { loadManifest, routeBudgets } from "./route-assets.mjs";

export const JS_BUDGET = 140 * 1024;
export const CSS_BUDGET = 25 * 1024;

const manifest = await loadManifest();
const rows = routeBudgets(manifest);
let failures = 0;
for (const r of rows) {
  const over = [];
  if (r.jsGzip > JS_BUDGET) over.push(`JS ${(r.jsGzip / 1024).toFixed(1)} KB > 140 KB`);
  if (r.cssGzip > CSS_BUDGET) over.push(`CSS ${(r.cssGzip / 1024).toFixed(1)} KB > 25 KB`);
  const status = over.length ? "FAIL" : "ok  ";
  if (over.length) failures++;
  console.log(
    `${status} ${r.id.padEnd(36)} JS ${(r.jsGzip / 1024).toFixed(1).padStart(6)} KB  CSS ${(r.cssGzip / 1024).toFixed(1).padStart(5)} KB ${over.join("; ")}`,
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
const checks = rows.length + 1;
console.log(`budgets: ${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
