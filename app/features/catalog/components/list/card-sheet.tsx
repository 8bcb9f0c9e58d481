import { ArrowRight, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { catalogCardTexts } from "./catalog-cards.texts";

/**
 * Opens the card's sheet for its "Ver detalhes" button, filled from the card, with the early-tap script's own
 * function (early-taps.ts, `window.__cardSheet`). False where there is no sheet to open (no popovers).
 */
function showCardSheet(button: HTMLElement): boolean {
  const open = (window as { __cardSheet?: (button: HTMLElement) => void }).__cardSheet;
  if (!open || !("showPopover" in HTMLElement.prototype)) return false;
  open(button);
  return true;
}

const sheetOpen = (sheet: HTMLElement | null): sheet is HTMLElement =>
  !!sheet && "hidePopover" in sheet && sheet.matches(":popover-open");

/**
 * A grid's sheet (decision 143): `open` shows it for a tap on "Ver detalhes" (or finds it open from a tap before
 * the app ran) and says whether it is on screen; `handOver` closes it once the product dialog is on screen; `fail`
 * keeps it, saying the details cannot be opened, when the dialog's code could not be downloaded. Closed by the
 * visitor before the dialog came (Esc, "Fechar", a tap beside it), `onDismissed` runs: the dialog is not wanted.
 */
export function useCardSheet(onDismissed: () => void) {
  const id = useId();
  const handedOver = useRef(false);
  const dismissed = useRef(onDismissed);
  dismissed.current = onDismissed;
  useEffect(() => {
    const sheet = document.getElementById(id);
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "closed" && !handedOver.current) dismissed.current();
    };
    sheet?.addEventListener("toggle", onToggle);
    return () => sheet?.removeEventListener("toggle", onToggle);
  }, [id]);
  return {
    id,
    open(button: HTMLElement) {
      handedOver.current = false;
      return sheetOpen(document.getElementById(id)) || showCardSheet(button);
    },
    handOver() {
      handedOver.current = true;
      const sheet = document.getElementById(id);
      if (sheetOpen(sheet)) sheet.hidePopover();
    },
    fail() {
      const sheet = document.getElementById(id);
      for (const part of sheet?.querySelectorAll<HTMLElement>("[data-sheet-state]") ?? [])
        part.hidden = part.dataset.sheetState !== "failed";
    },
  };
}

/**
 * What "Ver detalhes" opens at once, before the app runs and after (decision 143): a native popover, framed as
 * the product dialog, showing what the card already says (name, type, picture) with "Carregando detalhes...". The
 * early-tap script (early-taps.ts) fills it from the tapped card and opens it; the product dialog then opens on the
 * same place, once the app runs or once it has rendered, and this closes. Closed before then (Esc, "Fechar", a tap
 * beside it), the dialog does not come. Where the browser has no popovers it stays hidden (app.css).
 *
 * Its inside is the server's only: the app renders the element with an empty inner HTML that hydration does not
 * compare, so the browser's bundle carries none of this markup (it put /produtos over its 150 KB budget), and the
 * scripts may fill it freely. No display class on the popover itself: it would override the browser's
 * `display: none` when closed.
 */
export function CardSheet({ id }: { id: string }) {
  const t = useTexts(catalogCardTexts);
  const href = useLocalHref();
  const titleId = `${id}-titulo`;
  const inside = import.meta.env.SSR
    ? {
        children: (
          <>
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
              <div>
                <h2
                  id={titleId}
                  data-sheet-name=""
                  className="text-lg leading-snug font-bold text-brand-950 sm:text-xl"
                >
                  {t.sheetTitle}
                </h2>
                <p data-sheet-type="" className="mt-1 text-sm font-semibold text-brand-700" />
              </div>
              <button
                type="button"
                popoverTarget={id}
                popoverTargetAction="hide"
                aria-label={t.close}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <div className="grid gap-4 px-4 pb-5 sm:gap-6 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)]">
              {/* The card's own picture goes here, copied by the script (sized in app.css). */}
              <div data-sheet-image="" className="mt-4 rounded-xl bg-brand-50 p-2 sm:mt-5 md:p-4" />
              <div className="md:mt-5">
                <p role="status" data-sheet-state="loading" className="text-slate-700">
                  {t.loading}
                </p>
                <p role="alert" data-sheet-state="failed" hidden className="text-slate-800">
                  {t.dialogFailed}
                </p>
              </div>
            </div>
            <div className="border-t border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
              <a
                data-sheet-page=""
                href={href("/produtos")}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
              >
                {t.productPage}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
          </>
        ),
      }
    : { dangerouslySetInnerHTML: { __html: "" } };
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      data-sheet=""
      className="card-sheet m-auto h-fit max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl overflow-y-auto rounded-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-950/60 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)]"
      suppressHydrationWarning
      {...inside}
    />
  );
}
