#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Prints one closing line "Total: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

// Outside test-results/, which Playwright empties when it starts.
const reports = "var/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const node = process.execPath;
const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck", "--silent"] },
  { name: "lint", cmd: bin("biome"), args: ["check", "."] },
  { name: "catalog:check", cmd: "npm", args: ["run", "catalog:check", "--silent"] },
  // PostgreSQL (contact tests, cluster) and nginx (cluster, proxy cache): installed when root, else the run stops
  // here saying what to install, so those tests never turn into skips.
  { name: "postgres", cmd: node, args: ["scripts/test-env/ensure-postgres.mjs"] },
  { name: "nginx", cmd: node, args: ["scripts/test-env/ensure-nginx.mjs"] },
  // pdftotext reads back the technical-sheet PDFs in the unit tests and tax-codes.spec.ts; node_modules has no PDF reader.
  { name: "poppler", cmd: node, args: ["scripts/test-env/ensure-poppler.mjs"] },
  {
    name: "unit",
    cmd: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`],
  },
  { name: "build", cmd: node, args: ["scripts/build/build.mjs"] },
  // The production build served in-process and spoken to over HTTP, no browser (tests/http/).
  {
    name: "http",
    cmd: bin("vitest"),
    args: [
      "run",
      "--config",
      "tests/http/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/http.json`,
    ],
  },
  // The budgets load every page in Chromium (docs/decisions/099), so the browser comes first.
  { name: "browser", cmd: node, args: ["scripts/test-env/ensure-browser.mjs"] },
  { name: "budgets", cmd: node, args: ["scripts/build/check-budgets.mjs"] },
  {
    name: "e2e",
    cmd: bin("playwright"),
    args: ["test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
];

const results = [];
const startedAll = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) break;
}

function count(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const fromVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + (r.numTodoTests ?? 0),
});
const vitest = count(`${reports}/vitest.json`, fromVitest);
const http = count(`${reports}/http.json`, fromVitest);
const e2e = count(`${reports}/playwright.json`, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));

console.log("\n=== resumo ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failedStep = results.find((r) => !r.ok);
const passed = vitest.passed + http.passed + e2e.passed;
const failed =
  vitest.failed +
  http.failed +
  e2e.failed +
  (failedStep && !["unit", "http", "e2e"].includes(failedStep.name) ? 1 : 0);
console.log(
  `unit: ${vitest.passed} passed, ${vitest.failed} failed; http: ${http.passed} passed, ${http.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  `Total: ${passed} passed, ${failed} failed, ${vitest.skipped + http.skipped + e2e.skipped} skipped`,
);
console.log(`Wall time: ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
process.exit(failedStep || results.length < steps.length ? 1 : 0);
