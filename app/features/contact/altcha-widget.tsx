import type {} from "altcha/types/react";
import { type RefObject, useEffect, useRef } from "react";

export interface AltchaHandle {
  /** The solved payload, or "" while the check is not done. */
  payload: () => string;
  reset: () => void;
}

/**
 * The ALTCHA web component. Its script is imported in an effect, so only /contato downloads it and the server
 * render stays plain HTML. It fetches challenges from our own /api/altcha and solves them in Web Workers.
 */
export function AltchaWidget({
  handle,
  onChange,
}: {
  handle: RefObject<AltchaHandle | null>;
  onChange?: () => void;
}) {
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
    // The translations register themselves on the global the widget creates, so the widget goes first.
    import("altcha")
      .then(() => import("altcha/i18n/pt-br"))
      .then(() => {
        if (active) node?.setAttribute("language", "pt-br");
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
      node?.removeEventListener("statechange", onState);
    };
  }, [handle]);

  return (
    <altcha-widget
      ref={element}
      challenge="/api/altcha"
      name="altcha"
      configuration={JSON.stringify({ hideFooter: false, workers: 2 })}
      suppressHydrationWarning
    />
  );
}
