import type {} from "altcha/types/react";
import { type RefObject, useEffect, useRef } from "react";
import { useLocale, useTexts } from "~/i18n/texts";
import { whenIdle } from "~/utils/hydration/when-idle";
import { contactNoticeTexts } from "./contact-notice.texts";

/** A field or the widget's place gets focus, a press or input: the visitor is about to fill the form. */
const INTENTS = ["focusin", "pointerdown", "input"] as const;

export interface AltchaHandle {
  /** The solved payload, or "" while the check is not done. */
  payload: () => string;
  reset: () => void;
}

/**
 * The ALTCHA web component. Its script is imported once the page is idle after hydration (or on the form's
 * first intent), off the input path, and the server render stays plain HTML. It fetches challenges from our own /api/altcha and solves them in Web Workers.
 */
export function AltchaWidget({
  handle,
  onChange,
}: {
  handle: RefObject<AltchaHandle | null>;
  onChange?: () => void;
}) {
  const locale = useLocale();
  const element = useRef<HTMLElement>(null);
  const payload = useRef("");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let active = true;
    const node = element.current;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === "verified" ? (detail.payload ?? "") : "";
      onChangeRef.current?.();
    };
    node?.addEventListener("statechange", onState);
    // The widget's script (35 KB gzip) loads once the page is idle after hydration, or at the form's first focus,
    // press or input if that comes first: never on the path of a keystroke (decision 134). The translations
    // register themselves on the global the widget creates, so the widget goes first.
    const form = node?.closest("form");
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      for (const type of INTENTS) form?.removeEventListener(type, load);
      // English strings ship with the widget itself; Portuguese ones are their own file (altcha-i18n.d.ts).
      import("altcha")
        .then(() => (locale === "en" ? undefined : import("altcha/i18n/pt-br")))
        .then(() => {
          if (active) node?.setAttribute("language", locale === "en" ? "en" : "pt-br");
        });
    };
    if (!form || form.contains(document.activeElement)) load();
    else for (const type of INTENTS) form.addEventListener(type, load, { passive: true });
    const cancelIdle = whenIdle(load);
    handle.current = {
      payload: () => payload.current,
      reset: () => {
        payload.current = "";
        (node as unknown as { reset?: () => void })?.reset?.();
      },
    };
    return () => {
      active = false;
      cancelIdle();
      for (const type of INTENTS) form?.removeEventListener(type, load);
      node?.removeEventListener("statechange", onState);
    };
  }, [handle, locale]);

  return (
    <altcha-widget
      ref={element}
      challenge="/api/altcha"
      name="altcha"
      configuration={JSON.stringify({ hideFooter: false, workers: 2 })}
      suppressHydrationWarning
    >
      <RobotCheckPlaceholder />
    </altcha-widget>
  );
}

/**
 * What holds the widget's place until its script arrives (issue 34: an empty 118 px gap): the widget's own box,
 * rows and height (app.css), with words instead of the checkbox. The widget draws itself beside it inside the
 * element (no shadow root), and app.css hides this once the widget shows. Without JavaScript it stays hidden.
 */
function RobotCheckPlaceholder() {
  const t = useTexts(contactNoticeTexts).robotCheck;
  return (
    <span className="robot-check-placeholder">
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-[22px] shrink-0 rounded-[5px] border border-slate-400 bg-white"
        />
        <span>{t.placeholder}</span>
      </span>
      <span className="self-end text-[0.7rem] text-slate-600">{t.placeholderHint}</span>
    </span>
  );
}
