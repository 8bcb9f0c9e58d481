import { useEffect } from "react";
import { DEFER_LAYOUT_SCRIPT, endDeferredLayout } from "~/utils/hydration/deferred-layout";
import { useNonce } from "~/utils/hydration/nonce";

/**
 * Sets the deferred-layout flag on a fresh load at the top of a page (app/utils/hydration/deferred-layout.ts), and
 * ends it at hydration keeping the visitor's place. This effect runs before root.tsx marks <html data-hydrated>
 * (a child's effects run before its parent's), which would otherwise end it with no care for the place.
 */
export function DeferredLayoutFlag() {
  const nonce = useNonce();
  useEffect(endDeferredLayout, []);
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
