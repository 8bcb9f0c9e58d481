#!/usr/bin/env node
// `npm run audit`: builds, serves the production build, runs Lighthouse 12 (mobile defaults, Debian's Chromium)
// three times per page and prints the medians, then the initial JS/CSS per route. JSON reports: .lighthouse/.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadManifest, routeBudgets } from "../build/route-assets.mjs";
import { sampleProductEan, startServer } from "./serve.mjs";

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const build = spawnSync(process.execPath, ["scripts/build/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
spawnSync(process.execPath, ["scripts/test-env/ensure-browser.mjs"], { stdio: "inherit" });

const server = await startServer({ port: 4610, env: { HSTS: "false", SITE_URL: "http://127.0.0.1:4610" } });
const ean = await sampleProductEan(server.origin);
const allPages = ["/", "/produtos", `/produto?ean=${ean}`, "/contato", "/quem-somos"];
// AUDIT_PAGES=/,/quem-somos audits a subset (same names as the table; "/produto" is the sample product).
const only = process.env.AUDIT_PAGES?.split(",").map((p) => p.trim());
const pages = only ? allPages.filter((p) => only.includes(p.split("?")[0])) : allPages;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
mkdirSync(".lighthouse", { recursive: true });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const rows = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result.lhr;
      const name = page.replace(/[^a-z0-9]+/gi, "_") || "home";
      writeFileSync(`.lighthouse/${name}-${i + 1}.json`, result.report);
      runs.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        bp: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        si: lhr.audits["speed-index"].numericValue,
        profile: profileOf(lhr),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      perf: m("perf"),
      a11y: m("a11y"),
      bp: m("bp"),
      seo: m("seo"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      fcp: m("fcp"),
      si: m("si"),
      failing: runs[0].failing,
      // The profile of the run whose LCP is the median, so the explanation matches the figure.
      profile: runs.find((r) => r.lcp === m("lcp"))?.profile,
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const pad = (v, n) => String(v).padStart(n);
console.log(`\nLighthouse ${RUNS}x por página (mediana), perfil móvel padrão`);
console.log(`${"página".padEnd(40)} perf a11y  bp  seo   LCP ms  TBT ms    CLS   FCP ms    SI ms`);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(40)} ${pad(r.perf, 4)} ${pad(r.a11y, 4)} ${pad(r.bp, 3)} ${pad(r.seo, 4)} ${pad(Math.round(r.lcp), 8)} ${pad(Math.round(r.tbt), 7)} ${pad(r.cls.toFixed(3), 6)} ${pad(Math.round(r.fcp), 8)} ${pad(Math.round(r.si), 8)}`,
  );
}
for (const r of rows)
  if (r.failing.length)
    console.log(`  ${r.page}: auditorias binárias não aprovadas: ${r.failing.join(", ")}`);

console.log("\nO que custa LCP e TBT (a execução da mediana de LCP de cada página)");
for (const r of rows) {
  const p = r.profile;
  if (!p) continue;
  console.log(`${r.page}`);
  console.log(`  LCP: ${p.element}`);
  console.log(`       ${p.phases}`);
  console.log(`  tarefas longas: ${p.longTasks || "nenhuma"}`);
  console.log(`  CPU por script: ${p.bootup}`);
}

console.log("\nJS e CSS iniciais por rota (gzip)");
for (const r of routeBudgets(await loadManifest())) {
  console.log(
    `${r.id.padEnd(40)} JS ${(r.jsGzip / 1024).toFixed(1).padStart(6)} KB   CSS ${(r.cssGzip / 1024).toFixed(1).padStart(5)} KB`,
  );
}

/** What Lighthouse says the LCP element is, its phases, the longest main-thread tasks and script CPU. */
function profileOf(lhr) {
  const a = lhr.audits;
  const tables = a["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ");
  const short = (url) => (url.startsWith("http") ? new URL(url).pathname : url);
  const longTasks = (a["long-tasks"]?.details?.items ?? [])
    .slice(0, 4)
    .map((t) => `${short(t.url)} ${Math.round(t.duration)} ms @${Math.round(t.startTime)}`)
    .join("; ");
  const bootup = (a["bootup-time"]?.details?.items ?? [])
    .slice(0, 3)
    .map((b) => `${short(b.url)} ${Math.round(b.scripting)} ms`)
    .join("; ");
  return {
    element: node ? `${node.selector} "${(node.nodeLabel ?? "").slice(0, 50)}"` : "?",
    phases,
    longTasks,
    bootup,
  };
}
