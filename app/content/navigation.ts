import type { Locale } from "~/i18n/locale";

/**
 * Site navigation's addresses and the catalogue's type filter. The header, menu and footer labels, in both
 * languages, are in app/features/layout/layout.texts.ts.
 */

/** The shared "selected product type" of product rules §3. It lives in the URL as ?type= (see docs/decisions/002). */
export const productTypeFilters = [
  { value: "todos", label: "Todos" },
  { value: "Suplemento", label: "Suplementos" },
  { value: "Cosmetico", label: "Cosméticos" },
  { value: "Medicamento", label: "Medicamentos" },
] as const;

export type ProductTypeFilter = (typeof productTypeFilters)[number]["value"];

/**
 * A type's word in an English address (issue 36): /en?type=supplements, /en/products?category=supplements.
 * Portuguese addresses keep the value itself (SPEC: ?type=Suplemento). Either word is read on both pages, so an
 * address carried across the language switch still selects.
 */
export const TYPE_WORDS_EN: Record<Exclude<ProductTypeFilter, "todos">, string> = {
  Suplemento: "supplements",
  Cosmetico: "cosmetics",
  Medicamento: "medicines",
};
/** /produtos's name for the type: ?categoria= (SPEC), ?category= on English pages. */
export const CATEGORY_PARAM: Record<Locale, string> = { pt: "categoria", en: "category" };

export function parseProductTypeFilter(value: string | null | undefined): ProductTypeFilter {
  return (
    productTypeFilters.find((f) => f.value === value)?.value ??
    productTypeFilters.find((f) => f.value !== "todos" && TYPE_WORDS_EN[f.value] === value)?.value ??
    "todos"
  );
}

/** The type as an address writes it in a language. */
export const productTypeWord = (type: Exclude<ProductTypeFilter, "todos">, locale: Locale) =>
  locale === "en" ? TYPE_WORDS_EN[type] : type;

/** Home catalogue anchor for a type, in the address words of a language; "todos" needs no query. */
export function productTypeHref(type: ProductTypeFilter, locale: Locale = "pt"): string {
  return type === "todos" ? "/#produtos" : `/?type=${productTypeWord(type, locale)}#produtos`;
}

export const businessUnits = [
  { id: "suplementos", label: "Suplementos" },
  { id: "cosmeticos", label: "Cosméticos" },
  { id: "farmaceutica", label: "Farmacêutica" },
] as const;

export type BusinessUnitId = (typeof businessUnits)[number]["id"];

export function businessUnitHref(id: BusinessUnitId | "pesquisa-desenvolvimento"): string {
  return `/unidades-negocio#${id}`;
}

/** The brand-development page (offer and brief form). */
export const brandDevelopmentPath = "/desenvolvimento-de-marca";

/** Where the home's capacity and development sections and the units page lead first: the offer, read before the brief. */
export const privateLabelCta = { label: "Conheça a marca própria", href: brandDevelopmentPath } as const;

/** Where the commercial calls to action point ("Fale com o comercial"): the brief form, past the offer. */
export const commercialCta = {
  label: "Fale com o comercial",
  href: `${brandDevelopmentPath}#briefing`,
} as const;
