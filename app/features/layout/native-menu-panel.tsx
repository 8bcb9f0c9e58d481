import { X } from "lucide-react";
import { B2bPortalLink } from "./b2b-portal-link";
import { HeaderSearchField } from "./header-search";
import { MobileNavLinks } from "./mobile-nav-links";
import { useLayoutTexts } from "./use-layout-texts";

/** The id the server's menu button names in `popovertarget`. */
export const NATIVE_MENU_ID = "menu-nativo";
const TITLE_ID = "menu-nativo-titulo";

const closeNativeMenu = () => document.getElementById(NATIVE_MENU_ID)?.hidePopover?.();

/**
 * The menu as the server sends it: a native popover that the browser opens itself when ☰ is tapped, before the
 * app runs and without JavaScript (decision 141). The same search field (a GET form until the app runs) and links
 * as the app's panel (mobile-menu-panel.tsx) on the same full screen; Esc and "Fechar menu" close it. Once the app
 * runs, ☰ opens the app's panel instead; this one stays in the page, closed, and a panel opened before hydration
 * stays open until the visitor closes it or follows a link.
 *
 * No display class on the popover itself: an author `display` would override the browser's `display: none` for a
 * closed popover.
 */
export function NativeMenuPanel() {
  const t = useLayoutTexts().menu;
  return (
    <div
      id={NATIVE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={TITLE_ID}
      className="mobile-panel m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-brand-950 px-6 pt-5 pb-10 text-white"
    >
      <div className="flex items-center justify-between">
        <p id={TITLE_ID} className="text-lg font-semibold">
          {t.title}
        </p>
        <button
          type="button"
          popoverTarget={NATIVE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={t.close}
          className="inline-flex size-11 items-center justify-center rounded-md"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
      </div>
      <div className="mt-6 text-slate-900">
        <HeaderSearchField id="busca-menu-nativo" onNavigate={closeNativeMenu} />
      </div>
      <MobileNavLinks
        onNavigate={closeNativeMenu}
        className="mt-8"
        linkClassName="text-2xl aria-[current=page]:text-accent-400"
      />
      <B2bPortalLink className="mt-10 inline-flex min-h-12 px-6" />
    </div>
  );
}
