import { EARLY_TAPS_SCRIPT } from "./early-taps";
import { useNonce } from "./nonce";

/**
 * In <head>: holds a tap on a `data-early` control until the app runs (early-taps.ts, decision 134); root.tsx
 * replays it once every slice of the page has hydrated (decision 144).
 */
export function EarlyTaps() {
  const nonce = useNonce();
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
