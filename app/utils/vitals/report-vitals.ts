import type { Metric, MetricWithAttribution } from "web-vitals/attribution";
import { DEVICE_BANDS, VITALS_PATH, WIDEST_DEVICE } from "./vitals-contract";

/**
 * Field measurement in the visitor's browser (docs/decisions/133-field-measurement.md). It runs as an inline script
 * of its own, apart from the app scripts,
 * so a page view that never starts the app is measured too. After `load`, when the browser is idle, it imports the
 * attribution build of web-vitals (a hashed file of the build) and listens; the library reads the paint, shift and
 * event entries the browser buffered before it came, so starting late loses no LCP, FCP, CLS or TTFB.
 *
 * Each metric's final value of a page view is queued and sent, one beacon per metric, when the page is hidden
 * (a tab switch, a navigation away, closing): the moment web-vitals itself finalises LCP, CLS and INP.
 */
export interface ReporterConfig {
  /** The web-vitals attribution build (app/utils/vitals/vitals-reporter.tsx imports it with ?url). */
  moduleUrl: string;
  endpoint: string;
  /** The route id of the page loaded (the document's, not a later client navigation's). */
  route: string;
  build: string;
  bands: readonly (readonly [number, string])[];
  widest: string;
}

type Attributed = MetricWithAttribution & Metric;
type WebVitals = typeof import("web-vitals/attribution");

/**
 * Turned into source text by vitalsScript(): it must use nothing from outside its own body (no imports, no module
 * constants), only its arguments and the browser's globals. `load` imports the web-vitals module.
 */
export function startVitals(config: ReporterConfig, load: (url: string) => Promise<WebVitals>): void {
  const start = async () => {
    let vitals: WebVitals;
    try {
      vitals = await load(config.moduleUrl);
    } catch {
      return;
    }
    const width = window.innerWidth;
    const band = config.bands.find(([limit]) => width < limit);
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
      ?.effectiveType;
    const queued = new Map<string, object>();
    const sent = new Set<string>();
    const flush = () => {
      for (const [id, body] of queued) {
        sent.add(id);
        navigator.sendBeacon(config.endpoint, JSON.stringify(body));
      }
      queued.clear();
    };
    const add = (metric: Attributed) => {
      // web-vitals reports a metric again when its value changes after the page came back into view; the first
      // final value is the page view's. A page restored from the back/forward cache is a new id, a new view.
      if (sent.has(metric.id)) return;
      const body: Record<string, unknown> = {
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
        route: config.route,
        device: band ? band[1] : config.widest,
        build: config.build,
      };
      if (connection) body.connection = connection;
      if (metric.name === "INP") {
        const a = metric.attribution as {
          interactionTarget?: string;
          inputDelay: number;
          processingDuration: number;
          presentationDelay: number;
        };
        body.inp = {
          target: (a.interactionTarget ?? "").slice(0, 200),
          inputDelay: a.inputDelay,
          processing: a.processingDuration,
          presentation: a.presentationDelay,
        };
      }
      queued.set(metric.id, body);
      // A report made while hidden (web-vitals' own hidden handler may run after ours) goes at once.
      if (document.visibilityState === "hidden") flush();
    };
    vitals.onLCP(add);
    vitals.onINP(add);
    vitals.onCLS(add);
    vitals.onFCP(add);
    vitals.onTTFB(add);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    addEventListener("pagehide", flush);
    // The e2e spec (tests/e2e/site/web-vitals.spec.ts) waits for this before it interacts.
    document.documentElement.dataset.vitals = "on";
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => void start(), { timeout: 3000 })
      : setTimeout(() => void start(), 0);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** The inline script for a page: startVitals' source applied to its configuration. */
export function vitalsScript(config: Omit<ReporterConfig, "endpoint" | "bands" | "widest">): string {
  const full: ReporterConfig = {
    ...config,
    endpoint: VITALS_PATH,
    bands: DEVICE_BANDS,
    widest: WIDEST_DEVICE,
  };
  // "<" escaped so no value can close the script element.
  const json = JSON.stringify(full).replace(/</g, "\\u003c");
  // The import is written here, as text: a bundler or test runner rewrites import() inside a function's source.
  return `(${startVitals.toString()})(${json},(u)=>import(u));`;
}
