#!/usr/bin/env node
// `npm run bench`: one run, side by side — throughput and p50/p99 latency (autocannon, 50 connections, no
// pipelining) of a static asset and of the server-rendered pages, each page's ratio to the static asset, the
// contact API (rate limit off, via scripts/bench-contact.ts) and catalogue search times (scripts/bench-search.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { sampleProductEan, startServer } from "./lib/serve.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
if (!existsSync("build/main.mjs")) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function run(url, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, pipelining: 1, duration: DURATION, ...extra }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const server = await startServer({ port: 4620, env: { HSTS: "false", OUTBOX_WORKER: "false" } });
const rows = [];
try {
  const html = await (await fetch(`${server.origin}/`)).text();
  const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  const ean = await sampleProductEan(server.origin);
  const targets = [
    ["asset estático (JS)", asset],
    ["asset estático (SVG)", "/favicon.svg"],
    ["/", "/"],
    ["/produtos", "/produtos"],
    ["/produto?ean=…", `/produto?ean=${ean}`],
  ];
  for (const [label, path] of targets) {
    // Warm-up so caches and the JIT are in the state a running site is in.
    await run(`${server.origin}${path}`, { duration: 1 });
    const r = await run(`${server.origin}${path}`, { headers: { "accept-encoding": "gzip" } });
    rows.push({
      label,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
} finally {
  await server.stop();
}

const base = rows[0]?.rps ?? 1;
console.log(`\nautocannon: 50 conexões, sem pipelining, ${DURATION}s por alvo`);
console.log(
  `${"alvo".padEnd(24)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"razão".padStart(6)} erros`,
);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(24)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.rps / base).toFixed(2).padStart(6)} ${r.errors}`,
  );
}

console.log("\nAPI de contato (limite de envios desligado):");
spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-contact.ts"], { stdio: "inherit" });
console.log("\nBusca no catálogo:");
spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/bench-search.ts"], {
  stdio: "inherit",
});
