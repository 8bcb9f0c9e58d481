import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { formDestination, linkDestination } from "./internal-navigation";
import { useLayoutTexts } from "./use-layout-texts";

/**
 * Offline, a link to another page would fail: React Router cannot download the page's data or code, reloads,
 * and the visitor gets the browser's offline screen with this page dropped from history. While the browser
 * says it is offline, such a click (or a GET form, like the header search) is held back here: the visitor stays
 * on the page, hears "Sem conexão" and can try again, and history is untouched.
 */
export function OfflineNavigation() {
  const navigate = useNavigate();
  const t = useLayoutTexts().offline;
  const [held, setHeld] = useState<{ to: string; attempt: number } | null>(null);

  useEffect(() => {
    const hold = (to: string | null, event: Event) => {
      if (to === null || navigator.onLine) return;
      event.preventDefault();
      setHeld((previous) => ({ to, attempt: (previous?.attempt ?? 0) + 1 }));
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (anchor) hold(linkDestination(anchor, event, window.location), event);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement)
        hold(formDestination(event.target, window.location), event);
    };
    // Capture, so this runs before React Router's link and form handlers (they skip a prevented event).
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  if (!held) return null;
  const retry = () => {
    if (!navigator.onLine) {
      setHeld({ ...held, attempt: held.attempt + 1 });
      return;
    }
    setHeld(null);
    void navigate(held.to);
  };
  return (
    <div className="fixed inset-x-4 bottom-4 z-[100] mx-auto max-w-lg rounded-2xl bg-slate-900 p-4 text-white shadow-lg">
      {/* Keyed by attempt, so each held click is announced again. */}
      <p key={held.attempt} role="alert" className="font-semibold">
        {t.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={retry}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-slate-900"
        >
          {t.retry}
        </button>
        <button
          type="button"
          onClick={() => setHeld(null)}
          className="inline-flex min-h-11 items-center rounded-full border border-white px-5 font-semibold"
        >
          {t.close}
        </button>
      </div>
    </div>
  );
}
