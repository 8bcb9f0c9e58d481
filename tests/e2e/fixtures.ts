import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

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
        if (response?.headers()["content-type"]?.startsWith("text/html")) {
          // A reading page hydrates on the visitor's first intent (decision 098): the visitor moves the pointer.
          const ready = page.locator("html[data-hydrated], template#scripts-on-intent").first();
          await ready.waitFor({ state: "attached" });
          if ((await page.locator("html[data-hydrated]").count()) === 0) {
            await page.mouse.move(2, 2);
            await page.mouse.move(1, 1);
          }
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
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
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowed(msg.text()) && !allowed(msg.location().url ?? ""))
          problems.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      page.on("requestfailed", (req) => {
        const reason = req.failure()?.errorText ?? "";
        // A navigation away cancels requests still in flight; that is not a failure of the page.
        if (reason === "net::ERR_ABORTED" || allowed(req.url())) return;
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

/** Zero axe violations (WCAG 2.2 AA and best practices) on the page as it is now. */
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
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Hold the app's scripts, so the page is the server HTML alone, as on a slow phone in its first seconds.
 * Returns the function that lets them load (and the page hydrate).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Jumps to the end of the page at once, as a visitor flinging the list; the catalogue's sentinel then loads more. */
export async function jumpToEnd(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
}
