// `npm run bench:search`: relevance and speed of the catalogue search (decision 065).
// 1. Relevance on the bundled catalogue (~190 products) with the query set of scripts/bench/search-queries.ts:
//    hit@1, hit@5 and MRR (over the top 10, search-relevance.ts) per group and overall, BEFORE (the first
//    substring rule in catalogue order, substring-rule.ts) and AFTER (catalog.search, where an exact
//    barcode/reference comes first). Queries the engine misses at 5 and broken orderings are listed.
// 2. Latency p50/p99 of one /produtos request's search (exact-code check + first page of 5 with facets) and
//    the search index's heap size, on the bundled catalogue and on a synthetic one of 10,000 (generated in
//    memory as scripts/bench/write-synth-catalog.ts does, or read from a directory given as the first argument).
// Measures, never asserts. Run through npm so node gets --expose-gc (heap figures need a collection first).
import path from "node:path";
import { loadCatalog } from "~/features/catalog/catalog.server";
import { buildCatalog } from "~/features/catalog/ingest/build-catalog.server";
import type { Catalog } from "~/features/catalog/model/catalog";
import { catalogQuery } from "~/features/catalog/search/catalog-query";
import { searchDocumentFor } from "~/features/catalog/search/search-documents";
import { buildSearchEngine } from "~/features/catalog/search/search-index";
import { RELEVANCE_QUERIES } from "./search-queries";
import { displayNameOf, rankedCodes, scoreRelevance } from "./search-relevance";
import { substringMatches } from "./substring-rule";
import { generateSyntheticCatalog } from "./synth-catalog";

const gc = (globalThis as { gc?: () => void }).gc;
const ITERATIONS = 200;

function rankedBefore(catalog: Catalog, q: string): string[] {
  return substringMatches(catalog.products, q)
    .slice(0, 10)
    .map((p) => p.code);
}

const f = (x: number) => x.toFixed(3);

function relevance(catalog: Catalog): void {
  console.log(`\nRelevance on the bundled catalogue (${catalog.products.length} products), top 10 per query`);
  console.log(
    `  ${"group".padEnd(8)} ${"n".padStart(3)}   before: hit@1  hit@5  MRR     after: hit@1  hit@5  MRR`,
  );
  const groups = [...new Set(RELEVANCE_QUERIES.map((q) => q.group))];
  const misses: string[] = [];
  const nameOf = displayNameOf(catalog);
  for (const group of [...groups, "todas"]) {
    const set = group === "todas" ? RELEVANCE_QUERIES : RELEVANCE_QUERIES.filter((q) => q.group === group);
    const before = scoreRelevance(set, (q) => rankedBefore(catalog, q), nameOf);
    const after = scoreRelevance(set, (q) => rankedCodes(catalog, q), nameOf);
    if (group === "todas") misses.push(...after.misses, ...after.broken);
    console.log(
      `  ${group.padEnd(8)} ${String(set.length).padStart(3)}           ${f(before.hit1)}  ${f(before.hit5)}  ${f(before.mrr)}          ${f(after.hit1)}  ${f(after.hit5)}  ${f(after.mrr)}`,
    );
  }
  console.log(
    `  misses at 5 and broken orderings (after): ${misses.length ? `\n    ${misses.join("\n    ")}` : "none"}`,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

function speed(label: string, catalog: Catalog): void {
  const documents = catalog.products.map((p) =>
    searchDocumentFor(p, catalog.sheetFor(p), catalog.summaryFor(p).displayName),
  );
  const before = heapUsed();
  const start = process.hrtime.bigint();
  const engine = buildSearchEngine(documents, { cacheSize: 0 });
  const buildMs = Number(process.hrtime.bigint() - start) / 1e6;
  const bytes = heapUsed() - before;
  if (engine.size !== documents.length) throw new Error("index size mismatch");

  const requests: { q: string; ordem?: "az"; marcas?: string[]; formas?: string[] }[] = [
    ...RELEVANCE_QUERIES.map((q) => ({ q: q.q })),
    { q: "" },
    { q: "", ordem: "az" as const },
    { q: "vitamina", marcas: ["Vitacon"], formas: ["capsulas"] },
  ];
  // Cold: an engine without the query cache, so every request goes through the index.
  const cold = (request: (typeof requests)[number]) => {
    if (engine.exact(request.q) === null) engine.query(catalogQuery(request), { offset: 0, limit: 5 });
  };
  // Warm: the catalogue's own engine, whose cache holds recent queries (a visitor paging, popular words).
  const warm = (request: (typeof requests)[number]) => {
    if (!catalog.exactMatch(request.q)) catalog.search(catalogQuery(request), { offset: 0, limit: 5 });
  };
  const measure = (run: typeof cold) => {
    for (const request of requests) for (let i = 0; i < 20; i++) run(request); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      for (const request of requests) {
        const t0 = process.hrtime.bigint();
        run(request);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, max ${(times.at(-1) ?? 0).toFixed(3)} ms`;
  };
  console.log(
    `\n${label}: ${catalog.products.length} products, ${requests.length} requests × ${ITERATIONS}` +
      `\n  latency per request, cold (no query cache): ${measure(cold)}` +
      `\n  latency per request, warm (query cache):    ${measure(warm)}` +
      `\n  search index: ${(bytes / 1024 / 1024).toFixed(2)} MB heap${gc ? "" : " (no --expose-gc: rough)"}, built in ${buildMs.toFixed(0)} ms`,
  );
}

const bundled = loadCatalog(path.join(process.cwd(), "data", "raw"));
relevance(bundled);
speed("Bundled catalogue", bundled);
const synthDir = process.argv[2];
speed(
  synthDir ? `Synthetic catalogue from ${synthDir}` : "Synthetic catalogue (in memory)",
  synthDir ? loadCatalog(path.resolve(synthDir)) : buildCatalog(generateSyntheticCatalog(10_000, 1)),
);
