#!/usr/bin/env node
// Production build: generated assets, the React Router build, then the Express entry bundled into build/main.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
// Text assets are compressed once here, at the highest levels, instead of on every request.
const compressible = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) count += precompress(file);
    else if (compressible.test(entry) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count++;
    }
  }
  return count;
}
console.log(`${precompress(path.join(outdir, "client"))} arquivos pré-comprimidos (gzip e brotli).`);
mkdirSync(outdir, { recursive: true });
writeFileSync(`${outdir}/.stamp`, new Date().toISOString());
console.log(`Build pronto em ${outdir}/.`);
