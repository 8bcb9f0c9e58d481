import { redirect } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { CatalogSearchResult, ResultWindow } from "../model/catalog";
import { productPathIn } from "../seo/product-seo";
import { type CatalogQuery, parseCatalogQuery, parseVisibleCount } from "./catalog-query";

/** Where /produtos finds its cards: the server's catalogue, or the same engine in the browser (local-catalog.ts). */
export interface CatalogSource {
  search(query: CatalogQuery, window?: ResultWindow): CatalogSearchResult;
  /** The barcode of the product whose barcode or reference is exactly q, if any. */
  exactEan(q: string): string | null;
}

/**
 * What /produtos shows for its address, from either source, so the server's loader and the browser's give the same
 * page. A barcode (EAN-13/DUN-14) or a reference typed in the search box goes straight to its product, on the
 * product page in the list's language.
 */
export function catalogPageData(params: URLSearchParams, source: CatalogSource, locale: Locale = "pt") {
  const query = parseCatalogQuery(params);
  const ean = query.q ? source.exactEan(query.q) : null;
  if (ean) throw redirect(productPathIn(ean, locale));
  const { facets, suggestion, ...page } = source.search(query, { limit: parseVisibleCount(params) });
  return { query, page, facets, suggestion };
}
