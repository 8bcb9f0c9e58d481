#!/usr/bin/env node
// `npm run bench`: one run, side by side — throughput and p50/p99 latency (autocannon, 50 connections, no
// pipelining) of a static asset and of the server-rendered pages, each page's ratio to the static asset, the
// contact API (rate limit off, via scripts/bench/bench-contact.ts) and catalogue search times (scripts/bench/bench-search.ts).
// Then the same static asset and product page through the repository's nginx cache (deploy/nginx), whose ratio
// is to nginx serving that asset from disk itself. BENCH_PORT moves the ports (app, app+1 for nginx);
// BENCH_PAGES_ONLY=1 leaves out the contact and search parts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { findNginx, startNginx } from "../test-env/nginx-site.mjs";
import { sampleProductEan, startServer } from "./serve.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
if (!existsSync("build/main.mjs")) {
  const build = spawnSync(process.execPath, ["scripts/build/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function run(url, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, pipelining: 1, duration: DURATION, ...extra }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const PORT = Number(process.env.BENCH_PORT ?? 4620);
const server = await startServer({ port: PORT, env: { HSTS: "false", OUTBOX_WORKER: "false" } });
const rows = [];
const proxied = [];
let nginxNote = "";

/** Warm-up (caches and JIT as on a running site), then the measured run, gzip accepted as browsers do. */
async function measure(label, url) {
  await run(url, { duration: 1 });
  const r = await run(url, { headers: { "accept-encoding": "gzip" } });
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

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
  for (const [label, path] of targets) rows.push(await measure(label, `${server.origin}${path}`));

  const nginx = findNginx();
  if (nginx.bin) {
    const proxy = await startNginx({ bin: nginx.bin, port: PORT + 1, upstreams: [`127.0.0.1:${PORT}`] });
    try {
      proxied.push(await measure("nginx: asset do disco", `${proxy.origin}${asset}`));
      proxied.push(await measure("nginx: /produto (cache)", `${proxy.origin}/produto?ean=${ean}`));
      const check = await fetch(`${proxy.origin}/produto?ean=${ean}`, {
        headers: { "accept-encoding": "gzip" },
      });
      nginxNote = `X-Cache-Status da página após a medição: ${check.headers.get("x-cache-status")}`;
    } finally {
      await proxy.stop();
    }
  } else nginxNote = `nginx indisponível, medição pelo proxy pulada: ${nginx.reason}`;
} finally {
  await server.stop();
}

function table(title, list) {
  const base = list[0]?.rps ?? 1;
  console.log(`\n${title}`);
  console.log(
    `${"alvo".padEnd(24)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"razão".padStart(6)} erros`,
  );
  for (const r of list) {
    console.log(
      `${r.label.padEnd(24)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.rps / base).toFixed(2).padStart(6)} ${r.errors}`,
    );
  }
}

console.log(`\nautocannon: 50 conexões, sem pipelining, ${DURATION}s por alvo`);
table("Direto no app (razão: ao asset JS direto; meta /produto >= 0.80)", rows);
if (proxied.length)
  table("Pelo nginx do repositório (razão: ao arquivo do próprio nginx; meta >= 0.90)", proxied);
const svg = rows.find((r) => r.label === "asset estático (SVG)");
const product = rows.find((r) => r.label === "/produto?ean=…");
if (svg && product)
  console.log(
    `\n/produto em cache / arquivo estático pequeno (SVG): ${(product.rps / svg.rps).toFixed(2)} (meta >= 0.80); carga do sistema: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
console.log(nginxNote);
if (process.env.BENCH_PAGES_ONLY === "1") process.exit(0);

console.log("\nAPI de contato (limite de envios desligado):");
spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/bench-contact.ts"], { stdio: "inherit" });
console.log("\nBusca no catálogo:");
spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/bench/bench-search.ts"], {
  stdio: "inherit",
});
