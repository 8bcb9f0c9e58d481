import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, test as base, expect, type Page, type Response } from "@playwright/test";
import type { RunOptions } from "axe-core";
import { type Colours, installColours } from "./colours";

/**
 * Every test fails if the page logs a console error, throws, or a request fails, so "no console errors and no
 * failed requests" holds on every journey, not just the ones that check for it. Tests that provoke a failure on
 * purpose list the URL fragments they expect in `allowedFailures`.
 */
export const test = base.extend<{
  allowedFailures: string[];
  pageProblems: string[];
  awaitHydration: boolean;
}>({
  allowedFailures: [[], { option: true }],
  awaitHydration: [true, { option: true }],
  /**
   * A test acts like a visitor whose page has finished loading: goto() and reload() of an HTML page resolve only
   * once React has hydrated it (root.tsx marks <html data-hydrated>). Without this a click can land on the
   * server HTML and take its no-JavaScript path, and the test depends on the machine's speed. Tests of the
   * no-JavaScript path turn JavaScript off; tests of the moment before hydration set awaitHydration: false.
   */
  page: async ({ page, javaScriptEnabled, awaitHydration }, use) => {
    if (javaScriptEnabled !== false && awaitHydration) {
      const hydrated = async (response: Response | null) => {
        // Every page hydrates at load (decision 134): nothing to do but wait, no intent is given for the test.
        // data-taps-live comes with the render after hydration, where the controls are buttons and tabs; the
        // deferred layout's flag goes once its last block is laid out, a few tasks later (decision 153).
        if (response?.headers()["content-type"]?.startsWith("text/html"))
          await page
            .locator("html[data-hydrated][data-taps-live]:not([data-defer-layout])")
            .waitFor({ state: "attached" });
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => hydrated(await goto(...args));
      page.reload = async (...args) => hydrated(await reload(...args));
    }
    await use(page);
  },
  pageProblems: [
    async ({ page, allowedFailures }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowedFailures.some((a) => text.includes(a));
      // What the page asks for ahead of need is lost when the network is, and the page shows nothing of it: the
      // field measurement (its module, loaded when idle, and its beacons; report-vitals.ts), the read-ahead of
      // a card's detail (use-details-ahead.ts; the tap asks again), and the code fetched when idle ahead of a tap
      // (the product dialog's chunks, product-grid.tsx; the catalogue's engine, local-catalog.ts; a later call
      // asks again). Idle can come after "networkidle" on a busy machine (a fresh clone's run, 2026-11-27), so a
      // test that drops the connection can catch any of them on its way; offline tests allow them, and what a
      // visitor sees is checked by each test's own assertions. The browser still logs the failed load itself.
      const lostAhead = (url: string, error: string) =>
        error.includes("ERR_INTERNET_DISCONNECTED") &&
        /\/assets\/[\w.-]+\.js$|\/api\/vitals|\/api\/produto\?ean=/.test(url);
      page.on("console", (msg) => {
        const url = msg.location().url ?? "";
        if (msg.type() === "error" && !allowed(msg.text()) && !allowed(url) && !lostAhead(url, msg.text()))
          problems.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      page.on("requestfailed", (req) => {
        const reason = req.failure()?.errorText ?? "";
        // A navigation away cancels requests still in flight; that is not a failure of the page.
        if (reason === "net::ERR_ABORTED" || allowed(req.url()) || lostAhead(req.url(), reason)) return;
        problems.push(`requestfailed: ${req.url()} ${reason}`);
      });
      page.on("response", (res) => {
        if (res.status() >= 400 && !allowed(res.url()) && res.request().resourceType() !== "document")
          problems.push(`http ${res.status()}: ${res.url()}`);
      });
      await use(problems);
      expect(problems, "console errors or failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core's own bundle and the rules we hold every page to: WCAG 2.2 AA and axe's best practices. Violations are
 * reported back, and so is one kind of result axe leaves "incomplete" (see `expectNoAxeViolations`); axe runs in
 * the page itself: AxeBuilder's default run (per-frame partial results, finished
 * in a second, blank page) took 4.5–5.3 s on the home page on a 2-core machine, this one 1.8–2.4 s.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const axeOptions: RunOptions = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  // Incomplete results come back whole (and with their elements) for the colour check below.
  resultTypes: ["violations", "incomplete"],
  elementRef: true,
};

/**
 * Zero axe violations (WCAG 2.2 AA and best practices) on the page as it is now, and no text that axe left
 * "incomplete" for colour contrast whose colour, read in the page, is its background's.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Axe measures colours as they are now: let finite transitions settle first (the header fades to white over
  // 300 ms once the page scrolls; mid-fade its dark links sit on a half-transparent bar). Endless animations
  // (the hero's bouncing arrow) are left running, and so are the ones driven by the scroll position (the header's
  // switch and the progress bar, app.css), which never end and are where the scroll puts them.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== "running" ||
          a.timeline !== document.timeline ||
          a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // axe runs in the top document; a frame would need axe of its own, so a page with one fails here rather than
  // pass unchecked. Our pages have no frames.
  expect(page.frames(), "frames axe would not look into").toHaveLength(1);
  // Evaluated through Playwright, which the page's Content-Security-Policy does not govern (as with AxeBuilder).
  if (!(await page.evaluate("typeof window.axe?.run === 'function'"))) await page.evaluate(axeSource);
  await installColours(page);
  const summary = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const { violations, incomplete } = await axe.run(include ?? document, options);
      const problems = violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      const { rgba, over, ground } = window.colours as Colours;
      type Rgb = readonly [number, number, number];
      const css = (c: Rgb) => `rgb(${c.map(Math.round).join(", ")})`;
      // What axe saw behind the text (it looks at everything painted there, not only at ancestors) and could not
      // judge either: an image, a gradient, another element over it.
      const unjudged = ["bgImage", "bgGradient", "imgNode", "bgOverlap", "elmPartiallyObscured"];
      // axe files text whose colour equals its background's as "incomplete" (it might be hidden on purpose), and
      // so white text on a white button passed the gate once. Such text is unreadable: a failure here.
      const contrast = incomplete.find((r) => r.id === "color-contrast");
      for (const node of contrast?.nodes ?? []) {
        const el = node.element;
        const reason: string = node.any[0]?.data?.messageKey ?? "no reason given";
        const behind = el && !unjudged.includes(reason) && ground(el);
        if (!el || !behind) continue;
        const style = getComputedStyle(el);
        const text = rgba(style.webkitTextFillColor || style.color);
        if (text[3] === 0) continue;
        const front = over(text, behind);
        if (front.every((c, i) => Math.abs(c - (behind[i] ?? 0)) <= 2)) {
          problems.push(
            `color-contrast: text in the colour of its background, ${css(front)} on ${css(behind)}; axe left it incomplete (${reason}) (${node.target.join(" ")})`,
          );
        }
      }
      return problems;
    },
    { include, options: axeOptions },
  );
  expect(summary).toEqual([]);
}

/**
 * Zero axe violations on a document as a browser without JavaScript shows it. axe runs inside the page, and a
 * context with JavaScript off cannot run it, so the server's answer (`html`, captured in such a context) is served
 * again at its own address to a page of its own, with JavaScript on but every script of the document taken out
 * and forbidden by a CSP that allows no script source. The page runs nothing of its own; axe, injected by
 * Playwright (which a CSP does not stop), checks it; <noscript> content shows as it does without JavaScript.
 * The CSS is the document's own (inline), its fonts and images come from the server as usual. `expectState`
 * first checks that the page shows the state meant (a confirmation, the server's field errors), so axe is known
 * to look at it.
 */
export async function expectNoAxeViolationsAsServed(
  browser: Browser,
  url: string,
  html: string,
  expectState: (page: Page) => Promise<void>,
) {
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<\/?noscript>/g, "");
  const context = await browser.newContext({ locale: "pt-BR" });
  try {
    const page = await context.newPage();
    await page.route(url, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        // No script element may run; eval stays allowed: Playwright's waitForFunction (above) polls with it.
        headers: { "content-security-policy": "script-src 'unsafe-eval'" },
        body: withoutScripts,
      }),
    );
    await page.goto(url);
    // The checked page is the served document and nothing of its own ran in it.
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expectState(page);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
}

/**
 * Hold the app's scripts, so the page is the server HTML alone, as on a slow phone in its first seconds.
 * Returns the function that lets them load (and the page hydrate).
 */
export const holdAppScripts = (page: Page) => holdRequests(page, "**/assets/*.js");

/** Holds every request to `url` (a glob or a RegExp) until the returned function is called, as a slow network. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Types as a phone's on-screen keyboard does: each character is committed through the input method, not sent as a
 * hardware key. With touch emulation, hardware key events sent right after a tap while the page was still loading
 * sometimes inserted nothing although the field had the focus (3 of 30 runs, in the headless shell and in the full
 * browser alike), while the same taps followed by committed text, and clicks followed by keys on a desktop
 * viewport, kept every character in 40 of 40 runs each.
 */
export async function typeOnScreenKeyboard(page: Page, text: string) {
  for (const character of text) await page.keyboard.insertText(character);
}

/**
 * The page as a visitor sees it when Inter is not in by the first paint and stays in the fallback (font-display:
 * optional, docs/decisions/142): the font files arrive empty, the browser cannot decode them and warns (no error).
 */
export async function withoutWebFont(page: Page) {
  await page.route(/\.woff2$/, (route) =>
    route.fulfill({ status: 200, contentType: "font/woff2", body: "" }),
  );
}

/**
 * Whether a face of Inter was loaded. Not whether the page uses it: with font-display: optional a face that came
 * after the first paint is loaded and left unused (decision 142).
 */
export const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded");
  });

/**
 * Keeps /produtos on its server path: the whole catalogue it fetches when idle (local-catalog.ts) never arrives, so
 * searches and next pages are asked of the server, as before it comes. The test allows "/api/catalogo" to fail.
 */
export async function withoutLocalCatalog(page: Page) {
  // Either language's: the English page asks for /api/catalogo?lang=en.
  await page.route(
    (url) => url.pathname === "/api/catalogo",
    (route) => route.abort("internetdisconnected"),
  );
}

/** The whole catalogue is in the browser: /produtos answers its searches there from now on. */
export const localCatalogReady = (page: Page) =>
  page.locator("html[data-catalog-local]").waitFor({ state: "attached" });

/** Two frames: long enough for an IntersectionObserver or scroll listener to react to what just happened. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Jumps to the end of the page at once, as a visitor flinging the list; the catalogue's sentinel then loads more. */
export async function jumpToEnd(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
}

/**
 * Comes down to the end of the page as a visitor scrolling to it does: from the top first (out of the list's
 * reach), then, its scroll event handled, to the end. A jump to the end where the page already is scrolls nothing,
 * and a visitor who reached the footer keeps it in view while the next cards come in above (decision 162).
 */
export async function approachEnd(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
}
