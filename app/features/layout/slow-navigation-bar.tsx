import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useLayoutTexts } from "./use-layout-texts";

/** Below this, a navigation feels instant and a bar would only flicker. */
const SLOW_AFTER_MS = 400;

/**
 * A slow server (5 s) left the old page sitting unchanged after a click, with no sign it was taken. Once a
 * navigation takes longer than a moment, a thin bar shows at the top and the main region says aria-busy.
 */
export function SlowNavigationBar() {
  const navigation = useNavigation();
  const t = useLayoutTexts();
  const busy = navigation.state !== "idle";
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  // <main> is rendered by the root layout; marking it here keeps the flag beside the bar that shows it.
  useEffect(() => {
    const main = document.getElementById("conteudo");
    if (!main) return;
    if (slow) main.setAttribute("aria-busy", "true");
    else main.removeAttribute("aria-busy");
  }, [slow]);

  if (!slow) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.loadingPage}
      className="slow-navigation-bar fixed inset-x-0 top-0 z-[110] h-1 overflow-hidden bg-accent-400/30"
    >
      <div className="h-full w-1/3 bg-accent-400" />
    </div>
  );
}
