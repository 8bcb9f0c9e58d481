import { lazy, Suspense, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ProductDetail } from "../detail";
import type { ProductSummary } from "../summary";
import { ProductCard } from "./product-card";

const loadDialog = () => import("./product-dialog");
const ProductDialog = lazy(loadDialog);

interface DetailResponse {
  ean: string | null;
  detail: ProductDetail | null;
}

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Cards eager-load their image only in the first row. */
  eagerCount?: number;
  headingLevel?: "h2" | "h3";
  className?: string;
}

/**
 * The card grid and its detail dialog. The dialog (Radix Dialog + Tabs) downloads on first intent (hover or
 * focus on "Ver detalhes"), so the first load of / and /produtos never pays for it; the detail comes from
 * /api/produto through a fetcher when a card is opened.
 */
export function ProductGrid({
  products,
  eagerCount = 3,
  headingLevel = "h3",
  className = "",
}: ProductGridProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ProductSummary | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const fetcher = useFetcher<DetailResponse>();

  const openProduct = (product: ProductSummary, button: HTMLButtonElement) => {
    trigger.current = button;
    setSelected(product);
    setOpen(true);
    if (product.ean) void fetcher.load(`/api/produto?ean=${encodeURIComponent(product.ean)}`);
  };

  const detail =
    selected && fetcher.data?.ean === selected.ean && fetcher.state === "idle" ? fetcher.data.detail : null;

  return (
    <>
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
        {products.map((product, i) => (
          <li key={product.code}>
            <ProductCard
              product={product}
              eager={i < eagerCount}
              headingLevel={headingLevel}
              onOpen={openProduct}
              onIntent={() => void loadDialog()}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          <ProductDialog
            open={open}
            onOpenChange={setOpen}
            summary={selected}
            detail={detail}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
