// JavaScript a page downloads without the visitor acting, per page, measured in Debian's Chromium against the
// production server: every script the browser downloads before the network is idle (route chunks, hydration, the
// code preloaded when idle), plus the inline scripts the document runs, gzip level 9 as the build precompresses
// them. Since decision 134 this is information, not a budget: check-budgets holds the route's total instead
// (route-total-js.mjs). Scripts imported only on a visitor's action (a focus, a click) are not counted here.
// Same viewport as Lighthouse's mobile profile, so "near the viewport" means the same thing in both.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../test-env/chromium.mjs";

const gzipLength = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * For each path: { path, jsGzip, cssGzip, scripts: [{ url, gzip }] }. `jsGzip` includes inline scripts that ran;
 * `cssGzip` the inline stylesheet and every stylesheet downloaded before network idle. The bytes are the same in
 * Chromium's headless shell, which the budget check uses (it costs a third of the CPU, decision 135); the audit
 * keeps the full browser.
 */
export async function measureAtLoad(origin, paths, { ready, executablePath = chromiumPath } = {}) {
  const browser = await chromium.launch({
    executablePath,
    args: chromiumArgs,
  });
  try {
    // A few pages at a time: most of each measurement is the quiet second it waits for, not CPU.
    const rows = new Array(paths.length);
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const index = next++;
        rows[index] = await measurePage(browser, origin, paths[index], ready);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, paths.length) }, worker));
    return rows;
  } finally {
    await browser.close();
  }
}

const PAGES_AT_ONCE = 3;

async function measurePage(browser, origin, path, ready) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "pt-BR",
  });
  try {
    return await measureIn(await context.newPage(), origin, path, ready);
  } finally {
    await context.close();
  }
}

async function measureIn(page, origin, path, ready) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
  // The app's own "started" mark (hydrated): on a busy machine hydration can take longer than any quiet window,
  // and the chunks it imports come after it.
  if (ready) await page.locator(ready).first().waitFor({ state: "attached", timeout: 60_000 });
  // Then the network is idle: nothing in flight for a whole second.
  while (inFlight > 0 || Date.now() - lastChange < 1000) await page.waitForTimeout(100);
  // Inline scripts as the document arrived (one may remove itself once run), outside any <template>.
  const html = (await response.text()).replace(/<template\b[\s\S]*?<\/template>/gi, "");
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=|json/i.test(attributes))
    .map(([, , body]) => body);
  // What the browser fetched: Resource Timing sees module imports and lazy chunks alike.
  const seen = await page.evaluate(() => ({
    files: performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((url) => /\.(m?js|css)(\?|$)/.test(new URL(url).pathname)),
    styles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
  }));
  const files = await Promise.all(
    [...new Set(seen.files)].map(async (url) => ({
      url: new URL(url).pathname,
      gzip: gzipLength(Buffer.from(await (await fetch(url)).arrayBuffer())),
    })),
  );
  const scripts = [
    ...files.filter((f) => !f.url.endsWith(".css")),
    ...inlineScripts.map((text, i) => ({ url: `(inline ${i + 1})`, gzip: gzipLength(text) })),
  ];
  const css =
    files.filter((f) => f.url.endsWith(".css")).reduce((t, f) => t + f.gzip, 0) +
    seen.styles.reduce((t, text) => t + gzipLength(text), 0);
  return { path, jsGzip: scripts.reduce((t, s) => t + s.gzip, 0), cssGzip: css, scripts };
}
