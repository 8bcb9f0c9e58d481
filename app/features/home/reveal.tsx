import type { ReactNode } from "react";
import { useFirstSight } from "./use-first-sight";

/** Product rules §9: a section reveals when 10 % of it is visible. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Fades its content in the first time the section scrolls into view. It wraps the content, not the anchored
 * <section>, because the scroll manager measures the section's box and a transform on it would skew the offset.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const [ref, phase] = useFirstSight<HTMLDivElement>(REVEAL_THRESHOLD);
  return (
    <div ref={ref} data-reveal={phase} className={`reveal ${className}`}>
      {children}
    </div>
  );
}
