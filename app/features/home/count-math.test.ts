import { describe, expect, it } from "vitest";
import { COUNT_DURATION_MS, countText, countValueAt, easeOutCubic, formatCount } from "./count-math";

describe("countText", () => {
  it("agrees the suffix with the number while counting: 1 milhão, otherwise milhões", () => {
    const figure = { suffix: " milhões", suffixOne: " milhão" };
    expect(countText(figure, 0)).toBe("0 milhões");
    expect(countText(figure, 1)).toBe("1 milhão");
    expect(countText(figure, 2)).toBe("2 milhões");
    expect(countText(figure, 7)).toBe("7 milhões");
    expect(countText({ suffix: "+" }, 1)).toBe("1+");
  });

  it("writes the English page's figures in en-US", () => {
    expect(countText({ suffix: " thousand m²" }, 7.9, 1, "en")).toBe("7.9 thousand m²");
    expect(countText({ suffix: " million", suffixOne: " million" }, 1, 0, "en")).toBe("1 million");
  });
});

import { isSeen } from "./first-sight";

describe("countValueAt", () => {
  it("starts at 0, ends exactly on the target and never goes past it", () => {
    expect(countValueAt(430, 0)).toBe(0);
    expect(countValueAt(430, COUNT_DURATION_MS)).toBe(430);
    expect(countValueAt(7.9, COUNT_DURATION_MS * 2, 1)).toBe(7.9);
    for (let t = 0; t <= COUNT_DURATION_MS; t += 50) {
      const v = countValueAt(430, t);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(430);
    }
  });

  it("is monotonic and keeps the figure's decimals", () => {
    let last = -1;
    for (let t = 0; t <= COUNT_DURATION_MS; t += 16) {
      const v = countValueAt(7.9, t, 1);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(Math.round(v * 10) / 10).toBe(v);
      last = v;
    }
  });

  it("eases out", () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("formatCount", () => {
  it("uses the Brazilian decimal comma", () => {
    expect(formatCount(7.9, 1)).toBe("7,9");
    expect(formatCount(430)).toBe("430");
    expect(formatCount(0, 1)).toBe("0,0");
  });

  it("uses the US decimal point and thousands comma on English pages", () => {
    expect(formatCount(7.9, 1, "en")).toBe("7.9");
    expect(formatCount(7900, 0, "en")).toBe("7,900");
    expect(formatCount(7900, 0, "pt")).toBe("7.900");
  });
});

describe("isSeen", () => {
  const entry = (ratio: number, visibleHeight: number, intersecting = ratio > 0) => ({
    isIntersecting: intersecting,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight },
    rootBounds: { height: 800 },
  });

  it("needs the threshold share of the element", () => {
    expect(isSeen(entry(0.49, 200), 0.5, 800)).toBe(false);
    expect(isSeen(entry(0.5, 200), 0.5, 800)).toBe(true);
    expect(isSeen(entry(0, 0, false), 0.1, 800)).toBe(false);
  });

  it("counts a section taller than the viewport once it fills that share of the viewport", () => {
    expect(isSeen(entry(0.3, 600), 0.7, 800)).toBe(true);
    expect(isSeen(entry(0.3, 500), 0.7, 800)).toBe(false);
  });
});
