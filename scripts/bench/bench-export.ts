// `tsx scripts/bench/bench-export.ts [dir]`: size and time of the CSV and XLSX exports for the
// catalogue in dir (default data/raw; `npm run synth-catalog` writes a 10,000-product one to var/synth-10000).
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadCatalog } from "~/features/catalog/catalog.server";
import { exportRow, toCsv } from "~/features/catalog/export/export-rows";
import { toXlsx } from "~/features/catalog/export/export-xlsx.server";
import { productEan } from "~/features/catalog/model/codes";

const dir = path.resolve(process.argv[2] ?? path.join(process.cwd(), "data", "raw"));
const catalog = loadCatalog(dir);
const links = { siteUrl: "https://www.convale.com.br", techSheetBaseUrl: "" };
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

let start = performance.now();
const rows = catalog.products.map((p) => exportRow(catalog.detailFor(p), { ...links, ean: productEan(p) }));
console.log(`${rows.length} products from ${dir}`);
console.log(`  rows (detail model):  ${ms(start)}`);
start = performance.now();
const csv = Buffer.byteLength(toCsv(rows));
console.log(`  CSV:  ${csv} bytes in ${ms(start)}`);
start = performance.now();
const xlsx = (await toXlsx(rows)).length;
console.log(`  XLSX: ${xlsx} bytes in ${ms(start)}`);
console.log(`  heap used after: ${(process.memoryUsage().heapUsed / 1048576).toFixed(1)} MB`);
