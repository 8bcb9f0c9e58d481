#!/usr/bin/env node
// Production build: generated assets, the React Router build, then the Express entry bundled into build/main.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const outdir = process.env.BUILD_DIR ?? "build";

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Steps that generate files into public/ (product images, technical sheets) run first when they exist.
for (const step of ["scripts/generate-assets.ts"]) {
  if (existsSync(step)) run(process.execPath, ["--import", "tsx", step]);
}

run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"]);

await build({
  entryPoints: ["server/main.ts", "server/worker.ts"].filter((f) => existsSync(f)),
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
mkdirSync(outdir, { recursive: true });
writeFileSync(`${outdir}/.stamp`, new Date().toISOString());
console.log(`Build pronto em ${outdir}/.`);
