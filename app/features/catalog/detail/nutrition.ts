/**
 * Nutrition tables ready to display (RDC 429/2020 layout, docs/domain-notes.md).
 *
 * - `buildNutritionView(tables, report?)` → `NutritionView | null` (null when the sheet has no usable table).
 *   Columns: serving tables first ("100 g"/"100 ml" before the portion), then the "%VD*" table. Rows: one per
 *   nutrient, merged across tables, the ten mandatory rows in RDC order then the others by OrdemDeExibicao.
 *   Names are canonicalised (nutrient-names.ts), duplicates collapsed (first value wins), values re-displayed
 *   in pt-BR ("0 ,6" → "0,6", 1000 → "1.000"), "NULL"/"-"/missing → "-", "**" and texts like "1 x 10⁹" kept.
 *   Decision: a mandatory row missing from every table is SHOWN with "-" in every column (a label that hides
 *   a mandatory row reads as wrong; "-" says "not informed") and reported. See docs/decisions/030.
 * - `cleanPortionLabel(porcao)`: "5g" → "5 g", " 10 ml " → "10 ml", "Porção de 2 cápsulas (1,4 g) - …" → "1,4 g".
 * - `formatNutrientValue(valor)`: the display text of one raw Valor, and whether it had to be cleaned.
 */
import { NO_VALUE } from "../model/display-text";
import { foldText } from "../model/text";
import type { RawNutritionTable } from "../model/types";
import { canonicalNutrient, MANDATORY_NUTRIENTS } from "./nutrient-names";

export const NUTRITION_FOOTNOTE = "*Percentual de valores diários fornecidos pela porção.";
export const DAILY_VALUE_LABEL = "%VD*";

export interface NutritionColumn {
  label: string;
  kind: "serving" | "dailyValue";
}

export interface NutritionRow {
  name: string;
  /** 0 top level, 1 sub-item, 2 sub-sub-item (açúcares adicionados). */
  indent: 0 | 1 | 2;
  mandatory: boolean;
  /** One display value per column, aligned with `NutritionView.columns`. */
  values: string[];
}

export interface NutritionView {
  columns: NutritionColumn[];
  rows: NutritionRow[];
  /** The serving label that is not the 100 g/ml reference, for the "Porção: …" line; null if none. */
  portion: string | null;
  /** RDC 429's household measure of the portion ("2 cápsulas"), from the sheet's long label; null if none. */
  householdMeasure: string | null;
  /** RDC 429's "Porções por embalagem", filled by detail.ts from the SKU's content; null when unknown. */
  portionsPerPackage: string | null;
  footnote: string;
}

export type NutritionReporter = (field: string, action: string) => void;

const MISSING = NO_VALUE;
/** Mandatory rows RDC 429 gives no daily reference value. */
const NO_DAILY_VALUE = new Set(["Açúcares totais (g)", "Gorduras trans (g)"]);
const decimalFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 6 });

export function isDailyValueLabel(label: string | null): boolean {
  return label !== null && /^%?\s*vd\b/.test(foldText(label).replace(/\s+/g, ""));
}

const QUANTITY = /(\d+(?:[.,]\d+)?)\s*(kg|mg|µg|mcg|g|ml|l)\b/i;

export function cleanPortionLabel(porcao: string | null): string | null {
  if (porcao === null) return null;
  const tidy = porcao.replace(/\s+/g, " ").trim();
  if (tidy === "") return null;
  if (/^por[cç][aã]o\b/i.test(tidy) || tidy.length > 40) {
    // Long labels carry the quantity in brackets ("(1,4 g)"); prefer it over the household measure.
    const quantity = /\(([^)]*)\)/.exec(tidy)?.[1] ?? tidy;
    const match = QUANTITY.exec(quantity) ?? QUANTITY.exec(tidy);
    if (match) return `${(match[1] ?? "").replace(".", ",")} ${(match[2] ?? "").toLowerCase()}`;
    return tidy;
  }
  return tidy.replace(/^(\d+(?:[.,]\d+)?)\s*(kg|mg|µg|mcg|g|ml|l)\b/i, (_, n: string, unit: string) => {
    return `${n.replace(".", ",")} ${unit.toLowerCase()}`;
  });
}

function isReferenceColumn(label: string): boolean {
  return /^100 ?(g|ml)$/i.test(label);
}

export interface FormattedValue {
  text: string;
  /** What was cleaned, for the anomaly report; null when the raw value was already clean. */
  fix: string | null;
}

export function formatNutrientValue(valor: string | null): FormattedValue {
  if (valor === null) return { text: MISSING, fix: "no Valor; shown as -" };
  const trimmed = valor.trim();
  if (trimmed === "" || trimmed === "-" || /^null$/i.test(trimmed)) {
    return { text: MISSING, fix: `${JSON.stringify(valor)} shown as -` };
  }
  if (trimmed === "**")
    return { text: "**", fix: trimmed === valor ? null : `${JSON.stringify(valor)} trimmed` };
  const compact = trimmed.replace(/\s+/g, "");
  const numeric = /^\d+(?:[.,]\d+)?$/.test(compact);
  if (!numeric) {
    const tidy = trimmed.replace(/\s+/g, " ");
    return { text: tidy, fix: tidy === valor ? null : `${JSON.stringify(valor)} tidied` };
  }
  // A dot followed by exactly three digits is a thousands separator in pt-BR; any other dot is a decimal point.
  const normalized = /^\d+\.\d{3}$/.test(compact) ? compact.replace(".", "") : compact.replace(",", ".");
  const text = decimalFormat.format(Number(normalized));
  return { text, fix: compact === valor ? null : `${JSON.stringify(valor)} read as ${text}` };
}

interface Cell {
  text: string;
}

interface MergedNutrient {
  name: string;
  indent: 0 | 1 | 2;
  mandatoryPosition: number | null;
  order: number;
  firstSeen: number;
  cells: Map<number, Cell>;
}

export function buildNutritionView(
  tables: readonly RawNutritionTable[],
  report: NutritionReporter = () => {},
): NutritionView | null {
  const usable = tables.filter((table) => table.atributos.length > 0);
  const serving: RawNutritionTable[] = [];
  let daily: RawNutritionTable | null = null;
  for (const table of usable) {
    if (!isDailyValueLabel(table.porcao)) serving.push(table);
    else if (daily === null) daily = table;
    else report("TabelaNutricional", "second %VD* table ignored");
  }
  if (serving.length === 0 && daily === null) return null;
  const labels = serving.map((table, i) => {
    const label = cleanPortionLabel(table.porcao) ?? `Porção ${i + 1}`;
    if (label !== table.porcao)
      report("TabelaNutricional.Porcao", `${JSON.stringify(table.porcao)} shown as "${label}"`);
    return label;
  });
  const servingOrder = serving
    .map((_, i) => i)
    .sort((a, b) => {
      return Number(!isReferenceColumn(labels[a] ?? "")) - Number(!isReferenceColumn(labels[b] ?? ""));
    });
  const columns: NutritionColumn[] = servingOrder.map((i) => ({ label: labels[i] ?? "", kind: "serving" }));
  const columnTables = servingOrder.map((i) => serving[i] as RawNutritionTable);
  if (daily) {
    columns.push({ label: DAILY_VALUE_LABEL, kind: "dailyValue" });
    columnTables.push(daily);
  }
  const merged = mergeNutrients(columnTables, columns, report);
  const rows = orderRows(merged, columns, report);
  const portionIndex = columns.findIndex((c) => c.kind === "serving" && !isReferenceColumn(c.label));
  const portion = columns[portionIndex]?.label ?? null;
  const rawPortion = portionIndex >= 0 ? (columnTables[portionIndex]?.porcao ?? "") : "";
  const householdMeasure = /por[cç][aã]o de\s+([^()]+?)\s*\(/i.exec(rawPortion)?.[1]?.trim() ?? null;
  return {
    columns,
    rows,
    portion,
    householdMeasure,
    portionsPerPackage: null,
    footnote: NUTRITION_FOOTNOTE,
  };
}

function mergeNutrients(
  tables: readonly RawNutritionTable[],
  columns: readonly NutritionColumn[],
  report: NutritionReporter,
): Map<string, MergedNutrient> {
  const merged = new Map<string, MergedNutrient>();
  let seen = 0;
  tables.forEach((table, column) => {
    const where = `TabelaNutricional[${columns[column]?.label ?? column}]`;
    for (const attribute of table.atributos) {
      const canonical = canonicalNutrient(attribute.campo);
      if (canonical.name !== attribute.campo) {
        report(`${where}.Campo`, `${JSON.stringify(attribute.campo)} read as "${canonical.name}"`);
      }
      let nutrient = merged.get(canonical.key);
      if (!nutrient) {
        nutrient = {
          name: canonical.name,
          indent: canonical.indent,
          mandatoryPosition: canonical.mandatoryPosition,
          order: attribute.ordem ?? Number.POSITIVE_INFINITY,
          firstSeen: seen++,
          cells: new Map(),
        };
        merged.set(canonical.key, nutrient);
      }
      if (nutrient.cells.has(column)) {
        report(`${where}.Campo`, `duplicate "${canonical.name}" collapsed; first value kept`);
        continue;
      }
      const value = formatNutrientValue(attribute.valor);
      if (value.fix) report(`${where}.${canonical.name}`, value.fix);
      nutrient.cells.set(column, { text: value.text });
    }
  });
  return merged;
}

function orderRows(
  merged: Map<string, MergedNutrient>,
  columns: readonly NutritionColumn[],
  report: NutritionReporter,
): NutritionRow[] {
  const byPosition = new Map<number, MergedNutrient>();
  const others: MergedNutrient[] = [];
  for (const nutrient of merged.values()) {
    if (nutrient.mandatoryPosition === null) others.push(nutrient);
    else byPosition.set(nutrient.mandatoryPosition, nutrient);
  }
  // Gaps and repeats in OrdemDeExibicao only matter relative to each other: a stable sort keeps ties in order.
  others.sort((a, b) => a.order - b.order || a.firstSeen - b.firstSeen);
  const rows: NutritionRow[] = [];
  MANDATORY_NUTRIENTS.forEach((mandatory, position) => {
    const nutrient = byPosition.get(position);
    if (!nutrient) report("TabelaNutricional", `mandatory "${mandatory.name}" missing; shown as -`);
    rows.push(toRow(nutrient, mandatory.name, mandatory.indent, true, columns, report));
  });
  for (const nutrient of others) rows.push(toRow(nutrient, nutrient.name, 0, false, columns, report));
  return rows;
}

function toRow(
  nutrient: MergedNutrient | undefined,
  name: string,
  indent: 0 | 1 | 2,
  mandatory: boolean,
  columns: readonly NutritionColumn[],
  report: NutritionReporter,
): NutritionRow {
  const values = columns.map((column, i) => {
    const cell = nutrient?.cells.get(i);
    // RDC 429: no %VD where no daily value exists (the sheets write "**"); the cell stays empty.
    if (column.kind === "dailyValue" && (cell?.text === "**" || NO_DAILY_VALUE.has(name))) return "";
    if (cell?.text === "**") {
      report(`TabelaNutricional[${column.label}].${name}`, `"**" is not a quantity; shown as -`);
      return MISSING;
    }
    if (!cell && nutrient) report(`TabelaNutricional[${column.label}]`, `"${name}" missing; shown as -`);
    return cell?.text ?? MISSING;
  });
  return { name, indent, mandatory, values };
}
