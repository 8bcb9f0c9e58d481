import { Suspense, startTransition, useEffect, useRef, useState } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { useLocalHref } from "~/i18n/texts";
import { ChunkBoundary, preload } from "~/ui/chunk-boundary";
import { CARD_SHEET_ATTRIBUTE } from "~/utils/hydration/early-taps";
import { whenIdle } from "~/utils/hydration/when-idle";
import type { ProductSummary } from "../../model/summary";
import { productPath } from "../../seo/product-seo";
import { usePhoneHistoryEntry } from "../detail/use-phone-history-entry";
import { prefetchDetail, useProductDetail } from "../detail/use-product-detail";
import { CardSheet, useCardSheet } from "./card-sheet";
import { ProductCard } from "./product-card";
import { useDetailsAhead } from "./use-details-ahead";

// Rendered without suspending once its code is in (decision 163).
const ProductDialog = lazyWithPreload(() => import("../detail/product-dialog"));
const loadDialog = ProductDialog.preload;

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Cards eager-load their image only in the first row. */
  eagerCount?: number;
  headingLevel?: "h2" | "h3";
  className?: string;
  /** Gives each card an id (prefix + its 1-based position), so a link can land on a card. */
  cardIdPrefix?: string;
}

/**
 * The card grid and its detail dialog. The dialog's code (Radix Dialog + Tabs) downloads when the grid nears
 * the viewport and the page is idle (or on hover or focus of "Ver detalhes"), so a tap opens it without waiting
 * for code; a card's detail comes from /api/produto when the card comes into view and the page is idle
 * (use-details-ahead.ts), or at the latest when the finger or the pointer goes down on its button, and a failure
 * stays inside the dialog (decision 134). A tap shows the card's sheet in its own frame (card-sheet.tsx), and the
 * dialog takes its place once rendered (decision 143).
 */
export function ProductGrid({
  products,
  eagerCount = 3,
  headingLevel = "h3",
  className = "",
  cardIdPrefix,
}: ProductGridProps) {
  const [open, setOpen] = useState(false);
  const href = useLocalHref();
  const [selected, setSelected] = useState<ProductSummary | null>(null);
  // The dialog takes the place of the card's sheet without its fade-in (card-sheet.tsx).
  const [fromSheet, setFromSheet] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const { state, load } = useProductDetail();
  // Closed by the visitor before the dialog came: the dialog is not wanted.
  const sheet = useCardSheet(() => {
    setOpen(false);
    history.closed();
  });
  const history = usePhoneHistoryEntry(() => {
    setOpen(false);
    sheet.handOver();
  });
  // The dialog's code comes in once the grid nears the viewport, when the page is idle: a card in view opens
  // without waiting for code, and a visitor who never scrolls to the grid (the home's hero) never pays for it.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let cancel = () => {};
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        cancel = whenIdle(() => preload(loadDialog));
      },
      { rootMargin: "200px" },
    );
    seen.observe(element);
    return () => {
      seen.disconnect();
      cancel();
    };
  }, []);

  useDetailsAhead(list, products);

  const openProduct = (product: ProductSummary, button: HTMLButtonElement) => {
    trigger.current = button;
    // The sheet first, in this tap's own frame; the dialog (Radix, the tabs) is rendered after it, in slices that
    // let the page answer meanwhile, and takes its place (decision 143). A sheet opened before the app ran is
    // already on screen.
    const shown = sheet.open(button);
    history.opened();
    startTransition(() => {
      setFromSheet(shown);
      setSelected(product);
      setOpen(true);
      if (product.ean) load(product.ean);
    });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) history.closed();
  };

  const current = selected?.ean && "ean" in state && state.ean === selected.ean ? state : null;
  const detail = current?.status === "ready" ? current.detail : null;
  const techSheet = current?.status === "ready" ? current.techSheet : null;
  const failed = current?.status === "failed";

  return (
    <>
      <ul
        ref={list}
        {...{ [CARD_SHEET_ATTRIBUTE]: sheet.id }}
        className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}
      >
        {products.map((product, i) => (
          <li
            key={product.code}
            id={cardIdPrefix ? `${cardIdPrefix}${i + 1}` : undefined}
            data-ean={product.ean ?? undefined}
            className="scroll-mt-24"
          >
            <ProductCard
              product={product}
              eager={i < eagerCount}
              priority={i === 0 && eagerCount > 0}
              headingLevel={headingLevel}
              onOpen={openProduct}
              onIntent={() => preload(loadDialog)}
              onPress={() => product.ean && prefetchDetail(product.ean)}
            />
          </li>
        ))}
      </ul>
      <CardSheet id={sheet.id} />
      {selected ? (
        // The dialog's code could not be downloaded: the card's sheet stays and says so, beside the product page
        // link; a browser without popovers goes to the product page.
        <ChunkBoundary
          fallback={null}
          onError={() => {
            sheet.fail();
            if (trigger.current && !sheet.open(trigger.current) && selected.ean)
              window.location.assign(href(productPath(selected.ean)));
          }}
        >
          <Suspense fallback={null}>
            <ProductDialog
              open={open}
              onOpenChange={onOpenChange}
              summary={selected}
              detail={detail}
              techSheet={techSheet}
              failed={failed}
              onRetry={() => selected.ean && load(selected.ean)}
              returnFocusTo={trigger}
              instant={fromSheet}
              onShown={sheet.handOver}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
