/** Thresholds the observer reports at, fine enough to catch any "x % visible" rule we ask for. */
export const OBSERVER_STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

export interface SightEntry {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}

/**
 * True when `threshold` of the element is visible. A section taller than the viewport can never reach a high
 * ratio (a 2000 px section on an 800 px phone tops out at 0.4), so filling that share of the viewport counts too.
 */
export function isSeen(entry: SightEntry, threshold: number, viewportHeight: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const rootHeight = entry.rootBounds?.height ?? viewportHeight;
  return rootHeight > 0 && entry.intersectionRect.height >= rootHeight * threshold;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
