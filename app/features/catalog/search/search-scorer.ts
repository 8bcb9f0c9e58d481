/**
 * Ranked word search over a fixed set of documents, with the catalogue's scoring (decision 065): BM25 per
 * field, times the field's weight, summed over fields and over the words of the query, times the number of
 * query words a document matched. This is MiniSearch 7's formula (k 1.2, b 0.7, d 0.5; a prefix-expanded
 * word weighs 0.5 × len / (len + 0.3 × extra letters), a typo-matched one 0.3 × len / (len + edits)), which
 * the engine used before. Own code because MiniSearch recomputed BM25 for every matching document × field on
 * every query through Maps and objects, which put cold p99 at 10,000 products over the 2 ms budget.
 *
 * Here the documents never change, so everything but the query's weights is computed once: each word has a
 * posting list (documents in id order, Int32Array) with the document's summed field score (Float32Array).
 * A query adds weight × score into one Float64Array accumulator reused across queries, then sorts the
 * documents it touched.
 *
 * - `buildScorer(texts, options)`: texts[doc][field] are the documents' field texts.
 * - `scorer.has(word)`: the index knows the word.
 * - `scorer.search(query, every)`: document ids best first; `every` keeps only those that matched every word
 *   (a word matches through itself, its prefix expansions or its typo matches).
 */
import { runSteps } from "./build-steps";
import { buildVocabulary } from "./search-vocabulary";

export interface ScorerOptions {
  /** Weight per field, in the order of each document's texts. */
  boosts: readonly number[];
  tokenize: (text: string) => string[];
  /** The indexed words for one token: several for a synonym, null for a stop word. */
  processTerm: (token: string) => readonly string[] | null;
}

export interface QueryWord {
  term: string;
  /** Also match indexed words that start with term. */
  prefix: boolean;
  /** Also match indexed words within this many edits (0: none). */
  fuzzy: number;
}

const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;

/** BM25 of one word in one field of one document (MiniSearch's variant, with the +d floor). */
export function bm25(tf: number, df: number, documents: number, length: number, averageLength: number) {
  const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  return idf * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / averageLength)));
}

/** Documents tokenized between two yields of `scorerSteps`: every step of the build stayed under 60 ms at 4× CPU
 * (decision 159). */
const DOCUMENTS_PER_STEP = 16;

export function buildScorer(texts: readonly (readonly string[])[], options: ScorerOptions) {
  return runSteps(scorerSteps(texts, options));
}

/** The scorer's build, yielding between groups of documents of its first pass (build-steps.ts). */
export function* scorerSteps(texts: readonly (readonly string[])[], options: ScorerOptions) {
  const { boosts, tokenize, processTerm } = options;
  const fieldCount = boosts.length;
  const n = texts.length;

  // Pass 1: per document and field, the term frequencies; field lengths (distinct tokens, stop words
  // included, as MiniSearch counted them) and, per word and field, how many documents have it.
  const ids = new Map<string, number>();
  const df: number[] = []; // df[word * fieldCount + field]
  const lengths = new Float64Array(n * fieldCount);
  const totals = new Float64Array(fieldCount);
  const entries: number[][] = []; // per document: word, field, tf, word, field, tf, …
  for (const [doc, fields] of texts.entries()) {
    if (doc > 0 && doc % DOCUMENTS_PER_STEP === 0) yield;
    const entry: number[] = [];
    for (let f = 0; f < fieldCount; f++) {
      const tokens = tokenize(fields[f] ?? "");
      const length = new Set(tokens).size;
      lengths[doc * fieldCount + f] = length;
      totals[f] = (totals[f] ?? 0) + length;
      const tf = new Map<number, number>();
      for (const token of tokens)
        for (const word of processTerm(token) ?? []) {
          let id = ids.get(word);
          if (id === undefined) {
            id = ids.size;
            ids.set(word, id);
          }
          tf.set(id, (tf.get(id) ?? 0) + 1);
        }
      for (const [id, count] of tf) {
        entry.push(id, f, count);
        df[id * fieldCount + f] = (df[id * fieldCount + f] ?? 0) + 1;
      }
    }
    entries.push(entry);
  }
  yield;

  // Words in sorted order (prefix ranges and the typo walk need it); postings laid out in that order.
  const vocabulary = buildVocabulary(ids.keys());
  const words = vocabulary.words;
  const rank = new Int32Array(ids.size);
  words.forEach((word, i) => {
    rank[ids.get(word) as number] = i;
  });
  // Pass 2: one posting per (word, document), its score summed over fields.
  const perDoc = entries.map((entry, doc) => {
    const scores = new Map<number, number>();
    for (let e = 0; e < entry.length; e += 3) {
      const [id, f, tf] = [entry[e] as number, entry[e + 1] as number, entry[e + 2] as number];
      const average = (totals[f] as number) / n;
      const score = bm25(
        tf,
        df[id * fieldCount + f] as number,
        n,
        lengths[doc * fieldCount + f] as number,
        average,
      );
      scores.set(rank[id] as number, (scores.get(rank[id] as number) ?? 0) + (boosts[f] as number) * score);
    }
    return scores;
  });
  const starts = new Int32Array(words.length + 1);
  for (const scores of perDoc)
    for (const word of scores.keys()) starts[word + 1] = (starts[word + 1] ?? 0) + 1;
  for (let w = 0; w < words.length; w++) starts[w + 1] = (starts[w + 1] as number) + (starts[w] as number);
  const postingDocs = new Int32Array(starts[words.length] as number);
  const postingScores = new Float32Array(postingDocs.length);
  const fill = starts.slice(0, words.length);
  perDoc.forEach((scores, doc) => {
    for (const [word, score] of scores) {
      const at = fill[word] as number;
      postingDocs[at] = doc;
      postingScores[at] = score;
      fill[word] = at + 1;
    }
  });

  // Reused across queries (one query at a time: Node runs this synchronously).
  const accumulator = new Float64Array(n);
  const matchedWords = new Int32Array(n); // how many query words a touched document matched
  const lastWord = new Int32Array(n).fill(-1); // the last query word that touched it
  const touched = new Int32Array(n);

  return {
    has: (term: string) => vocabulary.indexOf(term) !== -1,

    search(asked: readonly QueryWord[], every: boolean): number[] {
      // A repeated word counts once (every means every distinct word), with the widest matching asked.
      const unique = new Map<string, QueryWord>();
      for (const w of asked) {
        const seen = unique.get(w.term);
        unique.set(
          w.term,
          seen ? { term: w.term, prefix: seen.prefix || w.prefix, fuzzy: Math.max(seen.fuzzy, w.fuzzy) } : w,
        );
      }
      const query = [...unique.values()];
      let touchedCount = 0;
      const add = (queryIndex: number, word: number, weight: number) => {
        const end = starts[word + 1] as number;
        for (let p = starts[word] as number; p < end; p++) {
          const doc = postingDocs[p] as number;
          if (lastWord[doc] !== queryIndex) {
            if (lastWord[doc] === -1) touched[touchedCount++] = doc;
            lastWord[doc] = queryIndex;
            matchedWords[doc] = (matchedWords[doc] as number) + 1;
          }
          accumulator[doc] = (accumulator[doc] as number) + weight * (postingScores[p] as number);
        }
      };
      query.forEach(({ term, prefix, fuzzy }, q) => {
        const exact = vocabulary.indexOf(term);
        if (exact !== -1) add(q, exact, 1);
        const expanded = new Set<number>();
        if (prefix) {
          const [start, end] = vocabulary.prefixRange(term);
          for (let w = start; w < end; w++) {
            if (w === exact) continue;
            const length = (words[w] as string).length;
            add(q, w, (PREFIX_WEIGHT * length) / (length + 0.3 * (length - term.length)));
            expanded.add(w);
          }
        }
        if (fuzzy > 0)
          for (const { at, distance } of vocabulary.closeWords(term, fuzzy)) {
            if (at === exact || expanded.has(at)) continue;
            const length = (words[at] as string).length;
            add(q, at, (FUZZY_WEIGHT * length) / (length + distance));
          }
      });

      const hits: number[] = [];
      for (let t = 0; t < touchedCount; t++) {
        const doc = touched[t] as number;
        const matched = matchedWords[doc] as number;
        if (!every || matched === query.length) {
          accumulator[doc] = (accumulator[doc] as number) * matched;
          hits.push(doc);
        }
      }
      // Stable: equal scores keep the order in which documents were first matched.
      hits.sort((a, b) => (accumulator[b] as number) - (accumulator[a] as number));
      for (let t = 0; t < touchedCount; t++) {
        const doc = touched[t] as number;
        accumulator[doc] = 0;
        matchedWords[doc] = 0;
        lastWord[doc] = -1;
      }
      return hits;
    },
  };
}

export type Scorer = ReturnType<typeof buildScorer>;
