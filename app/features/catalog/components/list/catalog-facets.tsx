import { SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { Locale } from "~/i18n/locale";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import {
  type CatalogQuery,
  catalogQueryString,
  paramName,
  paramValue,
  parseCatalogQuery,
} from "../../search/catalog-query";
import { type Facets, type FacetValue, SORT_ORDERS } from "../../search/facets";
import { catalogListTexts } from "./catalog-list.texts";
import { CategoryField } from "./category-field";
import { useListDestination } from "./use-list-destination";

// Legends and value labels in the page's language: catalog-list.texts.ts, by these keys.
const GROUPS = [
  { key: "marcas", name: "marca" },
  { key: "formas", name: "forma" },
  { key: "dietas", name: "dieta" },
  // White label from the catalogue (decision 122): the products a brand owner can have with its own brand.
  { key: "ofertas", name: "oferta" },
] as const;

/**
 * /produtos facets (brand, form, diet, "Disponível para sua marca", each value with its count) and sort, as one GET form to /produtos, so
 * they work without JavaScript ("Aplicar filtros", shown only then) and, with it, apply on every change. One
 * compact row (filters disclosure, sort) so the cards start on a phone's first screen (issue 34). The search and the
 * category ride along as hidden fields; "Carregar mais" and /api/produtos carry the same parameters.
 */
export function CatalogFacets({ query, facets }: { query: CatalogQuery; facets: Facets }) {
  const navigate = useNavigate();
  const t = useTexts(catalogListTexts);
  const locale = useLocale();
  const listPath = useLocalHref()("/produtos");
  const chosen = GROUPS.reduce((sum, group) => sum + (query[group.key]?.length ?? 0), 0);
  const groups = GROUPS.filter((group) => facets[group.key].length > 0);
  const form = useRef<HTMLFormElement>(null);
  // A category link or a search may still be loading when a facet changes. The form's hidden term and category
  // are the page's as it shows them, so a category tapped a moment before was dropped.
  const going = useListDestination(listPath);
  const address = (element: HTMLFormElement) => `${listPath}${formAddress(element, going.current, locale)}`;
  // Open at first when filters are chosen; after that the visitor's own open/closed stands (closing it under a
  // focused checkbox, when its last tick was taken away, would drop focus to <body>).
  const [openAtFirst] = useState(chosen > 0 || undefined);

  // The controls keep their own state while the visitor changes them, so focus stays on the one that changed
  // (a remount sent it to <body>, and arrows in "Ordenar por" could not go past the first step). When the
  // address changes from elsewhere (Back, "Limpar filtros"), they are set to what it says.
  const hydrated = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // A tick or an order chosen before hydration (the page hydrates on intent, decision 098, and that press was
      // the intent) is the visitor's: apply it rather than undo it.
      if (changedBeforeHydration(element))
        void navigate(`${listPath}${formAddress(element, going.current, locale)}`, {
          preventScrollReset: true,
        });
      return;
    }
    const order = element.elements.namedItem(paramName("ordem", locale));
    if (order instanceof HTMLSelectElement)
      order.value = paramValue("ordem", query.ordem ?? "relevancia", locale);
    for (const group of GROUPS) {
      const chosen = new Set((query[group.key] ?? []).map((value) => paramValue(group.name, value, locale)));
      for (const box of element.querySelectorAll<HTMLInputElement>(
        `input[type=checkbox][name="${paramName(group.name, locale)}"]`,
      ))
        box.checked = chosen.has(box.value);
    }
  }, [query, navigate, listPath, locale]);

  return (
    <Form
      ref={form}
      method="get"
      action={listPath}
      preventScrollReset
      aria-label={t.facetsForm}
      onChange={(event) => {
        void navigate(address(event.currentTarget), {
          preventScrollReset: true,
        });
      }}
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <CategoryField query={query} />
      {groups.length > 0 ? (
        // First in the row, so opening it never moves its own summary: the panel takes the row's width and the
        // sort wraps below it.
        <details open={openAtFirst} className="open:basis-full">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {/* "Filtrar" on a phone keeps sort on the same row; the name stays whole. */}
            <span>
              {t.filter}
              <span className="max-sm:sr-only">{t.filterWhat}</span>
              {chosen > 0 ? ` (${chosen})` : null}
            </span>
          </summary>
          <div className="mt-3 grid gap-6 rounded-2xl border border-slate-200 p-4 md:grid-cols-2 lg:grid-cols-4">
            {groups.map((group) => (
              <fieldset key={group.key}>
                <legend className="font-semibold text-slate-800">{t.legends[group.key]}</legend>
                <ul className="mt-2 flex flex-col gap-1">
                  {facets[group.key].map((value) => (
                    <FacetOption
                      key={value.value}
                      name={group.name}
                      locale={locale}
                      value={value}
                      label={labelFor(t, group.key, value)}
                      count={t.facetCount(value.count)}
                    />
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        </details>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor="ordem-produtos" className="font-semibold text-slate-800">
          {t.sortBy}
        </label>
        <select
          id="ordem-produtos"
          name={paramName("ordem", locale)}
          defaultValue={paramValue("ordem", query.ordem ?? "relevancia", locale)}
          className="min-h-11 rounded-full border border-slate-400 bg-white px-3 text-slate-900"
        >
          {SORT_ORDERS.map((order) => (
            <option key={order.value} value={paramValue("ordem", order.value, locale)}>
              {t.orders[order.value]}
            </option>
          ))}
        </select>
      </div>
      {/* With JavaScript every change applies at once; the button is for a browser without it. A <noscript>
          rather than a class removed at hydration: nothing appears or moves when the page hydrates. */}
      <noscript>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.applyFilters}
        </button>
      </noscript>
      {chosen > 0 ? (
        <Link
          to={`${listPath}${catalogQueryString({ q: query.q, categoria: query.categoria, ordem: query.ordem }, undefined, locale)}`}
          preventScrollReset
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.clearChosen(chosen)}
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * The query string the GET form would make, in canonical order and without defaults: its facets and order, with the
 * term and category of `going` (the list's address, or where it is going).
 */
function formAddress(form: HTMLFormElement, going: string, locale: Locale): string {
  const data = new FormData(form);
  const params = new URLSearchParams(
    [...data.entries()].map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const { q, categoria } = parseCatalogQuery(new URLSearchParams(going));
  return catalogQueryString({ ...parseCatalogQuery(params), q, categoria }, undefined, locale);
}

/** Whether a control no longer shows what the server rendered (its default): the visitor changed it. */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.elements].some(
    (control) =>
      (control instanceof HTMLInputElement &&
        control.type === "checkbox" &&
        control.checked !== control.defaultChecked) ||
      (control instanceof HTMLSelectElement &&
        [...control.options].some((o) => o.selected !== o.defaultSelected)),
  );
}

/** A brand is its own name; forms, diets and offers are named by their value in the page's language. */
function labelFor(
  t: (typeof catalogListTexts)["pt"],
  group: (typeof GROUPS)[number]["key"],
  value: FacetValue,
): string {
  const labels: Record<string, string> | null =
    group === "formas" ? t.forms : group === "dietas" ? t.diets : group === "ofertas" ? t.offers : null;
  return labels?.[value.value] ?? value.label;
}

function FacetOption({
  name,
  locale,
  value,
  label,
  count,
}: {
  name: string;
  locale: Locale;
  value: FacetValue;
  label: string;
  count: string;
}) {
  const id = `faceta-${name}-${value.value}`.replace(/[^a-zA-Z0-9_-]/g, "-");
  return (
    <li className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={paramName(name, locale)}
        value={paramValue(name, value.value, locale)}
        defaultChecked={value.selected}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={id} className="text-slate-800">
        {label} <span className="text-slate-600">({count})</span>
      </label>
    </li>
  );
}
