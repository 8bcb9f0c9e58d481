#!/usr/bin/env node
// The layout shift a late web font causes (docs/decisions/142): each page on a 412 px phone viewport, loaded with
// Inter as it comes and with every .woff2 held DELAY ms, prints the sum of its layout-shift entries (none after
// input) and which font faces were loaded. The server is started by the caller, so an older build can be measured
// the same way:
//
//   node scripts/bench/font-shift.mjs http://127.0.0.1:4640 [delay ms, default 1500]
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../test-env/chromium.mjs";

const PAGES = ["/en", "/", "/produto?ean=7897412100014", "/en/private-label"];
const base = process.argv[2];
const delayMs = Number(process.argv[3] ?? 1500);
if (!base) {
  console.error("uso: node scripts/bench/font-shift.mjs <URL base do site> [atraso da fonte em ms]");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of PAGES) {
  for (const delay of [0, delayMs]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.6,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    if (delay)
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((done) => setTimeout(done, delay));
        await route.continue();
      });
    await page.goto(base + path, { waitUntil: "load" });
    // The font's arrival and whatever layout follows it: the delay, then a margin for the rewrap to be recorded.
    await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), delay + 1500);
    const r = await page.evaluate(() => ({
      cls: window.__shifts.reduce((sum, value) => sum + value, 0),
      n: window.__shifts.length,
      fonts: [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family)
        .join(","),
    }));
    console.log(
      path.padEnd(30),
      `font delay ${delay} ms`.padEnd(20),
      `CLS ${r.cls.toFixed(4)} (${r.n} shifts)`,
      `loaded: ${r.fonts || "none"}`,
    );
    await context.close();
  }
}
await browser.close();
