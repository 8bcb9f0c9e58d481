import { type MouseEvent, type RefObject, useEffect, useState } from "react";
import { Link } from "react-router";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { SearchGlyph } from "~/ui/search-glyph";
import type { ProductSummary } from "../../model/summary";
import { summaryName } from "../../model/summary-name";
import { type CatalogQuery, catalogQueryString } from "../../search/catalog-query";
import { catalogCardTexts } from "./catalog-cards.texts";
import { catalogListTexts } from "./catalog-list.texts";
import { CategoryField } from "./category-field";

/** How many of the results the preview under the field shows: what fits above a phone's keyboard. */
const PREVIEW_SIZE = 3;

/** A press on the preview must not take the focus from the field: that would hide it before the click lands. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export const normalizeTerm = (value: string) => value.replace(/\s+/g, " ").trim();

interface CatalogSearchBoxProps {
  query: CatalogQuery;
  input: RefObject<HTMLInputElement | null>;
  /** Every keystroke; the browser debounces the search. */
  onType: () => void;
  /** Enter or "Buscar": search now. */
  onSubmit: () => void;
  /** The list as it stands (it follows the URL, which the search updates). */
  results: { items: readonly ProductSummary[]; total: number; suggestion?: string | null };
  /** The element that starts the results (the count), for "Ver os N resultados". */
  resultsId: string;
}

/**
 * The /produtos search form: a plain GET form (without JavaScript it submits; with it, typing searches after a
 * pause). On a phone the list starts far below the field, under the on-screen keyboard, so while the field has
 * focus and a term, the first results show directly under it (issue 34), from the list the search already loads.
 * They are links, in the tab order after the field; Esc hides them. From `sm` up the grid is in sight and they
 * stay hidden. They exist only after hydration, so the server HTML is the plain form.
 */
export function CatalogSearchBox({
  query,
  input,
  onType,
  onSubmit,
  results,
  resultsId,
}: CatalogSearchBoxProps) {
  const t = useTexts(catalogListTexts);
  const listPath = useLocalHref()("/produtos");
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(query.q);
  const [dismissed, setDismissed] = useState(false);

  // Focus on the field is an intent that hydrates the page (decision 098): the field may already have it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (document.activeElement === input.current) setFocused(true);
    setTyped(input.current?.value ?? query.q);
  }, []);

  // The URL changed from elsewhere (Back, "Limpar filtros", a category link): show its term in the box, unless
  // the visitor is typing in it.
  useEffect(() => {
    const box = input.current;
    if (box && document.activeElement !== box && normalizeTerm(box.value) !== query.q) box.value = query.q;
    setTyped(box?.value ?? query.q);
  }, [query.q, input]);

  const term = normalizeTerm(typed);
  const open = focused && !dismissed && term !== "" && query.q !== "";

  return (
    <search
      className="relative max-w-2xl"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        // The first Esc hides the preview; Chromium's own Esc (clear the field) waits for the next one.
        event.preventDefault();
        setDismissed(true);
        input.current?.focus();
      }}
    >
      <form
        method="get"
        action={listPath}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex gap-2"
      >
        <label htmlFor="busca-produtos" className="sr-only">
          {t.searchLabel}
        </label>
        <input
          ref={input}
          id="busca-produtos"
          type="search"
          name="q"
          defaultValue={query.q}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setDismissed(false);
            onType();
          }}
          // Short enough to show whole at 320 px beside the icon button (the label says it in full).
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-400 px-4 text-base text-slate-900 placeholder:text-slate-600 sm:px-5"
        />
        <CategoryField query={query} />
        <button
          type="submit"
          className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 sm:px-5"
        >
          <SearchGlyph />
          {/* An icon alone on a phone leaves the field room for its placeholder; the name stays. */}
          <span className="max-sm:sr-only">{t.search}</span>
        </button>
      </form>
      {open ? (
        <FirstResults
          query={query}
          stale={term !== query.q}
          results={results}
          onShowAll={() => {
            const target = document.getElementById(resultsId);
            target?.focus({ preventScroll: true });
            target?.scrollIntoView({ block: "start" });
          }}
        />
      ) : null}
    </search>
  );
}

function FirstResults({
  query,
  stale,
  results,
  onShowAll,
}: {
  query: CatalogQuery;
  /** The list is still the previous term's: shown dimmed until the new one arrives. */
  stale: boolean;
  results: CatalogSearchBoxProps["results"];
  onShowAll: () => void;
}) {
  const { items, total, suggestion } = results;
  const t = useTexts(catalogListTexts);
  const { noneFound } = useTexts(catalogCardTexts);
  const href = useLocalHref();
  const locale = useLocale();
  return (
    <div
      aria-busy={stale || undefined}
      className="absolute inset-x-0 top-full z-20 mt-2 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10 transition-opacity aria-busy:opacity-60 sm:hidden"
    >
      {items.length > 0 ? (
        <>
          <ul aria-label={t.firstResults}>
            {items.slice(0, PREVIEW_SIZE).map((product) => (
              <li key={product.code}>
                <PreviewItem product={product} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            onMouseDown={keepFocus}
            onClick={onShowAll}
            className="mt-1 min-h-11 w-full rounded-xl px-3 text-left font-semibold text-brand-800 underline hover:bg-brand-50"
          >
            {t.seeAll(total)}
          </button>
        </>
      ) : (
        <p className="px-3 py-2 text-slate-800">
          {noneFound}
          {suggestion ? (
            <>
              {" "}
              {t.didYouMean}{" "}
              <Link
                to={`${href("/produtos")}${catalogQueryString({ ...query, q: suggestion }, undefined, locale)}`}
                preventScrollReset
                onMouseDown={keepFocus}
                className="font-semibold text-brand-800 underline"
              >
                {suggestion}
              </Link>
              ?
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

function PreviewItem({ product }: { product: ProductSummary }) {
  const href = useLocalHref();
  const body = (
    <>
      <img
        src={product.image}
        alt=""
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-lg bg-brand-50 object-contain"
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-brand-950">{summaryName(product)}</span>
        <span className="block text-sm text-slate-700">{product.typeLabel}</span>
      </span>
    </>
  );
  const row = "flex min-h-14 items-center gap-3 rounded-xl px-2 py-1";
  return product.ean ? (
    <Link
      to={href(`/produto?ean=${product.ean}`)}
      onMouseDown={keepFocus}
      className={`${row} hover:bg-brand-50`}
    >
      {body}
    </Link>
  ) : (
    <div className={row}>{body}</div>
  );
}
