import { apiUrl } from "~/i18n/api-locale";
import type { Locale } from "~/i18n/locale";
import type { Catalog } from "../model/catalog";
import type { ProductSummary } from "../model/summary";
import type { CatalogSource } from "./catalog-page";
import type { SearchDocument, SearchEngine } from "./search-index";

/**
 * The largest catalogue handed to the browser: 190 products are 42.5 KB gzip, so 500 are about 110 KB. Beyond it
 * /api/catalogo answers 204 and the server keeps answering every search (docs/decisions/138).
 */
export const LOCAL_CATALOG_MAX_PRODUCTS = 500;

/** The whole catalogue as /api/catalogo sends it: every card and what the engine indexes, in the same order. */
export interface CatalogIndex {
  summaries: ProductSummary[];
  documents: SearchDocument[];
}

/** What /api/catalogo sends for a catalogue, or null past LOCAL_CATALOG_MAX_PRODUCTS (it then answers 204). */
export function catalogIndexFor(
  catalog: Pick<Catalog, "summaries" | "searchDocuments">,
): CatalogIndex | null {
  if (catalog.summaries.length > LOCAL_CATALOG_MAX_PRODUCTS) return null;
  return { summaries: [...catalog.summaries], documents: [...catalog.searchDocuments] };
}

/**
 * The catalogue's search in the browser: the server's engine (search-index.ts) over the documents the server built,
 * so a search, a facet, an order or the next cards give what the server would, with no request and offline too
 * (issue 31, docs/decisions/138). The engine is handed in, built from `index.documents`, so this module does not
 * pull it into a page's scripts.
 */
export function localCatalog(index: CatalogIndex, engine: SearchEngine): CatalogSource {
  const card = (id: number) => index.summaries[id] as ProductSummary;
  return {
    search: (query, window) => {
      const { ids, ...rest } = engine.query(query, window);
      return { ...rest, items: ids.map(card) };
    },
    exactEan: (q) => {
      const id = engine.exact(q);
      return id === null ? null : card(id).ean;
    },
  };
}

/** Set on <html> once the whole catalogue is in the browser (what the e2e tier waits for, as for data-hydrated). */
export const LOCAL_CATALOG_ATTRIBUTE = "data-catalog-local";

/** One per language: a visitor who switches language mid-visit searches the other language's cards. */
const ready = new Map<Locale, CatalogSource>();
const loading = new Map<Locale, Promise<CatalogSource | null>>();

/** The browser's catalogue once it has arrived, or null: then the server answers, as before it came. */
export const localCatalogNow = (locale: Locale) => ready.get(locale) ?? null;

/**
 * Fetches the catalogue and the engine once (when the page is idle after hydration); a failure leaves the server
 * answering and lets a later call try again.
 */
export function loadLocalCatalog(locale: Locale): Promise<CatalogSource | null> {
  const pending = loading.get(locale);
  if (pending) return pending;
  const load = Promise.all([
    fetch(apiUrl("/api/catalogo", locale)).then((response) => {
      if (response.status === 204) return null;
      return response.ok
        ? (response.json() as Promise<CatalogIndex>)
        : Promise.reject(new Error(`HTTP ${response.status}`));
    }),
    import("./search-index"),
  ])
    .then(async ([index, { buildSearchEngineInSteps }]) => {
      // Too large to hand over (204): the server answers, and nothing is asked again.
      if (!index) return null;
      // One step per task: built at once, it was one task of about 300 ms at 4× CPU that a tap had to wait out
      // (decision 159). Until it is ready the server answers, as before the catalogue came.
      const source = localCatalog(index, await buildSearchEngineInSteps(index.documents));
      ready.set(locale, source);
      document.documentElement.setAttribute(LOCAL_CATALOG_ATTRIBUTE, "");
      return source;
    })
    .catch(() => {
      loading.delete(locale);
      return null;
    });
  loading.set(locale, load);
  return load;
}
