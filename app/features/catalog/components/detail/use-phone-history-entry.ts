import { useCallback, useEffect, useRef } from "react";

/** Below Tailwind's md breakpoint the dialog covers the screen and reads as a page of its own. */
const PHONE_QUERY = "(max-width: 767px)";

/**
 * On phones an open dialog is a history entry, so the system Back button closes it instead of leaving the page.
 * `opened()` pushes the entry (same URL, React Router's state kept); Back fires `onBack`; `closed()` (Esc, the
 * close button) takes the entry off again. On larger screens nothing is pushed.
 */
export function usePhoneHistoryEntry(onBack: () => void) {
  const pushed = useRef(false);
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    const onPopState = () => {
      if (!pushed.current) return;
      pushed.current = false;
      onBackRef.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const opened = useCallback(() => {
    if (pushed.current || !window.matchMedia(PHONE_QUERY).matches) return;
    window.history.pushState({ ...window.history.state, dialog: true }, "");
    pushed.current = true;
  }, []);

  const closed = useCallback(() => {
    if (!pushed.current) return;
    pushed.current = false;
    window.history.back();
  }, []);

  return { opened, closed };
}
