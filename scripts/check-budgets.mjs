#!/usr/bin/env node
// Fails when a route's initial JS or the site CSS passes its budget (docs/architecture.md, Budgets), read from the build
// manifest. Run by `npm test` right after the build, so a heavy import into a route cannot land unnoticed.
import { loadManifest, routeBudgets } from "./lib/route-assets.mjs";

export const JS_BUDGET = 140 * 1024;
export const CSS_BUDGET = 25 * 1024;

const rows = routeBudgets(await loadManifest());
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
console.log(`budgets: ${rows.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
