import * as Dialog from "@radix-ui/react-dialog";
import { ArrowRight, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { briefHrefForProduct } from "~/features/brief/brief-links";
import { useLocalHref, useTexts } from "~/i18n/texts";
import type { DetailTabKey, ProductDetail } from "../../detail/detail";
import type { TechSheet } from "../../detail/tech-sheet-url";
import { preloadImage } from "../../model/images";
import type { ProductSummary } from "../../model/summary";
import { summaryName } from "../../model/summary-name";
import { ProductImage } from "../list/product-image";
import { BrazilOnly } from "./brazil-only";
import { productDetailTexts } from "./product-detail.texts";
import { productPageTexts } from "./product-page.texts";
import { RadixProductTabs } from "./radix-product-tabs";
import { TechSheetLink } from "./tech-sheet-link";
import { useDetailTabs } from "./use-detail-tabs";

interface ProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: ProductSummary;
  /** Null while the detail is on its way (or when it failed). */
  detail: ProductDetail | null;
  /** The PDF link the server found for it, with the detail (decision 102). */
  techSheet: TechSheet | null;
  /** The detail request failed (offline, server error): say so and offer a retry. */
  failed: boolean;
  onRetry: () => void;
  /** The card's "Ver detalhes" button: focus goes back to it on close (Esc, the close button, the overlay). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** It takes the place of the card's sheet, already on screen (card-sheet.tsx): no fade-in. */
  instant?: boolean;
  /** Called once it is on screen and has the focus. */
  onShown?: () => void;
}

/** Product detail dialog; loaded lazily by product-grid.tsx, hence the default export. */
export default function ProductDialog({
  open,
  onOpenChange,
  summary,
  detail,
  techSheet,
  failed,
  onRetry,
  returnFocusTo,
  instant = false,
  onShown,
}: ProductDialogProps) {
  const [tab, setTab] = useState<DetailTabKey>("ingredients");
  const t = useTexts(productPageTexts);
  const { tabsLabel } = useTexts(productDetailTexts);
  const href = useLocalHref();

  // Product rules §4: on open, the first product image is preloaded; a failure is handled by the image's own fallback.
  useEffect(() => {
    if (open) preloadImage(summary.image).catch(() => {});
  }, [open, summary.image]);

  // "Tentar novamente" disappears when pressed: once the answer is in, focus goes to the first tab (or back to
  // the button if it failed again), so a keyboard or screen-reader visitor is not left on the dialog's frame.
  const body = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || (!detail && !failed)) return;
    retried.current = false;
    const target = detail ? '[role="tab"][aria-selected="true"]' : "button[data-retry]";
    body.current?.querySelector<HTMLElement>(target)?.focus();
  }, [detail, failed]);
  const retry = () => {
    retried.current = true;
    onRetry();
  };

  // On a small screen (or at 200 % zoom) the image and the tab list fill the dialog, so a chosen tab's content
  // started below the visible part. After a choice, the dialog's one scroll container (its body; the whole
  // dialog on a short viewport, see the `short:` classes below) brings the chosen panel's top right under the
  // tab list, which sticks to the container's top (radix-product-tabs.tsx); measured from the panel, because
  // once the list is stuck its own position no longer says how far the content has scrolled.
  const chosen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each tab choice, which `tab` stands for
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    // Next frame: Radix mounts the chosen panel in a render after this one, and until it is laid out the
    // container is too short to scroll that far (the scroll stopped short by the panel's height).
    const frame = requestAnimationFrame(() => {
      const list = body.current?.querySelector<HTMLElement>('[role="tablist"]');
      const panel = body.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
      const scroller = list ? scrollContainerOf(list) : null;
      if (!list || !panel || !scroller) return;
      // Where the stuck list's top sits: the container's top edge, inside any padding it has.
      const edge =
        scroller.getBoundingClientRect().top +
        scroller.clientTop +
        Number.parseFloat(getComputedStyle(scroller).paddingTop);
      const offset = panel.getBoundingClientRect().top - list.offsetHeight - edge;
      if (offset !== 0) scroller.scrollTop += offset;
    });
    return () => cancelAnimationFrame(frame);
  }, [tab]);

  // Every product opens on the first tab.
  const [shown, setShown] = useState(summary.code);
  if (shown !== summary.code) {
    setShown(summary.code);
    setTab("ingredients");
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="product-dialog-overlay fixed inset-0 z-[80] bg-brand-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => onShown?.()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // A short viewport (640×400 is a small laptop at 200 % zoom): a fixed header and footer took almost half
          // of it, leaving a chosen tab's first rows below the visible part. There the whole dialog is the one
          // scroll container (header and footer scroll with the content) and its body no longer scrolls itself.
          // On a phone (320×640) the margins, header and footer are tighter, so the scrolling body keeps most of
          // the height and the PDF link fits on one line (issue 34).
          data-instant={instant || undefined}
          className="product-dialog fixed top-1/2 left-1/2 z-[90] flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl short:block short:overflow-y-auto"
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
            <div>
              <Dialog.Title className="text-lg leading-snug font-bold text-brand-950 sm:text-xl">
                {detail?.nome ?? summaryName(summary)}
              </Dialog.Title>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
                {summary.typeLabel}
                <BrazilOnly type={summary.type} className="py-0.5 text-slate-800" />
              </p>
            </div>
            <Dialog.Close
              aria-label={t.close}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </header>
          {/*
            No top padding on the scrolling body: the tab list sticks to the body's top edge inside that padding,
            and the band above it would show the content scrolling past. The children keep the space as margins.
          */}
          <div className="grid gap-4 overflow-y-auto px-4 pb-5 short:overflow-visible sm:gap-6 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)]">
            <div className="mt-4 rounded-xl bg-brand-50 p-2 sm:mt-5 md:p-4">
              <ProductImage
                src={detail?.image ?? summary.image}
                fallback={detail?.imageFallback ?? summary.imageFallback}
                alt={summaryName(summary)}
                width={320}
                height={320}
                eager
                className="mx-auto aspect-square h-auto w-full max-w-28 object-contain md:max-w-48"
              />
            </div>
            <div ref={body} className="min-w-0 md:mt-5">
              {detail ? (
                <>
                  <DialogTabs
                    label={tabsLabel(detail.nome)}
                    detail={detail}
                    value={tab}
                    onValueChange={(key) => {
                      chosen.current = true;
                      setTab(key);
                    }}
                    compact
                  />
                  {/*
                    Under the tabs, not in the footer: at 320×640 a second footer row would take the height the
                    chosen tab's content needs. Only for a product we offer for white label (decision 122).
                  */}
                  {summary.whiteLabel && summary.ean ? (
                    <p className="mt-5 border-t border-slate-200 pt-3">
                      <Link
                        to={href(briefHrefForProduct({ ...detail, ean: summary.ean }))}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {t.briefCta(true)}
                      </Link>
                    </p>
                  ) : null}
                </>
              ) : failed ? (
                <div
                  role="alert"
                  className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800"
                >
                  <p className="font-semibold">{t.failedTitle}</p>
                  <p className="mt-1">{t.failedText}</p>
                  <button
                    type="button"
                    data-retry
                    onClick={retry}
                    className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                  >
                    {t.retry}
                  </button>
                </div>
              ) : (
                <p role="status" className="text-slate-700">
                  {t.loading}
                </p>
              )}
            </div>
          </div>
          <footer className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
            {summary.ean ? (
              <Link
                to={href(`/produto?ean=${summary.ean}`)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
              >
                {t.productPage}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {detail ? <TechSheetLink sheet={techSheet} className="px-4 text-sm" /> : null}
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The tabs with the dialog's labels (use-detail-tabs.ts): a component, so the hook runs only with a detail. */
function DialogTabs(props: Omit<Parameters<typeof RadixProductTabs>[0], "tabs">) {
  return <RadixProductTabs {...props} tabs={useDetailTabs(props.detail, { dialog: true })} />;
}

/** The nearest ancestor that scrolls: the dialog's body, or the whole dialog on a short viewport. */
function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if (overflow === "auto" || overflow === "scroll") return parent;
  }
  return null;
}
