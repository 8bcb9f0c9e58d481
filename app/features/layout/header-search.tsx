import { type ComponentType, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import type { HeaderComboboxProps } from "./header-combobox";

const SEARCH_LABEL = "Buscar produtos";
const fieldClass =
  "min-h-11 w-full min-w-0 rounded-full border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600";

interface HeaderSearchFieldProps {
  /** Unique per place (desktop popover, mobile panel). */
  id: string;
  /** Called after a suggestion or "Ver todos os resultados" navigates, so the container can close. */
  onNavigate?: () => void;
}

/**
 * The header's product search. Without JavaScript (and until the first focus) it is a plain GET form to
 * /produtos (Enter submits it); the first focus downloads the combobox (downshift, header-combobox.tsx) and swaps it in with the
 * text and focus kept, so the suggestions cost nothing on pages where nobody searches.
 */
export function HeaderSearchField({ id, onNavigate }: HeaderSearchFieldProps) {
  const [Combobox, setCombobox] = useState<ComponentType<HeaderComboboxProps> | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  if (Combobox) return <Combobox id={id} initialValue={plain.current?.value ?? ""} onNavigate={onNavigate} />;
  return (
    <search aria-label={SEARCH_LABEL}>
      <form method="get" action="/produtos" className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {SEARCH_LABEL}
        </label>
        <input
          ref={plain}
          id={id}
          type="search"
          name="q"
          placeholder={SEARCH_LABEL}
          onFocus={() => {
            void import("./header-combobox").then((module) => setCombobox(() => module.default));
          }}
          className={fieldClass}
        />
      </form>
    </search>
  );
}

export { fieldClass as headerSearchFieldClass, SEARCH_LABEL as HEADER_SEARCH_LABEL };

/**
 * Desktop: a disclosure (<details>, so it opens without JavaScript too) whose panel holds the search field under
 * the one-line header. It closes from its button or after a suggestion is chosen.
 */
export function HeaderSearch({ solid }: { solid: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  // Esc closes the panel and gives focus back to its button, unless it is closing the suggestion list: the
  // combobox's aria-expanded still shows the state before this key press while the event bubbles here.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const panel = details.current;
    if (event.key !== "Escape" || !panel?.open) return;
    if (isExpandedCombobox(event.target)) return;
    panel.open = false;
    panel.querySelector("summary")?.focus();
  };
  useClickOutside(details);
  return (
    <details ref={details} onKeyDown={onKeyDown} className="relative hidden lg:block">
      <summary
        aria-label={SEARCH_LABEL}
        className={`inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden ${
          solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
        }`}
      >
        {/* Inline, not lucide's Search: a separate icon chunk would load with every page. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-5"
        >
          <circle cx="11" cy="11" r="8" />
          <path d="m21 21-4.3-4.3" />
        </svg>
      </summary>
      <div className="absolute top-full right-0 z-[70] mt-3 w-[34rem] rounded-2xl bg-white p-3 shadow-xl">
        <HeaderSearchField id="busca-cabecalho" onNavigate={close} />
      </div>
    </details>
  );
}

export function isExpandedCombobox(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.getAttribute("aria-expanded") === "true";
}

/** A pointer press outside the open disclosure closes it, as any popover does. */
function useClickOutside(details: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const panel = details.current;
      if (panel?.open && event.target instanceof Node && !panel.contains(event.target)) panel.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [details]);
}
