import { X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { B2bPortalLink } from "./b2b-portal-link";
import { HeaderSearchField, isExpandedCombobox } from "./header-search";
import { MobileNavLinks } from "./mobile-nav-links";
import { useLayoutTexts } from "./use-layout-texts";

/** The id the server's menu button names in `popovertarget`. */
export const NATIVE_MENU_ID = "menu-nativo";
const TITLE_ID = "menu-nativo-titulo";

const panel = () => document.getElementById(NATIVE_MENU_ID) as HTMLDialogElement | null;

/** Opens the panel as a modal dialog: the page behind inert, Esc closes it (decision 164). */
export function openMenu() {
  const menu = panel();
  if (menu && !menu.open && !menu.matches(":popover-open")) menu.showModal();
}

/** Closes the panel however it was opened: as the server's popover or as the app's modal dialog. */
export function closeMenu() {
  const menu = panel();
  if (menu?.matches(":popover-open")) menu.hidePopover();
  if (menu?.open) menu.close();
}

/**
 * The only menu panel, a `<dialog>` in the server HTML. Before the app runs (and without JavaScript) it is a native
 * popover that the browser opens itself when ☰ is tapped (decision 141); once the app runs, ☰ opens it with
 * `showModal()`, so the page behind is inert and Esc closes it (decision 164). The header's search field (a GET
 * form until the app runs) and the page links; "Fechar menu" and a followed link close it. A panel opened before
 * hydration stays open until the visitor closes it or follows a link.
 *
 * No display class on the element itself: an author `display` would override the browser's `display: none` for a
 * closed popover or dialog.
 */
export function NativeMenuPanel() {
  const t = useLayoutTexts().menu;
  return (
    <dialog
      id={NATIVE_MENU_ID}
      popover="auto"
      aria-labelledby={TITLE_ID}
      onKeyDown={keepMenuOnComboboxEscape}
      className="mobile-panel m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-brand-950 px-6 pt-5 pb-10 text-white"
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
          onClick={closeMenu}
          className="inline-flex size-11 items-center justify-center rounded-md"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
      </div>
      <div className="mt-6 text-slate-900">
        <HeaderSearchField id="busca-menu-nativo" onNavigate={closeMenu} />
      </div>
      <MobileNavLinks
        onNavigate={closeMenu}
        className="mt-8"
        linkClassName="text-2xl aria-[current=page]:text-accent-400"
      />
      <B2bPortalLink className="mt-10 inline-flex min-h-12 px-6" />
    </dialog>
  );
}

/**
 * Esc in the search field with its suggestions open closes the suggestions, not the whole menu: a cancelled Esc
 * keydown is no close request for the dialog or the popover.
 */
function keepMenuOnComboboxEscape(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key === "Escape" && isExpandedCombobox(event.target)) event.preventDefault();
}
