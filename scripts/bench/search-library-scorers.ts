// MiniSearch 7.2.0 and Orama 3.1.18 behind search-index.ts's `WordScorer` (what search-scorer.ts does for our
// engine), for scripts/bench/bench-search-engines.ts. Both index the same six grouped fields with the same
// tokenizer (search-index.ts `tokenize`: accent and case folding, split on anything but [a-z0-9]) and the same
// index-side synonyms and stop words (`indexTerm`); queries arrive already folded and canonical (`queryTerms`).
//
// What each library can express (docs/decisions/121-search-engine-measured.md lists the differences):
// - MiniSearch: everything. Per-field boosts, BM25 k 1.2 / b 0.7 / d 0.5 (its defaults), a prefix and a typo
//   allowance per query word (functions), weights 0.5 (prefix) and 0.3 (typo), AND/OR across fields.
// - Orama: per-field boosts and BM25 parameters, but one `exact` flag and one `tolerance` for the whole query
//   (so a prefix on the last word makes every word a prefix, and a typo allowance applies to every word),
//   no discount for prefix or typo matches, field length counted in tokens (ours: distinct tokens), and its AND
//   (`threshold: 0`) keeps only documents with every word in ONE field (ours: across fields).
import { create, insertMultiple, search } from "@orama/orama";
import MiniSearch from "minisearch";
import {
  INDEX_GROUPS as GROUPS,
  indexTerm,
  tokenize,
  type WordScorer,
} from "~/features/catalog/search/search-index";
import type { QueryWord } from "~/features/catalog/search/search-scorer";

const NAMES = GROUPS.map((g) => g.name);
const BOOST: Record<string, number> = Object.fromEntries(GROUPS.map((g) => [g.name, g.boost]));

/** A repeated word counts once, with the widest matching asked (as search-scorer.ts does). */
function distinct(words: readonly QueryWord[]): QueryWord[] {
  const unique = new Map<string, QueryWord>();
  for (const w of words) {
    const seen = unique.get(w.term);
    unique.set(
      w.term,
      seen ? { term: w.term, prefix: seen.prefix || w.prefix, fuzzy: Math.max(seen.fuzzy, w.fuzzy) } : w,
    );
  }
  return [...unique.values()];
}

export function miniSearchScorer(texts: readonly (readonly string[])[]): WordScorer {
  const known = new Set<string>();
  const index = new MiniSearch<{ id: number; texts: readonly string[] }>({
    fields: NAMES,
    extractField: (doc, field) => (field === "id" ? doc.id : doc.texts[NAMES.indexOf(field as never)]),
    tokenize,
    processTerm: (term) => {
      const terms = indexTerm(term);
      for (const t of terms ?? []) known.add(t);
      return terms;
    },
    searchOptions: {
      boost: BOOST,
      weights: { fuzzy: 0.3, prefix: 0.5 },
      processTerm: (term) => term,
      tokenize: (text) => text.split(" "),
    },
  });
  index.addAll(texts.map((t, id) => ({ id, texts: t })));
  return {
    has: (term) => known.has(term),
    search(asked, every) {
      const words = distinct(asked);
      return index
        .search(words.map((w) => w.term).join(" "), {
          combineWith: every ? "AND" : "OR",
          prefix: (_, i) => words[i]?.prefix ?? false,
          fuzzy: (_, i) => words[i]?.fuzzy || false,
        })
        .map((hit) => hit.id as number);
    },
  };
}

export function oramaScorer(texts: readonly (readonly string[])[]): WordScorer {
  const known = new Set<string>();
  const db = create({
    schema: Object.fromEntries(NAMES.map((name) => [name, "string"])) as Record<string, "string">,
    components: {
      tokenizer: {
        language: "portuguese",
        normalizationCache: new Map(),
        // Orama calls this with the property when indexing and without it for the query's term.
        tokenize: (raw: string, _language?: string, prop?: string) => {
          if (prop === undefined) return raw.split(" ").filter((t) => t !== "");
          const terms = tokenize(raw).flatMap((t) => indexTerm(t) ?? []);
          for (const t of terms) known.add(t);
          return terms;
        },
      },
    },
  });
  const inserted = insertMultiple(
    db,
    texts.map((t, id) => ({ id: String(id), ...Object.fromEntries(NAMES.map((name, f) => [name, t[f]])) })),
  );
  if (inserted instanceof Promise) throw new Error("Orama insert went asynchronous");
  const size = texts.length;
  return {
    has: (term) => known.has(term),
    search(asked, every) {
      const words = distinct(asked);
      const results = search(db, {
        term: words.map((w) => w.term).join(" "),
        properties: NAMES,
        boost: BOOST,
        relevance: { k: 1.2, b: 0.7, d: 0.5 },
        // exact: true also turns tolerance off in Orama, so a typo pass needs exact: false.
        exact: !words.some((w) => w.prefix || w.fuzzy > 0),
        tolerance: Math.max(0, ...words.map((w) => w.fuzzy)),
        threshold: every ? 0 : 1,
        limit: size,
      });
      if (results instanceof Promise) throw new Error("Orama search went asynchronous");
      return results.hits.map((hit) => Number(hit.id));
    },
  };
}
