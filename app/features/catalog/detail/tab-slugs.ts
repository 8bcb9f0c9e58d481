/**
 * URL names of the detail tabs (/produto?aba=…), so a tab can be linked. Portuguese, because visitors see them.
 *
 * - `tabSlug(key)`, `tabKeyFromSlug(slug, available)`: unknown or unavailable slugs fall back to the first tab.
 * - `tabParam(key, available)`: the ?aba= value for that tab, or null for the first tab (it needs none).
 * - `productTabHref(ean, key, available)`: the product page on that tab.
 */
import type { DetailTabKey } from "./detail";

const slugs: Record<DetailTabKey, string> = {
  ingredients: "ingredientes",
  indications: "indicacoes",
  usage: "modo-de-usar",
  info: "informacoes",
  nutritional: "tabela-nutricional",
  technical: "dados-tecnicos",
};

/** Every ?aba= value a tab answers to. */
export const tabSlugs: ReadonlySet<string> = new Set(["composicao", ...Object.values(slugs)]);

export function tabSlug(key: DetailTabKey): string {
  return slugs[key];
}

export function tabKeyFromSlug(
  slug: string | null | undefined,
  available: readonly DetailTabKey[],
): DetailTabKey {
  // "composicao" is what medicine visitors read on the first tab; accept it as the same tab.
  const wanted =
    slug === "composicao"
      ? "ingredients"
      : (Object.keys(slugs) as DetailTabKey[]).find((k) => slugs[k] === slug);
  return wanted && available.includes(wanted) ? wanted : (available[0] ?? "ingredients");
}

export function tabParam(key: DetailTabKey, available: readonly DetailTabKey[]): string | null {
  return key === (available[0] ?? "ingredients") ? null : tabSlug(key);
}

export function productTabHref(ean: string, key: DetailTabKey, available: readonly DetailTabKey[]): string {
  const page = `/produto?ean=${encodeURIComponent(ean)}`;
  const aba = tabParam(key, available);
  return aba ? `${page}&aba=${aba}` : page;
}
