import { type RefObject, useEffect, useRef, useState } from "react";
import { isSeen, OBSERVER_STEPS, prefersReducedMotion } from "./first-sight";

/**
 * - "static": the server render, the first client render, reduced motion, or the element was already in view
 *   when the page hydrated. Content shows in its final state: nothing is ever hidden without JavaScript.
 * - "waiting": hydrated, motion allowed, and the element was out of view at the first check.
 * - "seen": it has since come into view (once; it never goes back).
 */
export type SightPhase = "static" | "waiting" | "seen";

export function useFirstSight<T extends Element>(threshold: number): [RefObject<T | null>, SightPhase] {
  const ref = useRef<T | null>(null);
  const [phase, setPhase] = useState<SightPhase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const seen = isSeen(entry, threshold, window.innerHeight);
        if (first) {
          first = false;
          if (seen) {
            observer.disconnect();
            return;
          }
          setPhase("waiting");
          return;
        }
        if (seen) {
          setPhase("seen");
          observer.disconnect();
        }
      },
      { threshold: OBSERVER_STEPS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return [ref, phase];
}
