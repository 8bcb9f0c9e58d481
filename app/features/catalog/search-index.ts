/**
 * The catalogue search engine (issue 12, decision 065): a MiniSearch index built once per catalogue on the
 * server, plus the spec's substring rule (search.ts) so nothing the old search found is lost.
 *
 * - `buildSearchEngine(documents)`: index the documents (see `SearchDocument`; built by catalog.ts).
 * - `engine.query(options)`: ranked ids for q, filtered by type and facets, sorted, paged; facet counts over
 *   the q + type result; a "Você quis dizer" suggestion when nothing matches.
 * - `engine.exact(q)`: the document whose barcode (EAN-13/DUN-14) or reference equals q, for a direct jump.
 * - `tokenize`, `queryTerms`: the text pipeline (fold, split, stop words, synonyms), exported for tests.
 */
import MiniSearch, { type SearchOptions as MiniSearchOptions } from "minisearch";
import { parseProductTypeFilter } from "~/content/navigation";
import {
  countFacets,
  type Faceted,
  type FacetSelection,
  type Facets,
  matchesFacets,
  type SortOrder,
} from "./facets";
import { foldQuery, matchesTypeFilter } from "./search";
import { canonicalTerm, impliedTerms, STOP_WORDS } from "./synonyms";
import { foldText } from "./text";
import type { ProductType } from "./types";

export interface SearchDocument extends Faceted {
  type: ProductType;
  /** The old search's folded "nome␁referencia␁principio ativo" (normalize.ts), for the substring rule. */
  searchText: string;
  barcodes: readonly string[];
  referencia: string | null;
  displayName: string;
  /** Indexed text per field; weights in BOOSTS. */
  fields: Record<SearchField, string>;
}

const BOOSTS = {
  displayName: 3,
  expandedName: 2,
  erpName: 1.5,
  brand: 2,
  referencia: 2,
  principioAtivo: 1.5,
  typeLabel: 1,
  form: 1,
  presentation: 0.5,
  indications: 0.3,
} as const;
export type SearchField = keyof typeof BOOSTS;
const FIELDS = Object.keys(BOOSTS) as SearchField[];

export interface EngineQuery {
  q?: string | null;
  type?: string | null;
  facets?: FacetSelection;
  sort?: SortOrder;
  offset?: number;
  limit?: number;
}

export interface EngineResult {
  /** Positions in the documents array, in result order, for this page. */
  ids: number[];
  total: number;
  nextOffset: number | null;
  facets: Facets;
  suggestion: string | null;
}

const NO_FACETS: FacetSelection = { marcas: [], formas: [], dietas: [] };

export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== "");
}

/** Index side: canonical spelling plus one-way implied words; stop words dropped. */
function indexTerm(term: string): string[] | null {
  if (STOP_WORDS.has(term)) return null;
  const canonical = canonicalTerm(term);
  return [canonical, ...impliedTerms(canonical)];
}

/** Query side: the words a query is made of, as the index spells them. */
export function queryTerms(q: string): string[] {
  return tokenize(q)
    .filter((t) => !STOP_WORDS.has(t))
    .map(canonicalTerm);
}

/** Typos grow with the word: none up to 3 letters ("d3", "gel"), one up to 5, two beyond. */
function fuzziness(term: string): number | false {
  if (term.length <= 3 || /\d/.test(term)) return false;
  return term.length <= 5 ? 1 : 2;
}

const SEARCH_OPTIONS: MiniSearchOptions = {
  boost: BOOSTS,
  prefix: (term) => term.length >= 2 && !/^\d+$/.test(term),
  fuzzy: (term) => fuzziness(term),
  weights: { fuzzy: 0.3, prefix: 0.5 },
  // Terms are already processed by queryTerms.
  processTerm: (term) => term,
  tokenize: (text) => text.split(" "),
};

function wholeNumber(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

export function buildSearchEngine(documents: readonly SearchDocument[]) {
  const index = new MiniSearch<{ id: number } & Record<SearchField, string>>({
    fields: FIELDS,
    tokenize,
    processTerm: indexTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(documents.map((doc, id) => ({ id, ...doc.fields })));

  const byCode = new Map<string, number>();
  documents.forEach((doc, id) => {
    for (const code of doc.barcodes) if (!byCode.has(code)) byCode.set(code, id);
    const ref = doc.referencia ? foldText(doc.referencia) : "";
    if (ref && !byCode.has(ref)) byCode.set(ref, id);
  });

  // Alphabetical position of every document, computed once, so A–Z/Z–A sorting is a numeric compare.
  const alphaRank = new Array<number>(documents.length);
  documents
    .map((doc, id) => ({ id, key: foldText(doc.displayName) }))
    .sort((a, b) => a.key.localeCompare(b.key, "pt-BR") || a.id - b.id)
    .forEach(({ id }, rank) => {
      alphaRank[id] = rank;
    });

  function ranked(q: string): number[] {
    const terms = queryTerms(q).join(" ");
    const needle = foldQuery(q);
    const ids: number[] = [];
    const seen = new Set<number>();
    if (terms !== "") {
      let hits = index.search(terms, { combineWith: "AND" });
      // Every word must match when possible; otherwise the best partial matches rather than nothing.
      if (hits.length === 0 && terms.includes(" ")) hits = index.search(terms, { combineWith: "OR" });
      for (const hit of hits) {
        ids.push(hit.id as number);
        seen.add(hit.id as number);
      }
    }
    // SPEC §5's rule stays a floor: every substring match of Nome, Referencia or PrincipioAtivo is in.
    if (needle !== "") {
      documents.forEach((doc, id) => {
        if (!seen.has(id) && doc.searchText.includes(needle)) ids.push(id);
      });
    }
    return ids;
  }

  function suggest(q: string): string | null {
    const terms = queryTerms(q);
    if (terms.length === 0) return null;
    const [best] = index.autoSuggest(terms.join(" "), {
      combineWith: "AND",
      prefix: false,
      fuzzy: (term) => (term.length <= 3 ? 1 : Math.min(3, Math.ceil(term.length / 3))),
    });
    return best && best.suggestion !== terms.join(" ") ? best.suggestion : null;
  }

  return {
    size: documents.length,
    exact(q: string | null | undefined): number | null {
      const key = (q ?? "").trim();
      if (key === "") return null;
      return byCode.get(/^\d+$/.test(key) ? key : foldText(key)) ?? null;
    },
    query(options: EngineQuery = {}): EngineResult {
      const q = options.q ?? "";
      const filter = parseProductTypeFilter(options.type);
      const selection = options.facets ?? NO_FACETS;
      const hasQuery = foldQuery(q) !== "";
      const pool = hasQuery ? ranked(q) : documents.map((_, id) => id);
      const inType = pool.filter((id) => matchesTypeFilter((documents[id] as SearchDocument).type, filter));
      const facets = countFacets(
        inType.map((id) => documents[id] as SearchDocument),
        selection,
      );
      const matched = inType.filter((id) => matchesFacets(documents[id] as SearchDocument, selection));
      const sort = options.sort ?? "relevancia";
      if (sort !== "relevancia") {
        const sign = sort === "az" ? 1 : -1;
        matched.sort((a, b) => sign * ((alphaRank[a] ?? 0) - (alphaRank[b] ?? 0)));
      }
      const offset = wholeNumber(options.offset, 0);
      const limit = wholeNumber(options.limit, Number.POSITIVE_INFINITY);
      const ids = matched.slice(offset, offset + limit);
      const end = offset + ids.length;
      return {
        ids,
        total: matched.length,
        nextOffset: end < matched.length ? end : null,
        facets,
        suggestion: hasQuery && pool.length === 0 ? suggest(q) : null,
      };
    },
  };
}

export type SearchEngine = ReturnType<typeof buildSearchEngine>;
