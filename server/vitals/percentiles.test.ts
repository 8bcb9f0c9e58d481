import { describe, expect, it } from "vitest";
import { formatValue, percentile, summarise } from "./percentiles";

describe("percentile (nearest rank)", () => {
  it("is a value of the set, the smallest with p % at or below it", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 75)).toBe(75);
    expect(percentile(hundred, 98)).toBe(98);
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([10, 20, 30, 40], 98)).toBe(40);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([], 75)).toBeNaN();
  });
});

describe("summarise", () => {
  it("groups by route, device and metric, in metric order, with counts", () => {
    const rows = [
      ...[100, 200, 300, 400].map((value) => ({
        route: "routes/home",
        device: "mobile",
        metric: "LCP",
        value,
      })),
      { route: "routes/home", device: "mobile", metric: "CLS", value: 0.02 },
      { route: "routes/home", device: "desktop", metric: "INP", value: 64 },
      { route: "routes/about", device: "mobile", metric: "TTFB", value: 90 },
    ];
    expect(summarise(rows)).toEqual([
      { route: "routes/about", device: "mobile", metric: "TTFB", count: 1, p75: 90, p98: 90 },
      { route: "routes/home", device: "desktop", metric: "INP", count: 1, p75: 64, p98: 64 },
      { route: "routes/home", device: "mobile", metric: "LCP", count: 4, p75: 300, p98: 400 },
      { route: "routes/home", device: "mobile", metric: "CLS", count: 1, p75: 0.02, p98: 0.02 },
    ]);
  });

  it("prints CLS as a score and times in milliseconds", () => {
    expect(formatValue("CLS", 0.0234)).toBe("0.023");
    expect(formatValue("INP", 183.6)).toBe("184 ms");
  });
});
