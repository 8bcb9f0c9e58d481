import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { ChunkBoundary, preload } from "~/ui/chunk-boundary";
import { PlainDialog } from "~/ui/plain-dialog";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { MobileNavLinks } from "./mobile-nav-links";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu button is in the server HTML; the dialog code (Radix Dialog) downloads when a visitor shows intent
 * (hover, focus, touch), so desktop visitors and the first load never pay for it.
 */
export function MobileMenu({ solid }: { solid: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const className = `header-menu-ink inline-flex size-11 items-center justify-center rounded-md lg:hidden ${
    solid ? "text-brand-900" : "text-white"
  }`;
  // Until the menu can open, the same icon leads to the footer's site map, which lists every page.
  if (!hydrated) {
    return (
      <a href="#mapa-do-site" aria-label="Menu: mapa do site" className={className}>
        <Menu aria-hidden="true" className="size-7" />
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
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
  return (
    <PlainDialog title="Menu" closeLabel="Fechar menu" onClose={onClose}>
      <MobileNavLinks
        onNavigate={onClose}
        className="mt-4"
        linkClassName="text-xl text-brand-900 aria-[current=page]:underline"
      />
    </PlainDialog>
  );
}
