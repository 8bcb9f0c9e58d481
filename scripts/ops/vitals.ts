/**
 * `npm run vitals`: the field measurements the pages sent (POST /api/vitals, docs/decisions/133-field-measurement.md)
 * as p75 and p98 per route, device class and metric, for the last 7 and the last 28 days (today included, UTC),
 * with how many measurements each figure rests on. Reads the database the site uses (DATABASE_URL or the SQLite
 * file in VAR_DIR).
 */
import { env } from "../../app/utils/server/env.server";
import { openDatabase } from "../../server/db/database";
import { formatValue, summarise, type VitalsGroup } from "../../server/vitals/percentiles";
import { readVitals } from "../../server/vitals/vitals-store";

const config = env();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, varDir: config.VAR_DIR });

function table(groups: VitalsGroup[]): string {
  const rows = groups.map((g) => [
    g.route,
    g.device,
    g.metric,
    String(g.count),
    formatValue(g.metric, g.p75),
    formatValue(g.metric, g.p98),
  ]);
  const header = ["rota", "aparelho", "métrica", "n", "p75", "p98"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  // Names left, figures right.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

try {
  for (const days of [7, 28]) {
    const rows = await readVitals(database.db, days);
    console.log(`\nÚltimos ${days} dias (${rows.length} ${rows.length === 1 ? "medição" : "medições"}):`);
    console.log(rows.length === 0 ? "  nenhuma medição recebida." : table(summarise(rows)));
  }
} finally {
  await database.close();
}
