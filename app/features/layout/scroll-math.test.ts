import { describe, expect, it } from "vitest";
import { anchorScrollTop, isHeaderSolid, scrollProgressPercent } from "./scroll-math";

describe("scrollProgressPercent", () => {
  it("is 0 at the top and 100 at the bottom", () => {
    expect(scrollProgressPercent(0, 3000, 800)).toBe(0);
    expect(scrollProgressPercent(2200, 3000, 800)).toBe(100);
  });
  it("is proportional in between", () => {
    expect(scrollProgressPercent(1100, 3000, 800)).toBe(50);
  });
  it("is 0 when the page does not scroll and never leaves 0..100", () => {
    expect(scrollProgressPercent(0, 500, 800)).toBe(0);
    expect(scrollProgressPercent(5000, 3000, 800)).toBe(100);
    expect(scrollProgressPercent(-40, 3000, 800)).toBe(0);
  });
});

describe("isHeaderSolid", () => {
  it("switches strictly above 20 px", () => {
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(20)).toBe(false);
    expect(isHeaderSolid(21)).toBe(true);
  });
});

describe("anchorScrollTop", () => {
  it("leaves 80 px between the viewport top and the section", () => {
    expect(anchorScrollTop(500, 1000)).toBe(1420);
    expect(anchorScrollTop(10, 0)).toBe(0);
  });
});
