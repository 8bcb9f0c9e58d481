import { useEffect } from "react";
import { DEFER_LAYOUT_SCRIPT, layOutDeferredBlocks } from "~/utils/hydration/deferred-layout";
import { useNonce } from "~/utils/hydration/nonce";

/**
 * Sets the deferred-layout flag on a fresh load at the top of a page (app/utils/hydration/deferred-layout.ts), and
 * at hydration lays the deferred blocks out one per task, keeping the visitor's place (decision 153).
 */
export function DeferredLayoutFlag() {
  const nonce = useNonce();
  useEffect(layOutDeferredBlocks, []);
  // Server-only text, kept by hydration (app/utils/hydration/early-taps-script.tsx says why).
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? DEFER_LAYOUT_SCRIPT : "" }}
    />
  );
}
