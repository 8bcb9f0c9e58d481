import { Menu } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { ChunkBoundary, preload } from "~/ui/chunk-boundary";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { whenIdle } from "~/utils/hydration/when-idle";
import { NATIVE_MENU_ID, NativeMenuPanel } from "./native-menu-panel";
import { useLayoutTexts } from "./use-layout-texts";

// Once its code is in, the panel renders in the tap's own task: React.lazy alone suspended even then, and React
// held the reveal for up to 300 ms (decision 163).
const MobileMenuPanel = lazyWithPreload(() => import("./mobile-menu-panel"));
const loadPanel = MobileMenuPanel.preload;

/** The key of the menu button's tap held before the app runs and replayed after (decision 134). */
const EARLY_KEY = "menu";

/**
 * The menu button is in the server HTML and opens the native panel there (native-menu-panel.tsx, decision 141).
 * Once the app runs it opens the app's panel (Radix Dialog: focus kept inside, the page behind inert), whose code
 * downloads once the page is idle where the button shows (a phone or tablet), or on hover or focus, so that tap
 * makes no round trip either.
 */
export function MobileMenu({ solid }: { solid: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const t = useLayoutTexts().menu;
  useEffect(() => {
    if (!hydrated || !button.current?.getClientRects().length) return;
    return whenIdle(() => preload(loadPanel));
  }, [hydrated]);
  const className = `header-menu-ink inline-flex size-11 items-center justify-center rounded-md lg:hidden ${
    solid ? "text-brand-900" : "text-white"
  }`;
  // Until the app runs, the same icon opens the server's native panel (decision 141); where the browser has no
  // popover, the tap is held and replayed on the app's button (decision 134, early-taps.ts).
  if (!hydrated) {
    return (
      <>
        <button
          type="button"
          popoverTarget={NATIVE_MENU_ID}
          aria-label={t.open}
          aria-haspopup="dialog"
          data-early={EARLY_KEY}
          className={className}
        >
          <Menu aria-hidden="true" className="size-7" />
        </button>
        <NativeMenuPanel />
      </>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early={EARLY_KEY}
        onPointerEnter={() => preload(loadPanel)}
        onFocus={() => preload(loadPanel)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className}
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <NativeMenuPanel />
      {wanted ? (
        <ChunkBoundary fallback={open ? <NativeMenuInstead onShown={() => setOpen(false)} /> : null}>
          <Suspense fallback={null}>
            <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}

/** The panel's code could not be downloaded (offline): the server's native panel, which needs none, instead. */
function NativeMenuInstead({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    document.getElementById(NATIVE_MENU_ID)?.showPopover?.();
    onShown();
  }, [onShown]);
  return null;
}
