import { rmSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { type OwnSite, startOwnSite } from "../support/instance";

/**
 * Field measurement (docs/decisions/133-field-measurement.md): a page view sends one beacon per metric (LCP, INP,
 * CLS, FCP, TTFB) to POST /api/vitals when the page is hidden, and the server keeps each (204).
 * - The tab is hidden (a switch to another tab): the beacons are watched on their way out and their answers read.
 * - The visitor navigates away: the browser sends them from the document being left, which Playwright's network
 *   events do not show, so this test reads the SQLite file of a server of its own.
 */
test.use({ viewport: { width: 412, height: 915 } });

interface Beacon {
  metric: string;
  route: string;
  device: string;
  value: number;
  build: string;
  inp?: { target: string; inputDelay: number; processing: number; presentation: number };
}

const METRICS = ["CLS", "FCP", "INP", "LCP", "TTFB"];

/** The home page loaded, the reporter listening, and one interaction (a tap on the heading). */
async function visitHomeAndTap(page: Page, base = "") {
  await page.goto(`${base}/`);
  await expect(page.locator("html[data-vitals='on']")).toBeAttached();
  await page.getByRole("heading", { level: 1 }).click();
}

test("hiding the page sends one beacon per metric, each answered 204", async ({ page }) => {
  const sent: Beacon[] = [];
  const answered: number[] = [];
  const isBeacon = (request: Request) => request.method() === "POST" && request.url().endsWith("/api/vitals");
  page.on("request", (request) => {
    if (isBeacon(request)) sent.push(request.postDataJSON() as Beacon);
  });
  page.on("response", (response) => {
    if (isBeacon(response.request())) answered.push(response.status());
  });
  await visitHomeAndTap(page);
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);

  // What the browser does when the visitor switches to another tab: the state turns hidden and the event fires.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => answered.length).toBe(5);
  expect(answered).toEqual([204, 204, 204, 204, 204]);
  expect(sent.map((b) => b.metric).sort()).toEqual(METRICS);
  for (const beacon of sent) {
    expect(beacon).toMatchObject({ route: "routes/home", device: "mobile" });
    expect(Number.isFinite(beacon.value)).toBe(true);
  }
  const inp = sent.find((b) => b.metric === "INP");
  expect(inp?.inp?.target).toMatch(/^h1/);
});

test.describe("leaving the page", () => {
  let server: OwnSite;
  const varDir = `var/e2e-vitals-${process.pid}`;
  test.beforeAll(async () => {
    server = await startOwnSite({ VAR_DIR: varDir });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  test("navigating away sends one beacon per metric of the page left, and the server stores each", async ({
    page,
  }) => {
    const stored = () => {
      const file = new SQLite(path.join(varDir, "contato.sqlite"), { readonly: true, fileMustExist: true });
      try {
        return file.prepare("select metric, route, device from web_vital").all() as Beacon[];
      } finally {
        file.close();
      }
    };
    await visitHomeAndTap(page, server.base);
    expect(stored()).toEqual([]);
    await page.goto(`${server.base}/quem-somos`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => stored().length).toBe(5);
    expect(
      stored()
        .map((row) => row.metric)
        .sort(),
    ).toEqual(METRICS);
    expect(new Set(stored().map((row) => `${row.route} ${row.device}`))).toEqual(
      new Set(["routes/home mobile"]),
    );
  });
});
