import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true from the render right after it. Controls that need
 * JavaScript (a disclosure button, the menu dialog) render a plain link until then, so a tap on a slow phone,
 * or a visit without JavaScript, still goes somewhere useful.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
