import { Menu } from "lucide-react";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { NATIVE_MENU_ID, NativeMenuPanel, openMenu } from "./native-menu-panel";
import { useLayoutTexts } from "./use-layout-texts";

/** The key of the menu button's tap held before the app runs and replayed after (decision 134). */
const EARLY_KEY = "menu";

/**
 * The menu button and its panel, both in the server HTML (native-menu-panel.tsx). Until the app runs the button
 * opens the panel as a native popover (decision 141); once it runs, as a modal dialog (decision 164), in the tap's
 * own task: there is no code to fetch. No `aria-expanded` of our own: while the modal panel is open the page behind,
 * this button with it, is inert, so it could only ever say "collapsed".
 */
export function MobileMenu({ solid }: { solid: boolean }) {
  const hydrated = useHydrated();
  const t = useLayoutTexts().menu;
  const className = `header-menu-ink inline-flex size-11 items-center justify-center rounded-md lg:hidden ${
    solid ? "text-brand-900" : "text-white"
  }`;
  return (
    <>
      {/* Until the app runs the browser opens the popover itself; where it has no popover, the tap is held and
          replayed on the app's button (decision 134, early-taps.ts). */}
      <button
        type="button"
        popoverTarget={hydrated ? undefined : NATIVE_MENU_ID}
        aria-label={t.open}
        aria-haspopup="dialog"
        data-early={EARLY_KEY}
        onClick={openMenu}
        className={className}
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <NativeMenuPanel />
    </>
  );
}
