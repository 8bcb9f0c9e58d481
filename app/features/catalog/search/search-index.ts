/**
 * The catalogue search engine (decision 065): a word index built once per catalogue on the server
 * (search-scorer.ts), plus the spec's substring rule (search-floor.ts) so nothing the old search found is lost.
 *
 * - `buildSearchEngine(documents)`: index the documents (see `SearchDocument`; built by ingest/build-catalog.server.ts).
 * - `buildSearchEngineInSteps(documents)`: the same, one step per task, for the browser (local-catalog.ts).
 * - `engine.query(query, window)`: ids for a CatalogQuery (catalog-query.ts): ranked for q (a product's own
 *   barcode or reference first; for a diet asked in words, "sem lactose", the products whose label says so),
 *   filtered by category and facets, sorted, windowed; facet counts over the q + category result; a "Você quis
 *   dizer" suggestion when nothing matches.
 * - `engine.exact(q)`: the document whose barcode (EAN-13/DUN-14) or reference equals q, for a direct jump.
 * - `tokenize`, `queryTerms`: the text pipeline (fold, split, stop words, synonyms), exported for tests.
 */
import { LRUCache } from "lru-cache";
import { foldQuery, foldText } from "../model/text";
import type { ProductType } from "../model/types";
import { runSteps, runStepsYielding } from "./build-steps";
import type { CatalogQuery } from "./catalog-query";
import { buildFacetIndex } from "./facet-index";
import { type Faceted, type Facets, queryDiets } from "./facets";
import { buildSubstringFloor } from "./search-floor";
import { type QueryWord, scorerSteps } from "./search-scorer";
import { buildSuggester } from "./search-suggest";
import { canonicalTerm, impliedTerms, STOP_WORDS } from "./synonyms";
import { matchesTypeFilter } from "./type-filter";

export interface SearchDocument extends Faceted {
  type: ProductType;
  /** The old search's folded "nome␁referencia␁principio ativo" (text.ts `buildSearchText`), for the substring rule. */
  searchText: string;
  barcodes: readonly string[];
  referencia: string | null;
  displayName: string;
  /** Indexed text per field; weights in BOOSTS. */
  fields: Record<SearchField, string>;
}

export type SearchField =
  | "displayName"
  | "expandedName"
  | "erpName"
  | "brand"
  | "referencia"
  | "principioAtivo"
  | "typeLabel"
  | "form"
  | "presentation"
  | "indications";

/**
 * Indexed fields and their weights. The document fields are grouped into six (the grouping dates from
 * MiniSearch, whose cost grew with fields × matching documents; the ranking was tuned on it, so it stays).
 */
export const INDEX_GROUPS: readonly { name: string; boost: number; from: readonly SearchField[] }[] = [
  { name: "name", boost: 3, from: ["displayName", "expandedName", "erpName"] },
  { name: "brand", boost: 2, from: ["brand"] },
  { name: "referencia", boost: 2, from: ["referencia"] },
  { name: "principioAtivo", boost: 1.5, from: ["principioAtivo"] },
  { name: "attributes", boost: 1, from: ["typeLabel", "form", "presentation"] },
  { name: "indications", boost: 0.3, from: ["indications"] },
];
const BOOSTS = INDEX_GROUPS.map((group) => group.boost);

/** Each document's text per group, in INDEX_GROUPS order: what a word scorer indexes. */
export const groupTexts = (documents: readonly SearchDocument[]): string[][] =>
  documents.map((doc) => INDEX_GROUPS.map((group) => group.from.map((f) => doc.fields[f]).join(" ")));

/** What the engine asks of its word index (search-scorer.ts's shape). */
export interface WordScorer {
  has(term: string): boolean;
  search(words: readonly QueryWord[], every: boolean): number[];
}

/** Builds the word index from groupTexts; search-scorer.ts by default, a library in the benchmark. */
export type ScorerFactory = (texts: string[][]) => WordScorer;

export interface EngineWindow {
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

export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== "");
}

/** Index side: canonical spelling plus one-way implied words; stop words dropped. */
export function indexTerm(term: string): string[] | null {
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

/** Typos grow with the word: none up to 4 letters ("d3", "gel", "sais"), one up to 7, two beyond. */
export function fuzziness(term: string): number {
  if (term.length <= 4 || /\d/.test(term)) return 0;
  return term.length <= 7 ? 1 : 2;
}

/**
 * Prefixes for the last word only (the one still being typed) and from 3 letters ("sha" finds shampoo):
 * shorter or earlier prefixes expand to much of the vocabulary and cost the most at 10,000 products.
 */
export const isPrefix = (term: string, i: number, terms: readonly string[]) =>
  i === terms.length - 1 && term.length >= 3 && !/^\d+$/.test(term);

function wholeNumber(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

export interface EngineOptions {
  /**
   * Ranked id lists kept for the most recent queries (0 turns the cache off, as the benchmark's cold figures
   * do). Paging through one search (/api/produtos with offset 5, 10, …) and popular words then skip the index.
   */
  cacheSize?: number;
  /** The word index (scripts/bench/bench-search-engines.ts puts a library here); search-scorer.ts by default. */
  scorer?: ScorerFactory;
}

const SCORER_OPTIONS = { boosts: BOOSTS, tokenize, processTerm: indexTerm };

export function buildSearchEngine(documents: readonly SearchDocument[], options: EngineOptions = {}) {
  return runSteps(searchEngineSteps(documents, options));
}

/** The engine built in the browser one step per task (decision 159): the same engine as `buildSearchEngine`. */
export const buildSearchEngineInSteps = (documents: readonly SearchDocument[]) =>
  runStepsYielding(searchEngineSteps(documents));

/** The engine's build, yielding between its parts and inside the word index's first pass (build-steps.ts). */
export function* searchEngineSteps(
  documents: readonly SearchDocument[],
  { cacheSize = 256, scorer: makeScorer }: EngineOptions = {},
) {
  const texts = groupTexts(documents);
  const scorer = makeScorer ? makeScorer(texts) : yield* scorerSteps(texts, SCORER_OPTIONS);
  yield;
  const floor = buildSubstringFloor(documents.map((doc) => doc.searchText));
  yield;
  // Its brand order is the page's first use of Intl's pt-BR collation, a step of its own in the browser.
  const facetIndex = buildFacetIndex(documents);
  yield;

  const byCode = new Map<string, number>();
  // Words a "Você quis dizer" may propose: names, brands and ingredients, with how many products use them.
  const vocabulary = new Map<string, number>();
  documents.forEach((doc, id) => {
    for (const code of doc.barcodes) if (!byCode.has(code)) byCode.set(code, id);
    const ref = doc.referencia ? foldText(doc.referencia) : "";
    if (ref && !byCode.has(ref)) byCode.set(ref, id);
    const { displayName, expandedName, brand, principioAtivo } = doc.fields;
    for (const term of new Set(tokenize(`${displayName} ${expandedName} ${brand} ${principioAtivo}`)))
      if (term.length >= 3 && !/\d/.test(term)) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
  });

  const suggest = buildSuggester(vocabulary);
  const allIds = [...documents.keys()];

  // Alphabetical order of the documents, computed once, so A–Z/Z–A is a walk, not a sort.
  const alphabetical = documents
    .map((doc, id) => ({ id, key: foldText(doc.displayName) }))
    .sort((a, b) => a.key.localeCompare(b.key, "pt-BR") || a.id - b.id)
    .map(({ id }) => id);

  // Paging through one search (/api/produtos with offset 5, 10, …) and popular words skip the index. Keyed by
  // what the ranking reads: the query's words as the index spells them and its folded text.
  const cache = cacheSize > 0 ? new LRUCache<string, number[]>({ max: cacheSize }) : null;
  function ranked(q: string): number[] {
    const terms = queryTerms(q).join(" ");
    const needle = foldQuery(q);
    const key = `${terms}\u0001${needle}`;
    const cached = cache?.get(key);
    if (cached) return cached;
    const ids = dietRanked(needle) ?? rankUncached(terms, needle);
    cache?.set(key, ids);
    return ids;
  }

  function rankUncached(terms: string, needle: string): number[] {
    const ids: number[] = [];
    const seen = new Uint8Array(documents.length);
    if (terms !== "") {
      const list = terms.split(" ");
      const words = (typos: boolean): QueryWord[] =>
        list.map((term, i) => ({
          term,
          prefix: isPrefix(term, i, list),
          fuzzy: typos && !scorer.has(term) ? fuzziness(term) : 0,
        }));
      // Every word (exact, or as a prefix for the last one), as MiniSearch's AND without typos.
      let hits = scorer.search(words(false), true);
      // Typo tolerance only when that finds nothing, and only for words the index does not know (fuzzing a
      // correct word only adds noise).
      if (hits.length === 0 && list.some((w) => !scorer.has(w) && fuzziness(w) > 0))
        hits = scorer.search(words(true), true);
      // Last resort, several words: the products that match some of them.
      if (hits.length === 0 && list.length > 1) hits = scorer.search(words(false), false);
      for (const id of hits) {
        ids.push(id);
        seen[id] = 1;
      }
    }
    // The first search rule stays a floor: every substring match of Nome, Referencia or PrincipioAtivo is in.
    for (const id of floor.matches(needle, seen)) ids.push(id);
    return ids;
  }

  /**
   * A query that asks for a diet in words ("sem lactose", "whey sem glúten"; facets.ts queryDiets) lists the
   * products whose label says so first: ranked by the rest of the query, or in catalogue order when nothing
   * else was asked. Read as two plain words, "sem" found every "sem alumínio" deodorant and "lactose" the
   * lactase enzyme, above any lactose-free product. Null when the query names no diet.
   */
  function dietRanked(needle: string): number[] | null {
    const { diets, rest } = queryDiets(needle);
    if (diets.length === 0) return null;
    const restTerms = queryTerms(rest).join(" ");
    const pool = restTerms === "" ? allIds : rankUncached(restTerms, rest);
    const fits = (id: number) =>
      diets.every((diet) => (documents[id] as SearchDocument).diets.includes(diet));
    // With other words ("whey sem lactose"), their matches without the diet follow: the card says which is which.
    const ids = [...pool.filter(fits), ...(restTerms === "" ? [] : pool.filter((id) => !fits(id)))];
    // The substring rule still holds for the whole query.
    const seen = new Uint8Array(documents.length);
    for (const id of ids) seen[id] = 1;
    for (const id of floor.matches(needle, seen)) ids.push(id);
    return ids;
  }

  function exact(q: string | null | undefined): number | null {
    const key = (q ?? "").trim();
    if (key === "") return null;
    return byCode.get(/^\d+$/.test(key) ? key : foldText(key)) ?? null;
  }

  /** A pasted barcode or reference is that product, first; the ranked matches (if any) follow. */
  function pool(q: string): number[] {
    const ids = ranked(q);
    const id = exact(q);
    if (id === null || ids[0] === id) return ids;
    return [id, ...ids.filter((other) => other !== id)];
  }

  return {
    size: documents.length,
    exact,
    query(query: CatalogQuery, window: EngineWindow = {}): EngineResult {
      const { q, categoria, ordem } = query;
      const hasQuery = foldQuery(q) !== "";
      const found = hasQuery ? pool(q) : null;
      const all = found ?? allIds;
      // "todos" (the usual case) keeps every id: no pass over up to 10,000 of them.
      const candidates =
        categoria === "todos"
          ? all
          : all.filter((id) => matchesTypeFilter((documents[id] as SearchDocument).type, categoria));
      // The query is the facet selection: a facet group added in facets.ts needs nothing here.
      const { ids: matched, facets } = facetIndex.filterAndCount(candidates, query);
      let ordered = matched;
      if (ordem !== "relevancia") {
        const member = new Uint8Array(documents.length);
        for (const id of matched) member[id] = 1;
        ordered = alphabetical.filter((id) => member[id] === 1);
        if (ordem === "za") ordered.reverse();
      }
      const offset = wholeNumber(window.offset, 0);
      const limit = wholeNumber(window.limit, Number.POSITIVE_INFINITY);
      const ids = ordered.slice(offset, offset + limit);
      const end = offset + ids.length;
      return {
        ids,
        total: ordered.length,
        nextOffset: end < ordered.length ? end : null,
        facets,
        suggestion: hasQuery && found?.length === 0 ? suggest(queryTerms(q)) : null,
      };
    },
  };
}

export type SearchEngine = ReturnType<typeof buildSearchEngine>;
