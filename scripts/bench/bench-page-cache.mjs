#!/usr/bin/env node
// Does the in-process page cache (server/pages/page-cache.ts until 03e227f, PAGE_CACHE) earn its keep against nginx's proxy_cache
// honouring the app's Cache-Control (deploy/nginx, decision 075)? Four set-ups — A: PAGE_CACHE=true direct,
// B: PAGE_CACHE=false direct, C: true behind nginx, D: false behind nginx — each run on a fresh process (and a fresh
// nginx cache), in an order that changes from run to run so that a busy moment of the shared machine does not land
// on one set-up only. Per set-up and run: the first request of each page (a cold miss, after other pages warmed the
// process), then autocannon (50 connections, no pipelining, a browser's Accept-Encoding, one second of warm-up
// first) per page, then the Node process's RSS. Prints each run with the load average, then the medians.
// Decision 120 holds a printed table. The cache was removed after it: run this on a build of a commit that still
// has it (03e227f or earlier: `git archive 03e227f | tar -x -C <dir>`); at later commits A is B and C is D. Env: BUILD_DIR (default build), BENCH_SECONDS (8), BENCH_RUNS (4),
// BENCH_PORT (4700; set-up i uses BENCH_PORT + 2i for the app and + 2i + 1 for nginx).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { findNginx, startNginx } from "../test-env/nginx-site.mjs";
import { sampleProductEan, startServer, warmUp } from "./serve.mjs";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 4700);
// What Chromium sends for a navigation.
const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};

const SETUPS = [
  { id: "A", label: "A cache em processo, direto", pageCache: true, nginx: false },
  { id: "B", label: "B sem cache, direto", pageCache: false, nginx: false },
  { id: "C", label: "C cache em processo + nginx", pageCache: true, nginx: true },
  { id: "D", label: "D sem cache + nginx", pageCache: false, nginx: true },
];
// A balanced order per run: each set-up runs first, second, third and last once in four runs.
const ORDERS = ["ABCD", "BADC", "CDAB", "DCBA"];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
};
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, pipelining: 1, duration, headers: BROWSER }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** One request as a browser sends it, timed until the whole body is read. */
async function timedGet(url) {
  const start = performance.now();
  const res = await fetch(url, { headers: BROWSER });
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, nginx: res.headers.get("x-cache-status") };
}

// Pages and addresses: the product is the bench's usual one (serve.mjs); the others are real links of the site.
const probe = await startServer({
  buildDir: BUILD_DIR,
  port: PORT + 10,
  env: { HSTS: "false", OUTBOX_WORKER: "false" },
});
const ean = await sampleProductEan(probe.origin);
const sitemap = await (await fetch(`${probe.origin}/sitemap.xml`)).text();
await probe.stop();
const otherEans = [...sitemap.matchAll(/produto\?ean=(\d+)/g)].map((m) => m[1]).filter((e) => e !== ean);
const PAGES = [
  { label: "/", path: "/" },
  { label: "/produtos?categoria=Suplemento", path: "/produtos?categoria=Suplemento" },
  { label: "/produtos?q=vitamina", path: "/produtos?q=vitamina" },
  { label: `/produto?ean=${ean}`, path: `/produto?ean=${ean}` },
];
// Rendered once each before the cold misses, so those time a first render in a warmed process, not JIT start-up.
const WARM_PATHS = [
  "/quem-somos",
  "/unidades-negocio",
  "/produtos?categoria=Cosmetico",
  "/produtos?categoria=Medicamento",
  "/produtos?q=protetor",
  "/produtos?q=colageno",
  "/produtos?q=omega",
  ...otherEans.filter((_, i) => i % 19 === 0).map((e) => `/produto?ean=${e}`),
];

const nginx = findNginx();
if (!nginx.bin) {
  console.error(`nginx indisponível: ${nginx.reason}`);
  process.exit(1);
}

async function runSetup(setup, index) {
  const appPort = PORT + 2 * index;
  const loadBefore = load();
  const server = await startServer({
    buildDir: BUILD_DIR,
    port: appPort,
    env: { HSTS: "false", OUTBOX_WORKER: "false", PAGE_CACHE: String(setup.pageCache) },
  });
  const proxy = setup.nginx
    ? await startNginx({
        bin: nginx.bin,
        port: appPort + 1,
        upstreams: [`127.0.0.1:${appPort}`],
        clientDir: path.join(BUILD_DIR, "client"),
      })
    : undefined;
  const front = proxy?.origin ?? server.origin;
  const result = { setup: setup.id, load: loadBefore, pages: {} };
  try {
    await warmUp(server, WARM_PATHS);
    for (const page of PAGES) {
      const cold = await timedGet(`${front}${page.path}`);
      if (cold.status !== 200) throw new Error(`${setup.id} ${page.path}: status ${cold.status}`);
      if (setup.nginx && cold.nginx !== "MISS")
        throw new Error(`${page.path}: nginx ${cold.nginx}, não MISS`);
      result.pages[page.label] = { cold: cold.ms };
      await warmUp(server, []); // background recompression (page cache) done before the next one
    }
    for (const page of PAGES) {
      await cannon(`${front}${page.path}`, 1);
      await warmUp(server, []);
      const r = await cannon(`${front}${page.path}`, SECONDS);
      const after = await timedGet(`${front}${page.path}`);
      Object.assign(result.pages[page.label], {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bytes: r.requests.total ? r.throughput.total / r.requests.total : Number.NaN,
        errors: r.errors + r.non2xx + r.timeouts,
        nginx: after.nginx,
      });
    }
    result.rss = rssMb(server.pid);
  } finally {
    await proxy?.stop();
    await server.stop();
  }
  return result;
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");
const results = [];
console.log(
  `autocannon: 50 conexões, sem pipelining, ${SECONDS}s por página (após 1s de aquecimento), ${RUNS} rodadas; build ${BUILD_DIR}`,
);
for (let run = 0; run < RUNS; run++) {
  const order = ORDERS[run % ORDERS.length];
  for (const id of order) {
    const index = SETUPS.findIndex((s) => s.id === id);
    const r = await runSetup(SETUPS[index], index);
    results.push(r);
    const cells = PAGES.map((p) => {
      const x = r.pages[p.label];
      return `${fmt(x.rps)} req/s p99 ${x.p99} frio ${fmt(x.cold, 1)}${x.nginx ? ` ${x.nginx}` : ""}`;
    });
    console.log(`rodada ${run + 1} ${id} carga ${r.load} | ${cells.join(" | ")} | RSS ${fmt(r.rss)} MB`);
  }
}

console.log(
  `\nMedianas de ${RUNS} rodadas (frio: primeira requisição da página num processo aquecido por outras páginas)`,
);
console.log(
  `${"página".padEnd(31)} ${"montagem".padEnd(29)} ${"req/s".padStart(6)} ${"p50".padStart(4)} ${"p99".padStart(4)} ${"frio ms".padStart(8)} ${"bytes/resp".padStart(10)} erros`,
);
for (const page of PAGES) {
  for (const setup of SETUPS) {
    const xs = results.filter((r) => r.setup === setup.id).map((r) => r.pages[page.label]);
    const m = (k) => median(xs.map((x) => x[k]));
    const errors = xs.reduce((sum, x) => sum + x.errors, 0);
    console.log(
      `${page.label.padEnd(31)} ${setup.label.padEnd(29)} ${fmt(m("rps")).padStart(6)} ${fmt(m("p50")).padStart(4)} ${fmt(m("p99")).padStart(4)} ${fmt(m("cold"), 1).padStart(8)} ${fmt(m("bytes")).padStart(10)} ${errors}`,
    );
  }
}
console.log("\nRSS do processo Node após a rodada (mediana, MB)");
for (const setup of SETUPS)
  console.log(
    `${setup.label.padEnd(29)} ${fmt(median(results.filter((r) => r.setup === setup.id).map((r) => r.rss))).padStart(5)}`,
  );
console.log(`\ncarga do sistema ao fim: ${load()}`);
