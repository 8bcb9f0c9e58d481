import { type ReactNode, useEffect, useRef } from "react";
import { useTexts } from "~/i18n/texts";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { uiTexts } from "./ui.texts";

interface SentConfirmationProps {
  /** Anchor for the no-JavaScript post (the form's action ends in #id), so the answer lands in view. */
  id: string;
  title: string;
  /** The number stored with what was sent, for the visitor to quote. */
  protocol: string;
  /** What happens next, in a sentence or two. */
  children: ReactNode;
  /** "Enviar outra mensagem": a link that works without JavaScript (a fresh form)... */
  anotherHref: string;
  anotherLabel: string;
  /** ...and, with it, brings the form back in place. */
  onAnother?: () => void;
}

/**
 * A lasting confirmation that replaces a sent form: the protocol number, what happens next, and a way to send
 * another. It takes focus when it appears, so keyboard and screen-reader users land on it, and stays until the
 * visitor chooses to send another (no toast that vanishes, no reload). Shared by the site's forms.
 *
 * In a page the server rendered after a post, the browser focuses it as the page loads (autofocus), with or
 * without JavaScript; such pages hydrate only on the visitor's first intent (decision 098), so an effect there
 * would move focus back to it after the visitor had gone on. The effect is for a confirmation that appears in a
 * running app (the contact form's fetch).
 */
export function SentConfirmation({
  id,
  title,
  protocol,
  children,
  anotherHref,
  anotherLabel,
  onAnother,
}: SentConfirmationProps) {
  const t = useTexts(uiTexts);
  const box = useRef<HTMLDivElement>(null);
  // False when this render hydrates the server's HTML, true when the confirmation appears in a running app.
  const hydrated = useHydrated();
  const appearedInApp = useRef(hydrated);
  useEffect(() => {
    if (appearedInApp.current) box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      // biome-ignore lint/a11y/noAutofocus: the confirmation of a sent form is where the visitor must land
      autoFocus
      id={id}
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-brand-500 bg-brand-50 p-6 text-brand-950 outline-none focus-visible:ring-4 focus-visible:ring-accent-400"
    >
      <p className="text-2xl font-bold">{title}</p>
      <p className="mt-3 text-lg">
        {t.protocolNumber} <strong className="font-mono break-all">{protocol}</strong>
      </p>
      <div className="mt-3 text-slate-800">{children}</div>
      <a
        href={anotherHref}
        onClick={(event) => {
          if (!onAnother) return;
          event.preventDefault();
          onAnother();
        }}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
      >
        {anotherLabel}
      </a>
    </div>
  );
}
