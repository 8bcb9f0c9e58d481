/**
 * URL names of the detail tabs (/produto?aba=…, /en/product?tab=…), so a tab can be linked. In the page's language,
 * because visitors see them (issue 36); either language's name and slugs are read on both pages, so an address
 * kept across the language switch still opens its tab.
 *
 * - `TAB_PARAM[locale]`: the parameter's name; `tabSlugParam(params)`: its value, in either language.
 * - `tabSlug(key, locale)`, `tabKeyFromSlug(slug, available)`: unknown or unavailable slugs fall back to the
 *   first tab.
 * - `tabParam(key, available, locale)`: the value for that tab, or null for the first tab (it needs none).
 * - `productTabHref(ean, key, available, locale)`: the product page on that tab (a Portuguese path, which
 *   localizeHref turns into the page's own).
 */
import type { Locale } from "~/i18n/locale";
import type { DetailTabKey } from "./detail";

export const TAB_PARAM: Record<Locale, string> = { pt: "aba", en: "tab" };

const slugs: Record<Locale, Record<DetailTabKey, string>> = {
  pt: {
    ingredients: "ingredientes",
    indications: "indicacoes",
    usage: "modo-de-usar",
    info: "informacoes",
    nutritional: "tabela-nutricional",
    technical: "dados-tecnicos",
  },
  en: {
    ingredients: "ingredients",
    indications: "indications",
    usage: "directions",
    info: "information",
    nutritional: "nutrition-table",
    technical: "technical-data",
  },
};

// "composicao" is what medicine visitors read on the first tab; accept it as the same tab.
const bySlug = new Map<string, DetailTabKey>([
  ["composicao", "ingredients"],
  ...Object.values(slugs).flatMap((of) =>
    Object.entries(of).map(([key, slug]) => [slug, key as DetailTabKey] as const),
  ),
]);

export function tabSlugParam(params: URLSearchParams): string | null {
  return params.get(TAB_PARAM.pt) ?? params.get(TAB_PARAM.en);
}

export function tabSlug(key: DetailTabKey, locale: Locale = "pt"): string {
  return slugs[locale][key];
}

export function tabKeyFromSlug(
  slug: string | null | undefined,
  available: readonly DetailTabKey[],
): DetailTabKey {
  const wanted = slug ? bySlug.get(slug) : undefined;
  return wanted && available.includes(wanted) ? wanted : (available[0] ?? "ingredients");
}

export function tabParam(
  key: DetailTabKey,
  available: readonly DetailTabKey[],
  locale: Locale = "pt",
): string | null {
  return key === (available[0] ?? "ingredients") ? null : tabSlug(key, locale);
}

export function productTabHref(
  ean: string,
  key: DetailTabKey,
  available: readonly DetailTabKey[],
  locale: Locale = "pt",
): string {
  const page = `/produto?ean=${encodeURIComponent(ean)}`;
  const value = tabParam(key, available, locale);
  return value ? `${page}&${TAB_PARAM[locale]}=${value}` : page;
}
