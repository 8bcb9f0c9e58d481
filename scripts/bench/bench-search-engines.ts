// Our search engine against MiniSearch 7.2.0 and Orama 3.1.18 (issue 30 item 2, decision 121).
//   node --expose-gc --import tsx scripts/bench/bench-search-engines.ts
// At 190 products (the bundled catalogue) and 10,000 (the bundled 190 + 9,810 synthetic, synth-catalog.ts, so
// the query set still has its right answers): relevance on the query set (search-relevance.ts), build time, index
// heap, latency p50/p99 of one /produtos request's search (exact-code check + first 5 with facets, no query
// cache), and probes for typos, prefixes, codes and accents. "ours" is search-index.ts as the site runs it; the
// libraries run inside the same engine (its `scorer` option) in place of search-scorer.ts, and "alone" is
// one library call with our options (every word, typos for every word of 5+ letters, last word as a prefix).
// Measures, never asserts.
import path from "node:path";
import { loadCatalog } from "~/features/catalog/catalog.server";
import { buildCatalog } from "~/features/catalog/ingest/build-catalog.server";
import type { Catalog } from "~/features/catalog/model/catalog";
import { foldText } from "~/features/catalog/model/text";
import { catalogQuery } from "~/features/catalog/search/catalog-query";
import { searchDocumentFor } from "~/features/catalog/search/search-documents";
import {
  buildSearchEngine,
  fuzziness,
  isPrefix,
  queryTerms,
  type ScorerFactory,
  type SearchDocument,
  type WordScorer,
} from "~/features/catalog/search/search-index";
import { miniSearchScorer, oramaScorer } from "./search-library-scorers";
import { RELEVANCE_QUERIES } from "./search-queries";
import { scoreRelevance } from "./search-relevance";
import { generateSyntheticCatalog } from "./synth-catalog";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log("(no --expose-gc: heap figures are rough)");

interface Corpus {
  label: string;
  documents: SearchDocument[];
  codes: string[];
  iterations: number;
}

function documentsOf(catalog: Catalog, count = catalog.products.length): SearchDocument[] {
  return catalog.products
    .slice(0, count)
    .map((p) => searchDocumentFor(p, catalog.sheetFor(p), catalog.summaryFor(p).displayName));
}

const bundled = loadCatalog(path.join(process.cwd(), "data", "raw"));
const small: Corpus = {
  label: `${bundled.products.length} products`,
  documents: documentsOf(bundled),
  codes: bundled.products.map((p) => p.code),
  iterations: 200,
};
const synthetic = buildCatalog(generateSyntheticCatalog(10_000, 1));
const extra = 10_000 - small.documents.length;
const large: Corpus = {
  label: `10,000 products (${small.documents.length} + ${extra.toLocaleString("en")} synthetic)`,
  documents: [...small.documents, ...documentsOf(synthetic, extra)],
  // Synthetic codes may repeat real ones: prefixed so only the real product answers a query's expected codes.
  codes: [...small.codes, ...synthetic.products.slice(0, extra).map((p) => `s${p.code}`)],
  iterations: 50,
};

/** What the benchmark asks of an engine, ours or ours around a library's word index. */
interface Engine {
  exact(q: string): number | null;
  ranked(q: string): number[];
  request(q: string, marcas?: string[], formas?: string[]): void;
}

const engineOf = (documents: SearchDocument[], scorer?: ScorerFactory): Engine => {
  const engine = buildSearchEngine(documents, { cacheSize: 0, scorer });
  return {
    exact: (q) => engine.exact(q),
    ranked: (q) => engine.query(catalogQuery({ q })).ids,
    request: (q, marcas = [], formas = []) => {
      engine.query(catalogQuery({ q, marcas, formas }), { offset: 0, limit: 5 });
    },
  };
};

/** One library call, AND, with our typo allowance on every word and a prefix on the last. */
const alone = (scorer: WordScorer) => (q: string) => {
  const list = queryTerms(q);
  return scorer.search(
    list.map((term, i) => ({ term, prefix: isPrefix(term, i, list), fuzzy: fuzziness(term) })),
    true,
  );
};

/** The library's index inside our engine, and the same index called alone. */
const withLibrary = (docs: SearchDocument[], build: ScorerFactory) => {
  let scorer: WordScorer | undefined;
  const engine = engineOf(docs, (texts) => {
    scorer = build(texts);
    return scorer;
  });
  return { engine, alone: alone(scorer as WordScorer) };
};

const KINDS = {
  ours: (docs: SearchDocument[]) => ({ engine: engineOf(docs), alone: null }),
  MiniSearch: (docs: SearchDocument[]) => withLibrary(docs, miniSearchScorer),
  Orama: (docs: SearchDocument[]) => withLibrary(docs, oramaScorer),
};
type Kind = keyof typeof KINDS;

/** Heap in use after collections until it stops shrinking (one gc() can leave garbage of a build unswept). */
function heapUsed(): number {
  let last = process.memoryUsage().heapUsed;
  for (let i = 0; gc && i < 10; i++) {
    gc();
    const now = process.memoryUsage().heapUsed;
    if (now > last - 16 * 1024) return Math.min(now, last);
    last = now;
  }
  return last;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const REQUESTS: { q: string; marcas?: string[]; formas?: string[] }[] = [
  ...RELEVANCE_QUERIES.map((q) => ({ q: q.q })),
  { q: "" },
  { q: "vitamina", marcas: ["Vitacon"], formas: ["capsulas"] },
];

/**
 * Latency per request of each engine, interleaved (one round of every request per engine in turn), so that
 * the load of the shared machine falls on every engine alike. `slowest`: the request whose median over the
 * rounds is highest, with that median (a figure preemption on the shared cores barely moves, unlike p99).
 */
function latencies(engines: Engine[], iterations: number) {
  const run = (engine: Engine, r: (typeof REQUESTS)[number]) => {
    if (engine.exact(r.q) === null) engine.request(r.q, r.marcas, r.formas);
  };
  for (const engine of engines) for (let i = 0; i < 5; i++) for (const r of REQUESTS) run(engine, r);
  // times[engine][request][round]
  const times = engines.map(() => REQUESTS.map((): number[] => []));
  for (let i = 0; i < iterations; i++)
    engines.forEach((engine, e) => {
      REQUESTS.forEach((r, k) => {
        const t0 = process.hrtime.bigint();
        run(engine, r);
        times[e]?.[k]?.push(Number(process.hrtime.bigint() - t0) / 1e6);
      });
    });
  return times.map((perRequest) => {
    const all = perRequest.flat().sort((a, b) => a - b);
    const medians = perRequest.map((list, k) => ({
      q: REQUESTS[k]?.q ?? "",
      ms: percentile(
        [...list].sort((a, b) => a - b),
        50,
      ),
    }));
    const slowest = medians.reduce((a, b) => (b.ms > a.ms ? b : a));
    return { p50: percentile(all, 50), p99: percentile(all, 99), slowest };
  });
}

const text = (doc: SearchDocument) => foldText(`${doc.displayName} ${doc.fields.principioAtivo}`);
const PROBES: { label: string; q: string; right: (doc: SearchDocument) => boolean }[] = [
  { label: 'typo "paracetmol"', q: "paracetmol", right: (d) => text(d).includes("paracetamol") },
  { label: 'typo "vitamna"', q: "vitamna", right: (d) => text(d).includes("vitamina") },
  { label: 'typo "vitamna c"', q: "vitamna c", right: (d) => /vitamina c\b/.test(text(d)) },
  { label: 'prefix "vit"', q: "vit", right: (d) => text(d).includes("vitamin") },
  { label: 'prefix "shamp"', q: "shamp", right: (d) => text(d).includes("shampoo") },
  { label: "EAN-13 7897412100014", q: "7897412100014", right: (d) => d.barcodes.includes("7897412100014") },
  {
    label: "DUN-14 17897412100066",
    q: "17897412100066",
    right: (d) => d.barcodes.includes("17897412100066"),
  },
  { label: 'reference "lb-sh-hp300"', q: "lb-sh-hp300", right: (d) => d.referencia === "LB-SH-HP300" },
];
const ACCENTS = [
  ["colágeno", "colageno", "COLÁGENO"],
  ["ácido hialurônico", "acido hialuronico"],
  ["óleo de argan", "oleo de argan"],
];

const rankOf = (ids: number[], docs: SearchDocument[], right: (d: SearchDocument) => boolean) => {
  const at = ids.slice(0, 10).findIndex((id) => right(docs[id] as SearchDocument));
  return at === -1 ? "–" : String(at + 1);
};

function measure(corpus: Corpus) {
  const { documents, codes } = corpus;
  const nameOf = (code: string) => {
    const at = codes.indexOf(code);
    return at === -1 ? "" : (documents[at] as SearchDocument).displayName;
  };
  const rows = new Map<string, string[]>();
  const add = (row: string, value: string) => rows.set(row, [...(rows.get(row) ?? []), value]);
  const columns: string[] = [];
  const misses: string[] = [];
  const kinds = Object.keys(KINDS) as Kind[];
  // A first build of each warms the code up; the second is timed and weighed.
  const builds = kinds.map((kind) => {
    KINDS[kind](documents);
    const before = heapUsed();
    const t0 = process.hrtime.bigint();
    const built = KINDS[kind](documents);
    const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
    return { kind, built, buildMs, heap: (heapUsed() - before) / 1024 / 1024 };
  });
  const reference = (builds[0] as (typeof builds)[number]).built.engine;
  const times = latencies(
    builds.map((b) => b.built.engine),
    corpus.iterations,
  );
  const f = (x: number) => x.toFixed(3);
  builds.forEach(({ kind, built, buildMs, heap }, b) => {
    const { engine } = built;
    const codesFor = (rank: (q: string) => number[]) => (q: string) =>
      rank(q)
        .slice(0, 10)
        .map((id) => codes[id] as string);
    const variants: [string, ((q: string) => number[]) | null][] = [
      [kind === "ours" ? "ours" : `${kind} in our engine`, engine.ranked],
      [`${kind} alone`, built.alone],
    ];
    for (const [column, rank] of variants) {
      if (!rank) continue;
      columns.push(column);
      const score = scoreRelevance(RELEVANCE_QUERIES, codesFor(rank), nameOf);
      add("hit@1 / hit@5 / MRR", `${f(score.hit1)} / ${f(score.hit5)} / ${f(score.mrr)}`);
      add("misses at 5 / broken orderings", `${score.misses.length} / ${score.broken.length}`);
      // At 10,000, a synthetic product (code s…) of the same kind outranking the real ones is no error of the
      // engine: only the misses whose top five hold no synthetic product are listed.
      const real = score.misses.filter((miss) => !/[[ ]s\d/.test(miss));
      misses.push(`  ${column}: ${[...real, ...score.broken].join("; ") || "none"}`);
      const same = RELEVANCE_QUERIES.filter(
        (q) => codesFor(rank)(q.q).join() === codesFor(reference.ranked)(q.q).join(),
      ).length;
      add("top 10 identical to ours", `${same}/${RELEVANCE_QUERIES.length}`);
      for (const probe of PROBES)
        add(`${probe.label}: first right at`, rankOf(rank(probe.q), documents, probe.right));
      for (const spellings of ACCENTS) {
        const lists = spellings.map((q) => rank(q).slice(0, 10).join());
        add(`${spellings.join(" = ")}`, lists.every((l) => l === lists[0]) ? "same top 10" : "differ");
      }
      const own = rank === engine.ranked;
      const time = times[b] as ReturnType<typeof latencies>[number];
      add("latency p50 / p99 per request", own ? `${f(time.p50)} / ${f(time.p99)} ms` : "(not measured)");
      add(
        "slowest request, its median",
        own ? `"${time.slowest.q}" ${f(time.slowest.ms)} ms` : "(not measured)",
      );
      add("build / index heap", own ? `${buildMs.toFixed(0)} ms / ${heap.toFixed(2)} MB` : "(same index)");
    }
  });
  console.log(`\n### ${corpus.label}, ${REQUESTS.length} requests × ${corpus.iterations}\n`);
  console.log(`| | ${columns.join(" | ")} |`);
  console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
  for (const [row, values] of rows) console.log(`| ${row} | ${values.join(" | ")} |`);
  console.log(
    `\nMisses at 5 → [top five codes] (none of them synthetic) and broken orderings:\n${misses.join("\n")}`,
  );
}

measure(small);
measure(large);
