import type {} from "altcha/types/react";
import { type RefObject, useEffect, useRef } from "react";
import { useLocale, useTexts } from "~/i18n/texts";
import { contactNoticeTexts } from "./contact-notice.texts";
import { loadAfterTyping } from "./load-after-typing";

export interface AltchaHandle {
  /** The solved payload, or "" while the check is not done. */
  payload: () => string;
  reset: () => void;
}

/**
 * The ALTCHA web component. Its script is imported off the input path (decision 150) and only for a visitor who
 * turns to the form (decision 158): when the page is idle and nobody has typed in a focused field for a moment, or
 * at once on a press or focus that is not typing (the widget's place, the subject's select, a button, a Tab out of
 * a field); a press on the widget's place starts the check. The server render stays plain HTML. It fetches challenges
 * from our own /api/altcha and solves them in Web Workers.
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
    // The widget's script (35 KB gzip) loads at a pause in typing or on a move that is not typing, never between
    // the keys of a visitor typing (decision 150). The translations register themselves on the global the widget
    // creates, so the widget goes first.
    const stopWatching = loadAfterTyping(node?.closest("form"), node, (reason) => {
      // English strings ship with the widget itself; Portuguese ones are their own file (altcha-i18n.d.ts).
      import("altcha")
        .then(() => (locale === "en" ? undefined : import("altcha/i18n/pt-br")))
        .then(() => customElements.whenDefined("altcha-widget"))
        .then(() => {
          if (!active) return;
          node?.setAttribute("language", locale === "en" ? "en" : "pt-br");
          // The visitor pressed the placeholder's box: that press asked for the check, so it starts now, drawn
          // (decision 158), rather than waiting for a second press on the real box.
          if (reason === "press") (node as unknown as { verify?: () => Promise<unknown> })?.verify?.();
        });
    });
    handle.current = {
      payload: () => payload.current,
      reset: () => {
        payload.current = "";
        (node as unknown as { reset?: () => void })?.reset?.();
      },
    };
    return () => {
      active = false;
      stopWatching();
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
