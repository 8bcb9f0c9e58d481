import { DEFER_LAYOUT_SCRIPT } from "~/utils/hydration/deferred-layout";
import { useNonce } from "~/utils/hydration/nonce";

/** Sets the deferred-layout flag on a fresh load at the top of a page (app/utils/hydration/deferred-layout.ts). */
export function DeferredLayoutFlag() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEFER_LAYOUT_SCRIPT }} />;
}
