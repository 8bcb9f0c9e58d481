import { describe, expect, it } from "vitest";
import { createApproachTracker } from "./approach-tracker";

const HEIGHT = 800;

describe("createApproachTracker", () => {
  it("earns a page when the end of the list first comes within 650 px of the viewport's bottom", () => {
    const tracker = createApproachTracker();
    expect(tracker.scrolled(3000, HEIGHT)).toBe(false);
    expect(tracker.scrolled(1500, HEIGHT)).toBe(false);
    expect(tracker.scrolled(1400, HEIGHT)).toBe(true);
  });

  it("a jump past the end earns one page, not one per scroll event while the end stays in range", () => {
    const tracker = createApproachTracker();
    expect(tracker.scrolled(-200, HEIGHT)).toBe(true);
    // Further scroll events while the page is on its way earn nothing.
    expect(tracker.scrolled(-250, HEIGHT)).toBe(false);
    // The cards arrived; the end moved down but is still in range; scroll events that do not go further
    // (scroll anchoring, a nudge back up) earn nothing.
    tracker.landed(700);
    expect(tracker.scrolled(700, HEIGHT)).toBe(false);
    expect(tracker.scrolled(900, HEIGHT)).toBe(false);
  });

  it("scrolling further toward the end after a page landed is a new approach", () => {
    const tracker = createApproachTracker();
    expect(tracker.scrolled(1000, HEIGHT)).toBe(true);
    tracker.landed(1400);
    expect(tracker.scrolled(1000, HEIGHT)).toBe(true);
  });

  it("leaving the range and coming back is a new approach", () => {
    const tracker = createApproachTracker();
    expect(tracker.scrolled(1000, HEIGHT)).toBe(true);
    tracker.landed(1000);
    expect(tracker.scrolled(1000, HEIGHT)).toBe(false);
    expect(tracker.scrolled(2000, HEIGHT)).toBe(false);
    expect(tracker.scrolled(1300, HEIGHT)).toBe(true);
  });

  it("a list that started over counts the first scroll in range", () => {
    const tracker = createApproachTracker();
    expect(tracker.scrolled(500, HEIGHT)).toBe(true);
    tracker.landed(null);
    expect(tracker.scrolled(500, HEIGHT)).toBe(true);
  });
});
