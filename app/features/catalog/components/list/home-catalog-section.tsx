import { ArrowRight } from "lucide-react";
import { memo, useState } from "react";
import { Link } from "react-router";
import {
  CATEGORY_PARAM,
  type ProductTypeFilter,
  productTypeFilters,
  productTypeHref,
  productTypeWord,
} from "~/content/navigation";
import type { Locale } from "~/i18n/locale";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { earlyPanel, earlyTab } from "~/utils/hydration/early-taps";
import type { ProductSummary } from "../../model/summary";
import { catalogCardTexts } from "./catalog-cards.texts";
import { ProductGrid } from "./product-grid";

/** The filters' group as the early-tap script knows it: `tab:filtro:<type>`. */
const EARLY_GROUP = "filtro";

/** Product rules §9: the home catalogue shows 6 cards at first and after each filter change. */
export const HOME_CATALOG_SIZE = 6;

interface HomeCatalogSectionProps {
  /** The type in the address the page was loaded or navigated with. */
  type: ProductTypeFilter;
  /** The first cards of every type: a filter click answers from these, with no request. */
  byType: Readonly<Record<ProductTypeFilter, readonly ProductSummary[]>>;
}

/**
 * Home #produtos. The filters are links (?type=…#produtos, docs/decisions/001), so the server renders the chosen
 * type and they work without JavaScript. Every type's grid is in the HTML, the others hidden, and the filters are
 * tabs to the early-tap script (decision 149): a tap before the app runs shows its grid at once, natively, and is
 * replayed once the app runs. With the app they switch the grid from the page's own data and record the type with
 * replaceState: no navigation, no loader, offline too (decision 134).
 */
export function HomeCatalogSection({ type: addressType, byType }: HomeCatalogSectionProps) {
  const t = useTexts(catalogCardTexts);
  const href = useLocalHref();
  const locale = useLocale();
  // The chosen type; a navigation that changes the address's type (a link to /?type=…) wins over it.
  const [choice, setChoice] = useState({ from: addressType, type: addressType });
  const type = choice.from === addressType ? choice.type : addressType;
  // The fade-in replays on each change of type, not on the first paint (the section is often below the fold).
  const [shownType, setShownType] = useState(type);
  const [changed, setChanged] = useState(false);
  if (shownType !== type) {
    setShownType(type);
    setChanged(true);
  }

  return (
    <section
      id="produtos"
      aria-labelledby="produtos-titulo"
      className="render-near-viewport bg-slate-50 px-6 py-20"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="produtos-titulo" className="text-3xl font-bold text-brand-900 sm:text-4xl">
          {t.homeTitle}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.homeLead}</p>
        <nav aria-label={t.homeFilterNav} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {productTypeFilters.map((filter) => (
              <li key={filter.value}>
                <Link
                  to={href(productTypeHref(filter.value, locale))}
                  preventScrollReset
                  {...earlyTab(EARLY_GROUP, filter.value)}
                  data-state={filter.value === type ? "active" : "inactive"}
                  onClick={(event) => {
                    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey)
                      return;
                    event.preventDefault();
                    setChoice({ from: addressType, type: filter.value });
                    recordType(filter.value, locale);
                  }}
                  aria-current={filter.value === type ? "true" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                >
                  {t.categories[filter.value]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {productTypeFilters.map(({ value }) => {
          const products = byType[value] ?? [];
          return (
            <div
              key={value}
              {...earlyPanel(EARLY_GROUP, value)}
              data-state={value === type ? "active" : "inactive"}
              className={`catalog-results mt-10 data-[state=inactive]:hidden ${changed && value === type ? "catalog-fade" : ""}`}
            >
              {products.length > 0 ? (
                <TypeGrid products={products} />
              ) : (
                <p className="text-slate-700">{t.noneFound}</p>
              )}
              <p className="mt-10 text-center">
                <Link
                  // The chosen type carries over: after "Medicamentos", "Ver todos" means all the medicines.
                  to={href(productTypeListHref(value, locale))}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
                >
                  {t.homeSeeAll}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A type's cards, rendered again only when they change: a filter tap re-renders the two panels' attributes. */
const TypeGrid = memo(function TypeGrid({ products }: { products: readonly ProductSummary[] }) {
  return <ProductGrid products={products} eagerCount={0} />;
});

/**
 * /produtos with a type chosen ("todos": the whole list). Not catalogQueryString: the home would carry the catalogue
 * query's module (its facets and address words) for one parameter.
 */
export function productTypeListHref(type: ProductTypeFilter, locale: Locale): string {
  return type === "todos"
    ? "/produtos"
    : `/produtos?${CATEGORY_PARAM[locale]}=${productTypeWord(type, locale)}`;
}

/** ?type= in the current history entry, keeping React Router's state of that entry (no navigation). */
function recordType(type: ProductTypeFilter, locale: Locale) {
  const url = new URL(window.location.href);
  if (type === "todos") url.searchParams.delete("type");
  else url.searchParams.set("type", productTypeWord(type, locale));
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}#produtos`);
}
