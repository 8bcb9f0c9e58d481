#!/usr/bin/env node
// `npm run test:ops`: the operations tier (tests/ops/) and the packshots' OCR. Needs PostgreSQL and nginx (installed when root, else the
// run stops saying what to install: never a skip), Chromium and the production build (built when missing).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const node = process.execPath;
const started = Date.now();
const buildDir = process.env.BUILD_DIR ?? "build";
const steps = [
  { name: "postgres", cmd: node, args: ["scripts/test-env/ensure-postgres.mjs"] },
  { name: "nginx", cmd: node, args: ["scripts/test-env/ensure-nginx.mjs"] },
  { name: "browser", cmd: node, args: ["scripts/test-env/ensure-browser.mjs"] },
  // tesseract with its Portuguese data reads every packshot's label (scripts/build/assets/packshot-ocr.test.ts).
  { name: "tesseract", cmd: node, args: ["scripts/test-env/ensure-tesseract.mjs"] },
  {
    name: "packshot-ocr",
    cmd: "node_modules/.bin/vitest",
    args: ["run", "scripts/build/assets/packshot-ocr.test.ts"],
    env: { PACKSHOT_OCR: "1" },
  },
  ...(existsSync(path.join(buildDir, "main.mjs"))
    ? []
    : [{ name: "build", cmd: node, args: ["scripts/build/build.mjs"] }]),
  {
    name: "ops",
    cmd: "node_modules/.bin/playwright",
    args: ["test", "--config", "playwright.ops.config.ts"],
  },
];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const run = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  if (run.status !== 0) {
    console.log(`\nFAIL ${step.name}; wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\nops: ok; wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
