/**
 * The runtime catalogue as the server holds it (built by ingest/build-catalog.server.ts, loaded by
 * catalog.server.ts): products, anomalies, lookups, the search and the detail view. Types only, so any module
 * may name it without reaching ingest/.
 */
import type { ProductDetail } from "../detail/detail";
import type { CatalogQuery } from "../search/catalog-query";
import type { Facets } from "../search/facets";
import type { SearchDocument } from "../search/search-index";
import type { ProductSummary } from "./summary";
import type { Anomaly, Product, ProductType, Sheet } from "./types";

export interface CatalogStats {
  rawRows: number;
  products: number;
  sheets: { suplementos: number; cosmeticos: number; medicamentos: number };
  withoutSheet: number;
  /** Products with no declared image (they get the guessed /img/produtos/<code>.webp path). */
  withoutImage: number;
  byType: Record<ProductType, number>;
  anomalies: number;
  errors: number;
}

/** Which part of a result to return; bad numbers (negative, NaN) fall back to the whole result. */
export interface ResultWindow {
  offset?: number;
  limit?: number;
}

export interface CatalogSearchResult {
  /** Card summaries of the window, in result order. */
  items: ProductSummary[];
  total: number;
  /** Where the next window starts, or null after the last. */
  nextOffset: number | null;
  /** Counts for the q + category result (search/facets.ts). */
  facets: Facets;
  /** "Você quis dizer …?" text when the query found nothing. */
  suggestion: string | null;
}

export interface Catalog {
  products: readonly Product[];
  /** Same order as `products`. */
  summaries: readonly ProductSummary[];
  /** What the search engine indexes, same order as `products` (sent to the browser by /api/catalogo). */
  searchDocuments: readonly SearchDocument[];
  anomalies: readonly Anomaly[];
  stats: CatalogStats;
  byEan(ean: string | null | undefined): Product | undefined;
  byCode(code: string | null | undefined): Product | undefined;
  sheetFor(product: Product): Sheet | null;
  summaryFor(product: Product): ProductSummary;
  /**
   * The products a catalogue query selects, ranked (search/search-index.ts) or sorted, with facet counts. A q
   * that is a product's own barcode or reference puts that product first.
   */
  search(query: CatalogQuery, window?: ResultWindow): CatalogSearchResult;
  /** The product whose barcode or reference is exactly q, for a direct jump from the search box. */
  exactMatch(q: string | null | undefined): Product | undefined;
  detailFor(product: Product): ProductDetail;
}
