#!/usr/bin/env node
// Lab measurement of the seven interactions of issue 31 (item 5), beside Lighthouse in `npm run audit`, or alone:
//   node scripts/bench/interactions.mjs [--origin http://127.0.0.1:4480] [--runs 5] [--only menu,card] [--out f.json]
//     [--lang en]   (the English pages, /en…; AUDIT_LANG=en in `npm run audit`)
// Without --origin it serves BUILD_DIR (default build) on INTERACTIONS_PORT (default 4620).
// Each action runs on a fresh load ("primeira": tapped as soon as its control is visible, before the app runs)
// and after hydration ("hidratada"), each run in a fresh browser context under Lighthouse's mobile profile applied
// for real (PROFILE below), and prints the medians: time from the tap (typing: from the last key) to the visible
// outcome, whether it was the intended one, requests the interaction made, the longest Event Timing entry; and
// each page's load time (the load event, loadEventEnd, fresh context, same profile) so that the budget
// "time ≤ 0.5× the page's load time" can be read. Budgets: docs/performance.md ("Interações: antes e depois").
// With INTERACTIONS_EVENTS=1 the JSON keeps every Event Timing entry of each run (name, interactionId, duration,
// input delay, processing), to see which event of a tap or a key was the long one and why (decision 160).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../test-env/chromium.mjs";
import { actionsIn } from "./interactions-actions.mjs";
import { watch } from "./interactions-page.mjs";
import { formatTable, summarise } from "./interactions-report.mjs";
import { mainThreadIdle, serverBack, sleep } from "./interactions-wait.mjs";
import { sampleProductEan, startServer, warmUp } from "./serve.mjs";

/**
 * Lighthouse 12's mobile profile (node_modules/lighthouse/core/config/constants.js and the lantern constants it
 * imports: mobileSlow4G, 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4×; the Moto G Power user agent), applied
 * with DevTools throttling; the viewport is issue 31's 412×915 (Lighthouse's screen is 412×823).
 */
export const PROFILE = {
  width: 412,
  height: 915,
  deviceScaleFactor: 1.75,
  cpu: 4,
  latencyMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};
/** A brisk typist: one key every 100 ms, sent whether or not the page has handled the last one. */
const KEY_GAP_MS = 100;
/** No new request for this long: the page has settled. */
const QUIET_MS = 1000;
const RUN_LIMIT_MS = 30_000;

/** A fresh context and page under PROFILE, throttled for real through DevTools; also what page-loads.mjs uses. */
export async function newPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: PROFILE.width, height: PROFILE.height },
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PROFILE.userAgent,
    locale: "pt-BR",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpu });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PROFILE.upKbps * 1024) / 8,
  });
  return { context, page, cdp };
}

async function newRun(browser) {
  const { context, page, cdp } = await newPhonePage(browser);
  const requests = [];
  let lastRequest = Date.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    requests.push({ at: e.wallTime * 1000, url: e.request.url });
    lastRequest = Date.now();
  });
  const quiet = async (limit = 15_000) => {
    const start = Date.now();
    while (Date.now() - lastRequest < QUIET_MS && Date.now() - start < limit) await sleep(100);
  };
  return { context, page, cdp, requests, quiet, lastRequest: () => lastRequest };
}

/** The page's load event under the profile, in a fresh context: loadEventEnd after navigation start, ms. */
async function measureLoad(browser, url) {
  const run = await newRun(browser);
  try {
    await run.page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return await run.page.evaluate(async () => {
      const nav = () => performance.getEntriesByType("navigation")[0];
      while (!(nav()?.loadEventEnd > 0)) await new Promise((r) => setTimeout(r, 50));
      return Math.round(nav().loadEventEnd);
    });
  } finally {
    await run.context.close();
  }
}

/** Keys as a visitor types them: sent on time, stamped with the time they were sent, not awaited one by one. */
async function typeText(cdp, text) {
  const sent = [];
  for (const key of text) {
    const timestamp = Date.now() / 1000;
    sent.push(
      cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key, unmodifiedText: key, timestamp }),
    );
    sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key, timestamp }));
    await sleep(KEY_GAP_MS);
  }
  await Promise.all(sent);
}

const readState = (page) => page.evaluate(() => window.__ixRead?.()).catch(() => undefined);

async function runOnce(browser, origin, ean, action, mode) {
  const run = await newRun(browser);
  const { page } = run;
  try {
    await page.addInitScript(watch, { action: action.id, words: action.words });
    const url = `${origin}${action.path(ean)}`;
    const control = action.control(page);
    if (mode === "primeira") {
      await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
      await control.waitFor({ state: "visible", timeout: 60_000 });
    } else {
      await page.goto(url, { waitUntil: "load", timeout: 120_000 });
      // A reading page hydrates on the first intent (decision 098): a pointer move, as the e2e fixture does.
      if (!(await page.locator("html[data-hydrated]").count())) await page.mouse.move(5, 5);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      await control.waitFor({ state: "visible", timeout: 60_000 });
    }
    // Hydrated: the network and the main thread quiet before and after the scroll (lazy parts, such as the product
    // page's Radix tabs, replace their server markup after hydration).
    const settle = async () => {
      if (mode !== "hidratada") return;
      await run.quiet();
      await mainThreadIdle(page);
    };
    await settle();
    // The visitor scrolls to the control (for "primeira" that scroll is itself an intent), then taps at once.
    await control.scrollIntoViewIfNeeded();
    await settle();
    const extra = { text: action.text, ...(action.armWith ? await action.armWith(control) : {}) };
    await page.evaluate((x) => window.__ixArm(x), extra);
    const armedAt = Date.now();
    await control.tap({ timeout: 30_000 });
    if (action.text) await typeText(run.cdp, action.text);

    // Until something visible happened and the page settled (app running, no request for QUIET_MS), or nothing
    // happened in the 3 s after it settled, or the limit.
    let state;
    let settledSince;
    for (;;) {
      await sleep(100);
      state = (await readState(page)) ?? state;
      const seen =
        (state?.outcome !== undefined && (!action.complete || state?.complete !== undefined)) ||
        state?.wrong !== undefined;
      const settled =
        (state?.hydrated || Date.now() - armedAt > 10_000) && Date.now() - run.lastRequest() >= QUIET_MS;
      settledSince = settled ? (settledSince ?? Date.now()) : undefined;
      if (settled && (seen || Date.now() - settledSince >= 3000)) break;
      if (Date.now() - armedAt > RUN_LIMIT_MS) break;
    }
    await page.evaluate(() => window.__ixStop?.()).catch(() => {});
    const final = (await readState(page)) ?? state ?? {};
    return resultOf(final, run.requests, armedAt, origin);
  } finally {
    await run.context.close();
  }
}

function resultOf(s, requests, armedAt, origin) {
  const tap = s.tap ?? armedAt;
  const start = s.text ? (s.lastKey ?? tap) : tap;
  const intended = s.outcome !== undefined && s.wrong === undefined && s.done === true;
  const seenAt = intended ? s.outcome : Math.min(s.outcome ?? Infinity, s.wrong?.at ?? Infinity);
  // Requests from the tap to 1 s after the intended outcome (the catalogue search is debounced by 300 ms); when
  // there was none, to the end of the wait.
  const until = intended ? s.outcome + 1000 : Infinity;
  const made = requests.filter((r) => r.at >= tap - 5 && r.at <= until).map((r) => r.url.replace(origin, ""));
  const events = (s.events ?? []).filter((e) => e.start >= tap - 1 && e.start <= until);
  const longest = events.reduce((a, e) => (e.duration > (a?.duration ?? 0) ? e : a), undefined);
  let why = s.wrong?.reason;
  if (!why && s.outcome === undefined) why = "nada visível";
  if (!why && !s.done) why = "desfeito depois";
  return {
    ms: Number.isFinite(seenAt) ? Math.max(0, Math.round(seenAt - start)) : null,
    intended,
    why: intended ? undefined : why,
    reloaded: s.replaced !== undefined,
    hydratedAtTap: s.hydratedAtTap === true,
    keys: s.keys,
    requests: made,
    completeMs: s.complete === undefined ? null : Math.max(0, Math.round(s.complete - start)),
    events: process.env.INTERACTIONS_EVENTS ? events : undefined,
    longestEvent: longest
      ? {
          name: longest.name,
          ms: Math.round(longest.duration),
          inputDelay: Math.round(longest.inputDelay),
          processing: Math.round(longest.processing),
        }
      : null,
  };
}

/** Runs everything; returns { profile, runs, pages: {path: loadMs[]}, rows: [{ action, mode, runs: [...] }] }. */
export async function measureInteractions({ origin, runs = 5, only, lang = "pt", log = () => {} }) {
  const ean = await sampleProductEan(origin);
  const actions = actionsIn(lang);
  const chosen = only ? actions.filter((a) => only.includes(a.id)) : actions;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const startedAt = new Date().toISOString();
  const loadStart = loadavg();
  try {
    const pages = {};
    for (const path of [...new Set(chosen.map((a) => a.path(ean)))]) {
      pages[path] = [];
      for (let i = 0; i < runs; i++) {
        await serverBack(origin);
        pages[path].push(await measureLoad(browser, `${origin}${path}`));
      }
      log(`carga ${path}: ${pages[path].join(", ")} ms`);
    }
    const rows = [];
    for (const action of chosen)
      for (const mode of ["primeira", "hidratada"]) {
        const row = { action: action.id, label: action.label, path: action.path(ean), mode, runs: [] };
        for (let i = 0; i < runs; i++) {
          const attempt = () =>
            runOnce(browser, origin, ean, action, mode).catch((e) => ({ error: String(e.message ?? e) }));
          let r = await attempt();
          // A server restarted under the run (a shared machine): wait for it and try that run once more.
          if (r.error?.includes("ERR_CONNECTION_REFUSED") && (await serverBack(origin))) r = await attempt();
          row.runs.push(r);
          log(`${action.id} ${mode} ${i + 1}: ${JSON.stringify({ ...r, requests: r.requests?.length })}`);
        }
        rows.push(row);
      }
    return {
      startedAt,
      origin,
      lang,
      profile: PROFILE,
      keyGapMs: KEY_GAP_MS,
      runs,
      loadavg: [loadStart, loadavg()],
      pages,
      rows,
    };
  } finally {
    await browser.close();
  }
}

/** The pages the actions use, rendered and compressed before they are measured (warmUp, serve.mjs). */
export async function warmInteractionPages(server, lang = "pt") {
  const ean = await sampleProductEan(server.origin);
  await warmUp(server, [...new Set(actionsIn(lang).map((a) => a.path(ean)))]);
}

/** Measures, prints the table and writes the JSON; what `npm run audit` calls. */
export async function reportInteractions({ origin, runs, only, lang, out, verbose }) {
  const result = await measureInteractions({
    origin,
    runs,
    only,
    lang,
    log: verbose ? console.log : () => {},
  });
  const file = out ?? `/tmp/interactions-${Date.now()}.json`;
  writeFileSync(file, `${JSON.stringify({ ...result, summary: summarise(result) }, null, 2)}\n`);
  console.log(formatTable(result));
  console.log(`JSON: ${file}`);
  return result;
}

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
export const interactionArgs = () => ({
  runs: Number(arg("runs") ?? process.env.AUDIT_RUNS ?? 5),
  only: arg("only")?.split(","),
  lang: arg("lang") ?? process.env.AUDIT_LANG ?? "pt",
  out: arg("out"),
  verbose: process.argv.includes("--verbose"),
});

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let origin = arg("origin");
  let server;
  if (!origin) {
    server = await startServer({
      port: Number(process.env.INTERACTIONS_PORT ?? 4620),
      env: { HSTS: "false" },
    });
    origin = server.origin;
    await warmInteractionPages(server, interactionArgs().lang);
  }
  try {
    await reportInteractions({ origin, ...interactionArgs() });
  } finally {
    await server?.stop();
  }
}
