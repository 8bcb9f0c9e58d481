import { type ReactNode, Suspense, useEffect, useLayoutEffect } from "react";

/**
 * A part of the page React hydrates on its own (decision 144): the header, the page, the footer (root.tsx). A key
 * or a tap that lands before the app has hydrated makes React hydrate at once, inside the event, what the event's
 * target is in: with no slice that was the whole page (a keystroke in the catalogue search took 540–740 ms of
 * processing at 4× CPU), with slices it is the slice the target is in; React hydrates the others after the root,
 * a slice at a time, yielding between them.
 *
 * A Suspense boundary with no fallback to show: nothing in it suspends (lazy parts have their own boundaries),
 * and its content is the server's until it has hydrated.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // With the root's commit, before any slice has hydrated: React leaves them for later, at a lower priority.
  useLayoutEffect(() => {
    pending++;
  }, []);
  return (
    <Suspense fallback={null}>
      <SliceHydrated />
      {children}
    </Suspense>
  );
}

let pending = 0;
let then: (() => void) | null = null;

function SliceHydrated() {
  useEffect(() => {
    pending--;
    if (pending > 0 || !then) return;
    then();
    then = null;
  }, []);
  return null;
}

/** Runs `callback` once every slice has hydrated (at once if they have): from the root's own effects. */
export function afterSlicesHydrate(callback: () => void) {
  if (pending === 0) callback();
  else then = callback;
}
