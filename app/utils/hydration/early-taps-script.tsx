import { useEffect } from "react";
import { EARLY_TAPS_SCRIPT, replayEarlyTap } from "./early-taps";
import { useNonce } from "./nonce";
import { useHydrated } from "./use-hydrated";

/**
 * In <head>: holds a tap on a `data-early` control until the app runs, then replays it on the hydrated control
 * (early-taps.ts, decision 134). The replay waits for the render after hydration, where the controls that were
 * links or forms until then (useHydrated) are buttons and tabs.
 */
export function EarlyTaps() {
  const nonce = useNonce();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    // After this commit's other effects: a control that mounts its handlers in an effect has them by then.
    const timer = window.setTimeout(replayEarlyTap, 0);
    return () => window.clearTimeout(timer);
  }, [hydrated]);
  // The script ran as the server's HTML was parsed; the browser's bundle need not carry its text (server-only
  // text, kept by hydration: an inline script never runs again).
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : "" }}
    />
  );
}
