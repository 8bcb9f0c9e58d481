import { loadCatalog } from "../catalog.server";
import type { Anomaly } from "../model/types";
import { auditCatalog } from "./catalog-audit.server";

/**
 * What `npm run catalog:check [dir]` prints and its exit status (scripts/ops/catalog-check.ts prints it): counts
 * and every anomaly of a catalogue directory, then the buyer-facing audit. Status 1 when a row cannot be used at
 * all (anomalies of severity "error") or when the audit finds an error; warnings are printed only. A function, so
 * the rules' fixtures run it in-process and one test runs the command itself.
 */
export function catalogCheckReport(dir: string): { status: 0 | 1; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const catalog = loadCatalog(dir);
  const { stats } = catalog;

  out.push(`Catalogue: ${dir}`);
  out.push(`  raw rows (PRODUTOS):        ${stats.rawRows}`);
  out.push(`  products after dedupe:      ${stats.products}`);
  out.push(`  supplement sheets:          ${stats.sheets.suplementos}`);
  out.push(`  cosmetic/perfumery sheets:  ${stats.sheets.cosmeticos}`);
  out.push(`  medicine sheets:            ${stats.sheets.medicamentos}`);
  out.push(`  products without a sheet:   ${stats.withoutSheet}`);
  out.push(`  products without an image:  ${stats.withoutImage} (guessed /img/produtos/<code>.webp)`);
  for (const [type, count] of Object.entries(stats.byType)) out.push(`  type ${type.padEnd(22)}${count}`);
  out.push(`  anomalies:                  ${stats.anomalies} (${stats.errors} unusable)`);

  const withoutSheet = catalog.products.filter((p) => catalog.sheetFor(p) === null);
  if (withoutSheet.length > 0) {
    out.push("\nProducts without a sheet:");
    for (const p of withoutSheet)
      out.push(`  ${p.code}  ${p.type.padEnd(11)} ${p.barcode ?? "-"}  ${p.name}`);
  }

  const format = (a: Anomaly) =>
    `  [${a.severity === "error" ? "ERROR" : "warn "}] ${a.source} row ${a.row ?? "-"}${a.code ? ` (${a.code})` : ""} ${a.field}: ${a.action}`;
  if (catalog.anomalies.length > 0) {
    out.push("\nAnomalies (row, field, what was done):");
    for (const anomaly of catalog.anomalies) out.push(format(anomaly));
  }

  const audit = auditCatalog(catalog);
  const auditErrors = audit.filter((i) => i.severity === "error");
  out.push(
    `\nBuyer audit (codes, nutrition, tax codes): ${audit.length} finding(s), ${auditErrors.length} error(s)`,
  );
  for (const i of audit)
    out.push(`  [${i.severity === "error" ? "ERROR" : "warn "}] product ${i.code} ${i.field}: ${i.message}`);

  if (stats.errors > 0) err.push(`\n${stats.errors} row(s) could not be used at all; fix data/raw.`);
  if (auditErrors.length > 0) err.push(`\n${auditErrors.length} buyer-audit error(s); fix data/raw.`);
  const status = stats.errors > 0 || auditErrors.length > 0 ? 1 : 0;
  return { status, stdout: `${out.join("\n")}\n`, stderr: err.length > 0 ? `${err.join("\n")}\n` : "" };
}
