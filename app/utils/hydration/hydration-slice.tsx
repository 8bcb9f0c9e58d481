import { type ReactNode, Suspense, useEffect, useLayoutEffect } from "react";
import { replayHeldTap, tapsLive, typingLive } from "./early-taps";

/**
 * A part of the page React hydrates on its own (decision 144): the header, the page, the footer (root.tsx). A key
 * or a tap that lands before the app has hydrated makes React hydrate at once, inside the event, what the event's
 * target is in: with no slice that was the whole page (a keystroke in the catalogue search took 603–743 ms of
 * processing at 4× CPU), with slices it is the slice the target is in; React hydrates the others after the root,
 * a slice at a time, yielding between them.
 *
 * A Suspense boundary with no fallback to show: nothing in it suspends (lazy parts have their own boundaries),
 * and its content is the server's until it has hydrated.
 */
export function HydrationSlice({ holds, children }: { holds: string; children: ReactNode }) {
  // With the root's commit, before any slice has hydrated: React leaves them for later, at a lower priority.
  useLayoutEffect(() => {
    pending++;
  }, []);
  return (
    <Suspense fallback={null}>
      <SliceHydrated holds={holds} />
      {children}
    </Suspense>
  );
}

let pending = 0;

/**
 * Its effect runs when the slice has hydrated. A tap held before the app ran on a control in the slice (`holds`,
 * the landmark its content renders into) is replayed then, without waiting for the other slices. Once the last
 * slice has hydrated, every handler is live: `<html data-hydrated>` says so (tests wait for this mark instead of
 * guessing; before it, the catalogue and navigation controls fall back to links and forms, decision 013), and taps
 * go to the app. Both after the render that follows hydration, where the controls are buttons and tabs
 * (useHydrated).
 */
function SliceHydrated({ holds }: { holds: string }) {
  useEffect(() => {
    typingLive(document.querySelector(holds));
    setTimeout(() => replayHeldTap(holds));
    if (--pending > 0) return;
    document.documentElement.dataset.hydrated = "true";
    setTimeout(tapsLive);
  }, [holds]);
  return null;
}
