// The catalogue engine's query pipeline (app/features/catalog/search/search-index.ts) with the word scorer made
// pluggable, for scripts/bench/bench-search-engines.ts: the same passes (every word, then typos for unknown
// words, then any word), diet ranking, substring floor, exact codes, facets and "Você quis dizer", so a
// library scorer (search-library-scorers.ts) is measured doing exactly the part of the work it would replace.
// Only the query cache is left out (the benchmark's figures are cold). The benchmark checks that this copy with
// our own scorer (search-scorer.ts) ranks every query as search-index.ts does.
import { foldQuery, foldText } from "~/features/catalog/model/text";
import type { CatalogQuery } from "~/features/catalog/search/catalog-query";
import { buildFacetIndex } from "~/features/catalog/search/facet-index";
import { queryDiets } from "~/features/catalog/search/facets";
import { buildSubstringFloor } from "~/features/catalog/search/search-floor";
import { queryTerms, type SearchDocument, tokenize } from "~/features/catalog/search/search-index";
import type { QueryWord } from "~/features/catalog/search/search-scorer";
import { buildSuggester } from "~/features/catalog/search/search-suggest";
import { canonicalTerm, impliedTerms, STOP_WORDS } from "~/features/catalog/search/synonyms";
import { matchesTypeFilter } from "~/features/catalog/search/type-filter";

/** What the pipeline needs from a word index: search-scorer.ts's `Scorer` shape. */
export interface WordScorer {
  has(term: string): boolean;
  search(words: readonly QueryWord[], every: boolean): number[];
}

/** The six indexed fields and their weights, as search-index.ts groups them. */
export const GROUPS = [
  { name: "name", boost: 3, from: ["displayName", "expandedName", "erpName"] },
  { name: "brand", boost: 2, from: ["brand"] },
  { name: "referencia", boost: 2, from: ["referencia"] },
  { name: "principioAtivo", boost: 1.5, from: ["principioAtivo"] },
  { name: "attributes", boost: 1, from: ["typeLabel", "form", "presentation"] },
  { name: "indications", boost: 0.3, from: ["indications"] },
] as const;

/** Each document's text per group, in GROUPS order. */
export const groupTexts = (documents: readonly SearchDocument[]) =>
  documents.map((doc) => GROUPS.map((g) => g.from.map((f) => doc.fields[f]).join(" ")));

/** Index side, as search-index.ts: canonical spelling plus one-way implied words; stop words dropped. */
export function indexTerm(term: string): string[] | null {
  if (STOP_WORDS.has(term)) return null;
  const canonical = canonicalTerm(term);
  return [canonical, ...impliedTerms(canonical)];
}

/** As search-index.ts: no typos up to 4 letters or with a digit, one up to 7, two beyond. */
export function fuzziness(term: string): number {
  if (term.length <= 4 || /\d/.test(term)) return 0;
  return term.length <= 7 ? 1 : 2;
}

/** As search-index.ts: a prefix for the last word only, from 3 letters, never for a number. */
export const isPrefix = (term: string, i: number, terms: readonly string[]) =>
  i === terms.length - 1 && term.length >= 3 && !/^\d+$/.test(term);

export function buildPipeline(documents: readonly SearchDocument[], scorer: WordScorer) {
  const floor = buildSubstringFloor(documents.map((doc) => doc.searchText));
  const facetIndex = buildFacetIndex(documents);
  const byCode = new Map<string, number>();
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

  function rank(terms: string, needle: string): number[] {
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
      let hits = scorer.search(words(false), true);
      if (hits.length === 0 && list.some((w) => !scorer.has(w) && fuzziness(w) > 0))
        hits = scorer.search(words(true), true);
      if (hits.length === 0 && list.length > 1) hits = scorer.search(words(false), false);
      for (const id of hits) {
        ids.push(id);
        seen[id] = 1;
      }
    }
    for (const id of floor.matches(needle, seen)) ids.push(id);
    return ids;
  }

  function ranked(q: string): number[] {
    const needle = foldQuery(q);
    const { diets, rest } = queryDiets(needle);
    if (diets.length === 0) return rank(queryTerms(q).join(" "), needle);
    const restTerms = queryTerms(rest).join(" ");
    const pool = restTerms === "" ? allIds : rank(restTerms, rest);
    const fits = (id: number) =>
      diets.every((diet) => (documents[id] as SearchDocument).diets.includes(diet));
    const ids = [...pool.filter(fits), ...(restTerms === "" ? [] : pool.filter((id) => !fits(id)))];
    const seen = new Uint8Array(documents.length);
    for (const id of ids) seen[id] = 1;
    for (const id of floor.matches(needle, seen)) ids.push(id);
    return ids;
  }

  function exact(q: string): number | null {
    const key = q.trim();
    if (key === "") return null;
    return byCode.get(/^\d+$/.test(key) ? key : foldText(key)) ?? null;
  }

  return {
    exact,
    /** All ids for q, best first, a pasted code first (search-index.ts `pool`). */
    ranked(q: string): number[] {
      const ids = ranked(q);
      const id = exact(q);
      if (id === null || ids[0] === id) return ids;
      return [id, ...ids.filter((other) => other !== id)];
    },
    /** One /produtos request's search, as search-index.ts `query` (relevance order only: A–Z is not a scorer's work). */
    query(query: CatalogQuery, limit: number) {
      const found = foldQuery(query.q) === "" ? null : this.ranked(query.q);
      const all = found ?? allIds;
      const candidates =
        query.categoria === "todos"
          ? all
          : all.filter((id) => matchesTypeFilter((documents[id] as SearchDocument).type, query.categoria));
      const { ids, facets } = facetIndex.filterAndCount(candidates, query);
      const suggestion = found?.length === 0 ? suggest(queryTerms(query.q)) : null;
      return { ids: ids.slice(0, limit), total: ids.length, facets, suggestion };
    },
  };
}
