import type { Catalog } from "../model/catalog";
import type { ProductSummary } from "../model/summary";
import type { Product } from "../model/types";
import type { SearchDocument } from "./search-index";
import { buildSearchEngine } from "./search-index";

/**
 * A catalogue's `search` and `exactMatch` over its documents (same order as `products`), answering with the
 * summaries `summaryOf` gives: the built catalogue's (ingest/build-catalog.server.ts) and its English view's
 * (i18n/english-catalog.ts).
 */
export function catalogSearch(
  documents: readonly SearchDocument[],
  products: readonly Product[],
  summaryOf: (product: Product) => ProductSummary,
): Pick<Catalog, "search" | "exactMatch"> {
  const engine = buildSearchEngine(documents);
  return {
    search: (query, window = {}) => {
      const result = engine.query(query, window);
      return {
        items: result.ids.map((id) => summaryOf(products[id] as Product)),
        total: result.total,
        nextOffset: result.nextOffset,
        facets: result.facets,
        suggestion: result.suggestion,
      };
    },
    exactMatch: (q) => {
      const id = engine.exact(q);
      return id === null ? undefined : products[id];
    },
  };
}
