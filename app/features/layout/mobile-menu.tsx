import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChunkBoundary, preload } from "~/ui/chunk-boundary";
import { PlainDialog } from "~/ui/plain-dialog";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { whenIdle } from "~/utils/hydration/when-idle";
import { MobileNavLinks } from "./mobile-nav-links";
import { useLayoutTexts } from "./use-layout-texts";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/** The key of the menu button's tap held before the app runs and replayed after (decision 134). */
const EARLY_KEY = "menu";

/**
 * The menu button is in the server HTML; the dialog code (Radix Dialog) downloads once the page is idle after
 * hydration where the button shows (a phone or tablet), or on hover or focus, so the first tap opens it without
 * a round trip. A tap before the app runs is held and replayed (decision 134), never sent to the site map.
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
  // Until the menu can open, the same icon leads to the footer's site map, which lists every page.
  if (!hydrated) {
    return (
      <a href="#mapa-do-site" aria-label={t.beforeApp} data-early={EARLY_KEY} className={className}>
        <Menu aria-hidden="true" className="size-7" />
      </a>
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
      {wanted ? (
        <ChunkBoundary fallback={open ? <PlainMenu onClose={() => setOpen(false)} /> : null}>
          <Suspense fallback={null}>
            <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}

/** The panel's code could not be downloaded (offline): the same links in the browser's own dialog. */
function PlainMenu({ onClose }: { onClose: () => void }) {
  const t = useLayoutTexts().menu;
  return (
    <PlainDialog title={t.title} closeLabel={t.close} onClose={onClose}>
      <MobileNavLinks
        onNavigate={onClose}
        className="mt-4"
        linkClassName="text-xl text-brand-900 aria-[current=page]:underline"
      />
    </PlainDialog>
  );
}
