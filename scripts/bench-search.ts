// `npm run bench:search`: median time of catalogue searches over the bundled catalogue (~190 products) and
// over a synthetic one of 10,000 (generated in memory with the same code as scripts/synth-catalog.ts, or read
// from a directory given as the first argument). Prints microseconds; measures, never asserts.
import path from "node:path";
import { buildCatalog, type Catalog } from "~/features/catalog/catalog";
import { loadCatalog } from "~/features/catalog/catalog.server";
import { generateSyntheticCatalog } from "~/features/catalog/synth";

const QUERIES: { q: string; type: string }[] = [
  { q: "", type: "todos" },
  { q: "vitamina", type: "todos" },
  { q: "colageno", type: "Suplemento" },
  { q: "le blue", type: "Cosmetico" },
  { q: "PARACETAMOL", type: "Medicamento" },
  { q: "zzz-no-match", type: "todos" },
];
const ITERATIONS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function bench(label: string, catalog: Catalog): void {
  console.log(
    `\n${label}: ${catalog.products.length} products, ${ITERATIONS} iterations per query (page of 5)`,
  );
  for (const query of QUERIES) {
    for (let i = 0; i < 200; i++) catalog.search({ ...query, offset: 0, limit: 5 }); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const start = process.hrtime.bigint();
      total = catalog.search({ ...query, offset: 0, limit: 5 }).total;
      times.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    const name = `q=${JSON.stringify(query.q)} type=${query.type}`;
    console.log(`  ${name.padEnd(42)} median ${median(times).toFixed(1).padStart(8)} µs  (${total} matches)`);
  }
}

bench("Bundled catalogue", loadCatalog(path.join(process.cwd(), "data", "raw")));
const synthDir = process.argv[2];
bench(
  synthDir ? `Synthetic catalogue from ${synthDir}` : "Synthetic catalogue (in memory)",
  synthDir ? loadCatalog(path.resolve(synthDir)) : buildCatalog(generateSyntheticCatalog(10_000, 1)),
);
