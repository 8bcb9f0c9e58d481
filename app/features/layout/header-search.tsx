import { DismissableLayer } from "@radix-ui/react-dismissable-layer";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { useLocalHref } from "~/i18n/texts";
import { SearchGlyph } from "~/ui/search-glyph";
import type { HeaderComboboxProps } from "./header-combobox";
import { useLayoutTexts } from "./use-layout-texts";

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
  const [combobox, setCombobox] = useState<{
    Combobox: ComponentType<HeaderComboboxProps>;
    focused: boolean;
  } | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const SEARCH_LABEL = useLayoutTexts().search.label;
  const href = useLocalHref();
  const loadCombobox = () => {
    // If the combobox cannot be downloaded (offline), this plain form stays and still searches.
    import("./header-combobox")
      .then((module) =>
        setCombobox({ Combobox: module.default, focused: document.activeElement === plain.current }),
      )
      .catch(() => {});
  };
  // On a page that hydrates on intent (decision 098) the first focus is what starts hydration: it came before
  // React, so onFocus never saw it. A field already focused at hydration loads the combobox now, with the text
  // typed meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (plain.current && document.activeElement === plain.current) loadCombobox();
  }, []);
  if (combobox) {
    const { Combobox, focused } = combobox;
    return (
      <Combobox id={id} initialValue={plain.current?.value ?? ""} focused={focused} onNavigate={onNavigate} />
    );
  }
  return (
    <search aria-label={SEARCH_LABEL}>
      <form method="get" action={href("/produtos")} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {SEARCH_LABEL}
        </label>
        <input
          ref={plain}
          id={id}
          type="search"
          name="q"
          placeholder={SEARCH_LABEL}
          onFocus={loadCombobox}
          className={fieldClass}
        />
      </form>
    </search>
  );
}

export { fieldClass as headerSearchFieldClass };

/**
 * Desktop: a disclosure (<details>, so it opens without JavaScript too) whose panel holds the search field under
 * the one-line header. It closes from its button or after a suggestion is chosen.
 */
export function HeaderSearch({ solid }: { solid: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const summary = useRef<HTMLElement>(null);
  const SEARCH_LABEL = useLayoutTexts().search.label;
  // A panel opened before the app ran is open when it hydrates.
  useEffect(() => setOpen(details.current?.open === true), []);
  return (
    <details
      ref={details}
      className="relative hidden lg:block"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        ref={summary}
        aria-label={SEARCH_LABEL}
        className={`header-ink inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden ${
          solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
        }`}
      >
        <SearchGlyph />
      </summary>
      <div
        ref={panel}
        className="absolute top-full right-0 z-[70] mt-3 w-[34rem] rounded-2xl bg-white p-3 shadow-xl"
      >
        {/* The field stays mounted, so the loaded combobox and its text survive closing. */}
        <HeaderSearchField id="busca-cabecalho" onNavigate={close} />
        {/* Radix closes the panel on Esc or a press outside, as the nav disclosures (nav-disclosure.tsx), through an
            empty layer beside the field that exists only while the panel is open: Radix answers Esc only in the
            newest layer, and a layer always mounted here became newer than a product dialog opened before the
            header hydrated (a tap held before the app ran, decision 148), whose Esc then did nothing. */}
        {open ? (
          <DismissableLayer
            onEscapeKeyDown={(event) => {
              // Esc with the suggestions open closes only them (the combobox's aria-expanded is still "true" here).
              if (isExpandedCombobox(event.target)) return;
              close();
              summary.current?.focus();
            }}
            onPointerDownOutside={(event) => {
              // The panel is outside the empty layer, and the summary toggles by itself: closing here too would
              // reopen it on the same press.
              const target = event.target;
              const inside = (node: Node | null) => target instanceof Node && !!node?.contains(target);
              if (!inside(panel.current) && !inside(summary.current)) close();
            }}
          />
        ) : null}
      </div>
    </details>
  );
}

export function isExpandedCombobox(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.getAttribute("aria-expanded") === "true";
}
