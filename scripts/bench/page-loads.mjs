#!/usr/bin/env node
// A page's load as a phone meets it, not as Lighthouse simulates it (decision 153): the bench's mobile profile
// applied for real (PROFILE in interactions.mjs: 4× CPU, 150 ms, 1.6 Mbps), a fresh context per run, and per page the
// medians of the first contentful paint, the largest contentful paint, the moment every handler is live
// (<html data-taps-live>), the longest animation frame before it and the time those frames blocked input (each
// frame's blockingDuration, as Long Animation Frames reports it: the part of its tasks past 50 ms, plus rendering).
// `node scripts/bench/page-loads.mjs [--runs 5] [--pages /,/produtos] [--repeat]`; BUILD_DIR picks the build (an A/B of two
// builds, one after the other); PAGE_LOADS_PORT the port.
import { loadavg } from "node:os";
import { chromium } from "playwright";
import { testChromiumPath } from "../test-env/chromium.mjs";
import { newPhonePage, PROFILE } from "./interactions.mjs";
import { median } from "./interactions-report.mjs";
import { sampleProductEan, startServer, warmUp } from "./serve.mjs";

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg("runs") ?? 5);
// --repeat: a second visit, the page's modules, fonts and images already in the browser's cache.
const repeat = process.argv.includes("--repeat");

/** Runs in the page before anything of its own: what the paints, the frames and the live mark say, timed. */
const OBSERVE = () => {
  const seen = { fcp: 0, lcp: 0, live: 0, frames: [] };
  window.__load = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration });
  }).observe({ type: "long-animation-frame", buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute("data-taps-live")) return;
    seen.live = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-taps-live"] });
};

async function loadOnce(browser, url) {
  const { context, page } = await newPhonePage(browser);
  try {
    await page.addInitScript(OBSERVE);
    if (repeat) {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.locator("html[data-taps-live]").waitFor({ state: "attached", timeout: 60_000 });
      await page.goto("about:blank");
    }
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-taps-live]").waitFor({ state: "attached", timeout: 60_000 });
    // The frames of the moment the mark came in are reported a little after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const seen = await page.evaluate(() => window.__load);
    const before = seen.frames.filter((f) => f.start < seen.live);
    return {
      fcp: seen.fcp,
      lcp: seen.lcp,
      live: seen.live,
      longest: Math.max(0, ...before.map((f) => f.duration)),
      blocking: before.reduce((sum, f) => sum + f.blocking, 0),
    };
  } finally {
    await context.close();
  }
}

const server = await startServer({
  port: Number(process.env.PAGE_LOADS_PORT ?? 4650),
  env: { HSTS: "false" },
});
try {
  const ean = await sampleProductEan(server.origin);
  const pages = (arg("pages") ?? `/,/produtos,/produto?ean=${ean},/contato`).split(",");
  await warmUp(server, pages);
  const browser = await chromium.launch({ executablePath: testChromiumPath });
  const start = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  console.log(
    `Carga da página no perfil do bench (CPU ${PROFILE.cpu}×, ${PROFILE.latencyMs} ms, 1.6 Mbps), mediana de ${runs}`,
  );
  console.log(
    `build: ${process.env.BUILD_DIR ?? "build"}; ${repeat ? "segunda visita (cache cheio)" : "primeira visita"}; carga média no início: ${start}`,
  );
  console.log(`${"página".padEnd(32)}  FCP ms  LCP ms  vivo ms  quadro máx.  bloqueio ms`);
  try {
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await loadOnce(browser, server.origin + path));
      const m = (key) => String(Math.round(median(results.map((r) => r[key]))));
      console.log(
        `${path.padEnd(32)}  ${m("fcp").padStart(6)}  ${m("lcp").padStart(6)}  ${m("live").padStart(7)}  ${m("longest").padStart(11)}  ${m("blocking").padStart(11)}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    `carga média no fim: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await server.stop();
}
