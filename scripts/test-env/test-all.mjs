#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Prints one closing line "Total: N passed, N failed".
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

// Outside test-results/, which Playwright empties when it starts.
const reports = "var/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const node = process.execPath;
const bin = (name) => `node_modules/.bin/${name}`;
// Steps in one inner list run side by side (their output is printed whole as each ends); the lists run in order.
// Paired are steps that share no files, ports or database and whose tests measure nothing against a clock: the
// typecheck beside the build, the HTTP tier beside the budgets. The unit tier (timers, leases, child processes)
// and the browser tier each have the machine to themselves. On 2 cores this saved ≈ 35 s (docs/decisions/137).
const stages = [
  [{ name: "lint", cmd: bin("biome"), args: ["check", "."] }],
  [{ name: "catalog:check", cmd: "npm", args: ["run", "catalog:check", "--silent"] }],
  // PostgreSQL (contact tests, cluster) and nginx (cluster, proxy cache): installed when root, else the run stops
  // here saying what to install, so those tests never turn into skips.
  [{ name: "postgres", cmd: node, args: ["scripts/test-env/ensure-postgres.mjs"] }],
  [{ name: "nginx", cmd: node, args: ["scripts/test-env/ensure-nginx.mjs"] }],
  // pdftotext reads back the technical-sheet PDFs in the unit tests and tax-codes.spec.ts; node_modules has no PDF reader.
  [{ name: "poppler", cmd: node, args: ["scripts/test-env/ensure-poppler.mjs"] }],
  // The budgets and the e2e tier drive Chromium (docs/decisions/099, 135).
  [{ name: "browser", cmd: node, args: ["scripts/test-env/ensure-browser.mjs"] }],
  [
    {
      name: "unit",
      cmd: bin("vitest"),
      args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`],
    },
  ],
  [
    { name: "typecheck", cmd: "npm", args: ["run", "typecheck", "--silent"] },
    { name: "build", cmd: node, args: ["scripts/build/build.mjs"] },
  ],
  [
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
    { name: "budgets", cmd: node, args: ["scripts/build/check-budgets.mjs"] },
  ],
  [
    {
      name: "e2e",
      cmd: bin("playwright"),
      args: ["test", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    },
  ],
];
const stepCount = stages.flat().length;

/** Runs one step; alone it prints as it goes, beside another its output is kept and printed when it ends. */
function runStep(step, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    const finish = (ok) => {
      if (!alone) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

const results = [];
const startedAll = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n=== ${stage[0].name} ===`);
  else console.log(`\n=== ${stage.map((s) => s.name).join(" + ")} (side by side) ===`);
  results.push(...(await Promise.all(stage.map((step) => runStep(step, alone)))));
  if (results.some((r) => !r.ok)) break;
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

/**
 * The first lines of each failure's error, repeated beside the summary: CI keeps only the tail of the output, and
 * without them a failure far up (a console error a fixture caught, say) is known only by its title.
 */
function failureDigest() {
  const lines = [];
  const plain = (text) =>
    stripVTControlCharacters(String(text ?? ""))
      .split("\n")
      // Stack frames say less than the message and the diff; the file and line of the failure are in the title.
      .filter((line) => line.trim() && !/^\s+at /.test(line))
      .slice(0, 10);
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== "passed" && result.status !== "skipped")
            lines.push(`- ${path}${spec.title}`, ...plain(result.error?.message).map((l) => `    ${l}`));
    for (const child of suite.suites ?? []) walk(child, `${path}${child.title} › `);
  };
  count(`${reports}/playwright.json`, (r) => {
    for (const suite of r.suites ?? []) walk(suite, `${suite.title} › `);
  });
  for (const file of ["vitest.json", "http.json"])
    count(`${reports}/${file}`, (r) => {
      for (const t of r.testResults ?? [])
        for (const a of t.assertionResults ?? [])
          if (a.status === "failed")
            lines.push(`- ${a.fullName}`, ...plain(a.failureMessages?.[0]).map((l) => `    ${l}`));
    });
  return lines.slice(0, 40);
}

const digest = failureDigest();
// CI keeps only the last lines of the output: the failures' titles are repeated there, below the totals.
const failedTitles = digest.filter((line) => line.startsWith("- ")).slice(0, 5);
if (digest.length) console.log(`\n=== falhas (início de cada erro) ===\n${digest.join("\n")}`);

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
if (failedTitles.length) console.log(`Falharam:\n${failedTitles.join("\n")}`);
console.log(`Wall time: ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
process.exit(failedStep || results.length < stepCount ? 1 : 0);
