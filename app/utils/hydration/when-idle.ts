/**
 * Runs `task` when the browser is idle (within 2 s at the latest), after the work of hydration and off the input
 * path; falls back to a timer where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
