import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { NATIVE_MENU_ID, NativeMenuPanel, openMenu } from "./native-menu-panel";
import { useLayoutTexts } from "./use-layout-texts";

/** The key of the menu button's tap held before the app runs and replayed after (decision 134). */
const EARLY_KEY = "menu";

/**
 * The menu button and its panel, both in the server HTML (native-menu-panel.tsx). Until the app runs the button
 * opens the panel as a native popover (decision 141); once it runs, as a modal dialog (decision 164), in the tap's
 * own task: there is no code to fetch.
 */
export function MobileMenu({ solid }: { solid: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const t = useLayoutTexts().menu;
  useEffect(() => {
    const menu = document.getElementById(NATIVE_MENU_ID);
    const closed = () => setOpen(false);
    menu?.addEventListener("close", closed);
    return () => menu?.removeEventListener("close", closed);
  }, []);
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
        aria-expanded={hydrated ? open : undefined}
        data-early={EARLY_KEY}
        onClick={() => {
          openMenu();
          setOpen(true);
        }}
        className={className}
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <NativeMenuPanel />
    </>
  );
}
