import { Tag } from "lucide-react";
import { Link } from "react-router";
import { LANGUAGE_TAG } from "~/i18n/locale";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { NO_VALUE } from "../../model/display-text";
import type { ProductSummary } from "../../model/summary";
import { summaryName } from "../../model/summary-name";
import { BrazilOnly } from "../detail/brazil-only";
import { DietBadges } from "../detail/diet-badges";
import { catalogCardTexts } from "./catalog-cards.texts";
import { ProductImage } from "./product-image";

interface ProductCardProps {
  product: ProductSummary;
  /** Cards in the first row load their image eagerly; the rest lazily (below the fold). */
  eager: boolean;
  /** The first card's image is the largest thing a phone paints on /produtos: asked for before the others. */
  priority?: boolean;
  headingLevel: "h3" | "h2";
  onOpen: (product: ProductSummary, button: HTMLButtonElement) => void;
  /** Hover or focus: time to download the dialog code. */
  onIntent: () => void;
  /** A finger or the pointer down on "Ver detalhes": time to ask for the product's detail. */
  onPress: () => void;
}

const badgeClass: Record<ProductSummary["type"], string> = {
  Suplemento: "bg-brand-100 text-brand-900",
  Cosmetico: "bg-rose-100 text-rose-900",
  Perfumaria: "bg-violet-100 text-violet-900",
  Medicamento: "bg-sky-100 text-sky-900",
};

/**
 * Product rules §2: image, type badge, name, reference, active ingredient and "Ver detalhes"; a supplement's
 * lactose, gluten and allergen badges under its name (issue 32); "Disponível para sua marca" beside the type on
 * the products we offer for white label (decision 122), said in words, not only by its colour and icon.
 */
export function ProductCard({
  product,
  eager,
  priority,
  headingLevel: Heading,
  onOpen,
  onIntent,
  onPress,
}: ProductCardProps) {
  const t = useTexts(catalogCardTexts);
  const href = useLocalHref();
  const english = useLocale() === "en";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The square packshot is the frame (decision 123): no padding or width cap around it to letterbox it. */}
      <div className="bg-brand-50">
        <ProductImage
          src={product.image}
          fallback={product.imageFallback}
          alt=""
          width={320}
          height={320}
          eager={eager}
          priority={priority}
          className="block aspect-square h-auto w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-2">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeClass[product.type]}`}>
            {product.typeLabel}
          </span>
          {product.whiteLabel ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-white px-3 py-1 text-xs font-semibold text-brand-800">
              <Tag aria-hidden="true" className="size-3.5" />
              {t.whiteLabel}
            </span>
          ) : null}
          {/* English pages: a medicine is notified in Brazil and sold there only (issue 36). */}
          <BrazilOnly type={product.type} className="py-1 text-slate-900" />
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold text-brand-950">
          {product.ean ? (
            <Link to={href(`/produto?ean=${product.ean}`)} className="hover:underline">
              {summaryName(product)}
            </Link>
          ) : (
            summaryName(product)
          )}
        </Heading>
        <DietBadges facts={product.diet} className="mt-3" />
        <dl className="mt-3 space-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-semibold">{t.reference}</dt>
            <dd>{product.referencia ?? NO_VALUE}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">{t.activeIngredient}</dt>
            {/* The ingredient's name as the Brazilian label writes it. */}
            <dd lang={english && product.principioAtivo ? LANGUAGE_TAG.pt : undefined}>
              {product.principioAtivo ?? NO_VALUE}
            </dd>
          </div>
        </dl>
        <div className="mt-auto pt-5">
          {product.ean ? (
            // Without JavaScript the button submits to the product page; with it, the click opens the dialog
            // (a tap before the app runs is held and replayed, decision 134).
            <form method="get" action={href("/produto")}>
              <input type="hidden" name="ean" value={product.ean} />
              <DetailsButton product={product} onOpen={onOpen} onIntent={onIntent} onPress={onPress} submit />
            </form>
          ) : (
            <DetailsButton
              product={product}
              onOpen={onOpen}
              onIntent={onIntent}
              onPress={onPress}
              submit={false}
            />
          )}
        </div>
      </div>
    </article>
  );
}

function DetailsButton({
  product,
  onOpen,
  onIntent,
  onPress,
  submit,
}: Pick<ProductCardProps, "product" | "onOpen" | "onIntent" | "onPress"> & { submit: boolean }) {
  const t = useTexts(catalogCardTexts);
  return (
    <button
      type={submit ? "submit" : "button"}
      aria-haspopup="dialog"
      // A tap before the app runs is held and replayed on this button (decision 134), not sent to the product page.
      data-early={`detalhes:${product.code}`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={onPress}
      onClick={(event) => {
        event.preventDefault();
        onOpen(product, event.currentTarget);
      }}
      className="min-h-11 w-full rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
    >
      {t.details}
      <span className="sr-only">{t.detailsOf(summaryName(product))}</span>
    </button>
  );
}
