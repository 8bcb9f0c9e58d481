import type { VitalRow } from "./vitals-store";

/**
 * The figures `npm run vitals` prints (scripts/ops/vitals.ts): p75, the percentile Core Web Vitals are judged at,
 * and p98, the slow tail, per route, device class and metric.
 */

/** Nearest-rank percentile of values sorted ascending: the smallest value with at least p % of them at or below. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface VitalsGroup {
  route: string;
  device: string;
  metric: string;
  count: number;
  p75: number;
  p98: number;
}

const METRIC_ORDER = ["LCP", "INP", "CLS", "FCP", "TTFB"];

export function summarise(rows: readonly VitalRow[]): VitalsGroup[] {
  const groups = new Map<string, { key: Omit<VitalsGroup, "count" | "p75" | "p98">; values: number[] }>();
  for (const row of rows) {
    const id = `${row.route}\u0000${row.device}\u0000${row.metric}`;
    let group = groups.get(id);
    if (!group) {
      group = { key: { route: row.route, device: row.device, metric: row.metric }, values: [] };
      groups.set(id, group);
    }
    group.values.push(row.value);
  }
  const rank = (metric: string) => {
    const i = METRIC_ORDER.indexOf(metric);
    return i < 0 ? METRIC_ORDER.length : i;
  };
  return [...groups.values()]
    .map(({ key, values }) => {
      values.sort((a, b) => a - b);
      return { ...key, count: values.length, p75: percentile(values, 75), p98: percentile(values, 98) };
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || rank(a.metric) - rank(b.metric),
    );
}

/** A metric's value as operators read it: CLS is a score, the others milliseconds. */
export function formatValue(metric: string, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
}
