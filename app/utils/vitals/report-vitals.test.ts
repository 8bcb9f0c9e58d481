import { describe, expect, it } from "vitest";
import { vitalsScript } from "./report-vitals";

/**
 * The inline script as the page gets it (its source text), run against a stand-in browser and a stand-in
 * web-vitals that reports one value per metric when told. The script's own `import()` is swapped for the stand-in:
 * the test runner's module sandbox has no dynamic import for code made from text.
 */
function fakeWebVitals(reports: (() => void)[]) {
  const report =
    (name: string, value: number, attribution = {}) =>
    (cb: (metric: object) => void) =>
      reports.push(() => cb({ id: `v5-${name}`, name, value, rating: "good", attribution }));
  return {
    onLCP: report("LCP", 1200),
    onINP: report("INP", 180, {
      interactionTarget: "button.menu",
      inputDelay: 10,
      processingDuration: 150,
      presentationDelay: 20,
    }),
    onCLS: report("CLS", 0.01),
    onFCP: report("FCP", 800),
    onTTFB: report("TTFB", 90),
  };
}

function browser(width: number) {
  const listeners = new Map<string, (() => void)[]>();
  const on = (type: string, fn: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]);
  const fire = (type: string) => {
    for (const fn of listeners.get(type) ?? []) fn();
  };
  const beacons: { url: string; body: unknown }[] = [];
  const document = {
    readyState: "complete",
    visibilityState: "visible",
    documentElement: { dataset: {} as Record<string, string> },
    addEventListener: on,
  };
  const globals = {
    window: { innerWidth: width, requestIdleCallback: true },
    document,
    navigator: {
      connection: { effectiveType: "4g" },
      sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
    },
    addEventListener: on,
    requestIdleCallback: (fn: () => void) => setTimeout(fn, 0),
  };
  return { globals, document, fire, beacons };
}

async function run(width: number) {
  const page = browser(width);
  const reports: (() => void)[] = [];
  const script = vitalsScript({ moduleUrl: "/assets/web-vitals.js", route: "routes/home", build: "abc123" });
  const importer = "(u)=>import(u)";
  expect(script.endsWith(`,${importer});`)).toBe(true);
  const globals = { ...page.globals, __load: async () => fakeWebVitals(reports) };
  new Function(...Object.keys(globals), script.replace(importer, "__load"))(...Object.values(globals));
  await expect.poll(() => page.document.documentElement.dataset.vitals).toBe("on");
  return { ...page, reports };
}

describe("the field-measurement script", () => {
  it("sends nothing while the page is visible, then one beacon per metric when it is hidden", async () => {
    const page = await run(412);
    for (const report of page.reports) report();
    expect(page.beacons).toEqual([]);
    page.document.visibilityState = "hidden";
    page.fire("visibilitychange");
    page.fire("pagehide");
    expect(page.beacons.map((b) => (b.body as { metric: string }).metric)).toEqual([
      "LCP",
      "INP",
      "CLS",
      "FCP",
      "TTFB",
    ]);
    expect(new Set(page.beacons.map((b) => b.url))).toEqual(new Set(["/api/vitals"]));
    expect(page.beacons[1]?.body).toEqual({
      metric: "INP",
      value: 180,
      rating: "good",
      route: "routes/home",
      device: "mobile",
      connection: "4g",
      build: "abc123",
      inp: { target: "button.menu", inputDelay: 10, processing: 150, presentation: 20 },
    });
    // A report of the same metric again (a value changed after the page came back) is not sent twice.
    page.reports[2]?.();
    page.fire("visibilitychange");
    expect(page.beacons).toHaveLength(5);
  });

  it("sends at once what is reported while hidden, and classes the viewport by width", async () => {
    const page = await run(1280);
    page.document.visibilityState = "hidden";
    page.reports[0]?.();
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]?.body).toMatchObject({ metric: "LCP", device: "desktop" });
  });

  it("cannot be closed early by a value: '<' is escaped", () => {
    const script = vitalsScript({ moduleUrl: "/x.js", route: "</script><b>", build: "b" });
    expect(script).not.toContain("</script>");
  });
});
