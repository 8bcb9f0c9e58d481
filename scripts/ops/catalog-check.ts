// `npm run catalog:check [dir]`: counts and every anomaly of the bundled catalogue (default data/raw).
// Exits 1 when a row cannot be used at all (anomalies of severity "error") or when the buyer-facing audit
// (catalog-audit.server.ts: foreign GTINs, energy and %VD, NCM/CEST) finds an error; warnings are printed only.
import path from "node:path";
import { auditCatalog } from "~/features/catalog/audit/catalog-audit.server";
import { loadCatalog } from "~/features/catalog/catalog.server";
import type { Anomaly } from "~/features/catalog/model/types";

const dir = path.resolve(process.argv[2] ?? path.join(process.cwd(), "data", "raw"));
const catalog = loadCatalog(dir);
const { stats } = catalog;

console.log(`Catalogue: ${dir}`);
console.log(`  raw rows (PRODUTOS):        ${stats.rawRows}`);
console.log(`  products after dedupe:      ${stats.products}`);
console.log(`  supplement sheets:          ${stats.sheets.suplementos}`);
console.log(`  cosmetic/perfumery sheets:  ${stats.sheets.cosmeticos}`);
console.log(`  medicine sheets:            ${stats.sheets.medicamentos}`);
console.log(`  products without a sheet:   ${stats.withoutSheet}`);
console.log(`  products without an image:  ${stats.withoutImage} (guessed /img/produtos/<code>.webp)`);
for (const [type, count] of Object.entries(stats.byType)) console.log(`  type ${type.padEnd(22)}${count}`);
console.log(`  anomalies:                  ${stats.anomalies} (${stats.errors} unusable)`);

const withoutSheet = catalog.products.filter((p) => catalog.sheetFor(p) === null);
if (withoutSheet.length > 0) {
  console.log("\nProducts without a sheet:");
  for (const p of withoutSheet)
    console.log(`  ${p.code}  ${p.type.padEnd(11)} ${p.barcode ?? "-"}  ${p.name}`);
}

const format = (a: Anomaly) =>
  `  [${a.severity === "error" ? "ERROR" : "warn "}] ${a.source} row ${a.row ?? "-"}${a.code ? ` (${a.code})` : ""} ${a.field}: ${a.action}`;
if (catalog.anomalies.length > 0) {
  console.log("\nAnomalies (row, field, what was done):");
  for (const anomaly of catalog.anomalies) console.log(format(anomaly));
}

const audit = auditCatalog(catalog);
const auditErrors = audit.filter((i) => i.severity === "error");
console.log(
  `\nBuyer audit (codes, nutrition, tax codes): ${audit.length} finding(s), ${auditErrors.length} error(s)`,
);
for (const i of audit)
  console.log(`  [${i.severity === "error" ? "ERROR" : "warn "}] product ${i.code} ${i.field}: ${i.message}`);

if (stats.errors > 0) console.error(`\n${stats.errors} row(s) could not be used at all; fix data/raw.`);
if (auditErrors.length > 0) console.error(`\n${auditErrors.length} buyer-audit error(s); fix data/raw.`);
if (stats.errors > 0 || auditErrors.length > 0) process.exit(1);
