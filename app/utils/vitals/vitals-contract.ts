import "react-router";

/**
 * What the page's reporter (report-vitals.ts) sends to POST /api/vitals and what the server accepts
 * (vitals-beacon.server.ts): one JSON object per metric per page view, with nothing that names the visitor
 * (docs/decisions/133-field-measurement.md).
 */

export const VITALS_PATH = "/api/vitals";

export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

export const RATINGS = ["good", "needs-improvement", "poor"] as const;

/**
 * Coarse device class from the viewport width in CSS pixels: the width below which each band ends, the last band
 * open. The breakpoints are Tailwind's md (768) and lg (1024), where the site's layout changes.
 */
export const DEVICE_BANDS: readonly (readonly [number, Device])[] = [
  [768, "mobile"],
  [1024, "tablet"],
];
/** The band of every width from the last limit up. */
export const WIDEST_DEVICE: Device = "desktop";
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
type Device = (typeof DEVICES)[number];

/** navigator.connection.effectiveType, where the browser has it (Chromium). */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;

/** A beacon body is at most this many bytes; the reporter's are about 300. */
export const BEACON_MAX_BYTES = 4096;

export interface VitalsBeacon {
  metric: MetricName;
  value: number;
  rating: (typeof RATINGS)[number];
  route: string;
  device: Device;
  connection?: (typeof CONNECTIONS)[number];
  build: string;
  /** INP only: the interaction's target (a CSS selector) and its input delay / processing / presentation, ms. */
  inp?: { target: string; inputDelay: number; processing: number; presentation: number };
}

/** Stored; refused by the rate limit; or the database cannot take it now. */
export type VitalsVerdict = { status: 204 } | { status: 429; retryAfterS: number } | { status: 503 };

/**
 * What the route may do with the measurement store; the server (server/vitals/vitals-port.ts) puts one per request
 * in the load context. It counts the request against the shared rate limit, then stores the beacon.
 */
export interface VitalsPort {
  record: (beacon: VitalsBeacon) => Promise<VitalsVerdict>;
}

declare module "react-router" {
  interface AppLoadContext {
    /** Absent while no database is open: the route then answers 503 and nothing is kept. */
    vitals?: VitalsPort;
  }
}
