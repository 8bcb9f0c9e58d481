// `npm run synth-catalog -- [count] [dir] [seed]`: writes a synthetic catalogue in the raw shapes of data/raw
// (default 10,000 products into var/synth-<count>/), for benchmarks only.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateSyntheticCatalog } from "./synth-catalog";

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1) {
  console.error(`Invalid count: ${process.argv[2]}`);
  process.exit(2);
}
const dir = path.resolve(process.argv[3] ?? path.join("var", `synth-${count}`));
const seed = Number(process.argv[4] ?? 1);
const sources = generateSyntheticCatalog(count, seed);
mkdirSync(dir, { recursive: true });
for (const [name, json] of Object.entries(sources)) {
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(json));
}
console.log(`Wrote a synthetic catalogue of ${count} products to ${dir}`);
