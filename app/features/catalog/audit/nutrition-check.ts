/**
 * Checks of a nutrition table against IN 75/2020, used by catalog:check.
 *
 * - `parseNutrientNumber(text)`: a displayed pt-BR value ("1.000", "0,6") as a number, or null ("-", "**").
 * - `checkEnergy(view)`: per serving column, declared kcal against 4 kcal/g carbohydrates and protein, 9 kcal/g
 *   fat and 2 kcal/g fibre (IN 75 Anexo XXII); a gap over 20 % (and over 1 kcal, the rounding of a whole-kcal
 *   declaration) is an error.
 * - `checkDailyValues(view)`: the %VD column against the portion column and RDC 429's reference values; a %VD
 *   more than 2 points (or 20 %) off is an error. Nutrients without a reference value are not checked here.
 * - `nonNumericCells(view)`: quantity cells that are not numbers (e.g. "**"), reported as warnings.
 */

import type { NutritionView } from "../detail/nutrition";
import { NO_VALUE } from "../model/display-text";

/** kcal per gram (IN 75/2020 Anexo XXII); fibre at 2 kcal/g, the factor of most soluble fibres. */
export const ENERGY_FACTORS = { carbs: 4, protein: 4, fat: 9, fibre: 2 } as const;

/**
 * Absolute slack for rounding: a portion's energy is declared in whole kcal (decision 091), so a gap of up to
 * 1 kcal is rounding, not an error. (It was 4 kcal, which let 7 kcal declared for 4.8 computed pass.)
 */
export const ENERGY_ROUNDING_KCAL = 1;

/** RDC 429/2020 Anexo II reference values for %VD (docs/domain-notes.md). */
export const DAILY_REFERENCES: Record<string, number> = {
  "Valor energético (kcal)": 2000,
  "Carboidratos (g)": 300,
  "Açúcares adicionados (g)": 50,
  "Proteínas (g)": 50,
  "Gorduras totais (g)": 65,
  "Gorduras saturadas (g)": 20,
  "Fibras alimentares (g)": 25,
  "Sódio (mg)": 2000,
};

export interface NutritionIssue {
  field: string;
  message: string;
  severity: "warning" | "error";
}

export function parseNutrientNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim().replace(/^</, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(t)) return null;
  return Number(t.replace(/\./g, "").replace(",", "."));
}

function amountOf(view: NutritionView, row: string, column: number): number | null {
  return parseNutrientNumber(view.rows.find((r) => r.name === row)?.values[column]);
}

export function checkEnergy(view: NutritionView): NutritionIssue[] {
  const issues: NutritionIssue[] = [];
  view.columns.forEach((column, i) => {
    if (column.kind !== "serving") return;
    const declared = amountOf(view, "Valor energético (kcal)", i);
    const carbs = amountOf(view, "Carboidratos (g)", i) ?? 0;
    const protein = amountOf(view, "Proteínas (g)", i) ?? 0;
    const fat = amountOf(view, "Gorduras totais (g)", i) ?? 0;
    const fibre = amountOf(view, "Fibras alimentares (g)", i) ?? 0;
    if (declared === null) return;
    const f = ENERGY_FACTORS;
    const expected = carbs * f.carbs + protein * f.protein + fat * f.fat + fibre * f.fibre;
    const gap = Math.abs(declared - expected);
    if (gap > ENERGY_ROUNDING_KCAL && gap > 0.2 * Math.max(expected, declared)) {
      issues.push({
        field: `energia [${column.label}]`,
        message: `declared ${declared} kcal, IN 75 factors give ${Math.round(expected * 10) / 10} kcal`,
        severity: "error",
      });
    }
  });
  return issues;
}

export function checkDailyValues(view: NutritionView): NutritionIssue[] {
  const daily = view.columns.findIndex((c) => c.kind === "dailyValue");
  const portion = view.columns.findIndex((c) => c.kind === "serving" && c.label === view.portion);
  if (daily < 0 || portion < 0) return [];
  const issues: NutritionIssue[] = [];
  for (const row of view.rows) {
    const reference = DAILY_REFERENCES[row.name];
    const declared = parseNutrientNumber(row.values[daily]);
    const amount = parseNutrientNumber(row.values[portion]);
    if (reference === undefined) {
      if (row.mandatory && declared !== null)
        issues.push({
          field: `%VD ${row.name}`,
          message: "no daily value exists; cell should be empty",
          severity: "warning",
        });
      continue;
    }
    if (declared === null || amount === null) continue;
    const expected = (amount / reference) * 100;
    if (Math.abs(declared - expected) > 2 && Math.abs(declared - expected) > 0.2 * expected) {
      issues.push({
        field: `%VD ${row.name}`,
        message: `declared ${declared} %, ${amount} of ${reference} gives ${Math.round(expected)} %`,
        severity: "error",
      });
    }
  }
  return issues;
}

export function nonNumericCells(view: NutritionView): NutritionIssue[] {
  const issues: NutritionIssue[] = [];
  for (const row of view.rows) {
    view.columns.forEach((column, i) => {
      const text = row.values[i] ?? NO_VALUE;
      // "1 x 10⁹" (UFC of probiotics) is a quantity; "**" and the like are not.
      const scientific = /^\d+(,\d+)?\s*x\s*10\S*$/.test(text);
      if (column.kind === "serving" && text !== NO_VALUE && !scientific && parseNutrientNumber(text) === null)
        issues.push({
          field: `${row.name} [${column.label}]`,
          message: `${JSON.stringify(text)} is not a quantity; shown as -`,
          severity: "warning",
        });
    });
  }
  return issues;
}
