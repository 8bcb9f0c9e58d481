/**
 * catalog:check rules on a supplement's nutrition table as the page shows it (decision 091), beside the
 * energy and %VD checks of nutrition-check.ts.
 *
 * - `expectedServings(content, portion, measure)`: servings per package computed here, independently of the
 *   display code: by mass or volume ("30 sachês de 5 g" is 150 g; "1,8 kg") or by count ("60 cápsulas" for a
 *   "2 cápsulas" measure); null when neither applies.
 * - `statedPopulation(name)`: "children" when the product says it is for children, else "adults".
 * - `nutritionFindings(detail)`: the %VD check of nutrition-check.ts when the table is for adults; errors for a missing "Porções por embalagem" or household measure, servings
 *   that disagree with content ÷ portion, and a mandatory nutrient shown as "-"; a warning for a table whose
 *   population's daily values the project does not hold (children: only adult values are in docs/domain-notes.md).
 */
import type { ProductDetail } from "../detail/detail";
import { NO_VALUE } from "../model/display-text";
import { foldText } from "../model/text";
import { checkDailyValues } from "./nutrition-check";

export interface NutritionFinding {
  field: string;
  message: string;
  severity: "warning" | "error";
}

const MASS = /(\d+(?:[.,]\d+)?)\s*(kg|g|ml|l)\b/i;

function mass(text: string): { value: number; unit: "g" | "ml" } | null {
  const match = MASS.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(",", "."));
  const unit = match[2].toLowerCase();
  if (unit === "kg" || unit === "l") return { value: value * 1000, unit: unit === "kg" ? "g" : "ml" };
  return { value, unit: unit as "g" | "ml" };
}

/** "30 sachês de 5 g" → 150 g; "400 g" → 400 g; "60 cápsulas" → null. */
function contentMass(content: string): { value: number; unit: "g" | "ml" } | null {
  const each = /^(\d+)\s+\S+\s+de\s+(.+)$/i.exec(content.trim());
  if (each?.[1] && each[2]) {
    const unit = mass(each[2]);
    return unit && { value: unit.value * Number(each[1]), unit: unit.unit };
  }
  return mass(content);
}

export function expectedServings(content: string, portion: string, measure: string | null): number | null {
  const total = contentMass(content);
  const per = mass(portion);
  if (total && per && total.unit === per.unit && per.value > 0) return total.value / per.value;
  const count = /^(\d+)\s+(\S+)/.exec(content.trim());
  const dose = measure ? /^(\d+)\s+(\S+)/.exec(measure.trim()) : null;
  const stem = (word: string | undefined) => foldText(word ?? "").slice(0, 4);
  if (count?.[1] && dose?.[1] && stem(count[2]) === stem(dose[2])) return Number(count[1]) / Number(dose[1]);
  return null;
}

export function statedPopulation(name: string): "children" | "adults" {
  return /\b(infantil|infantis|criancas?|kids)\b/.test(foldText(name)) ? "children" : "adults";
}

export function nutritionFindings(detail: ProductDetail): NutritionFinding[] {
  const view = detail.nutrition;
  if (!view) return [];
  const findings: NutritionFinding[] = [];
  const error = (field: string, message: string) => findings.push({ field, message, severity: "error" });
  if (!view.householdMeasure) error("Porção", `no household measure for the ${view.portion ?? "?"} portion`);
  const stated = view.portionsPerPackage;
  if (!stated) error("Porções por embalagem", "not stated and not derivable from the content");
  else if (view.portion && detail.conteudo !== "Não informado") {
    const expected = expectedServings(detail.conteudo, view.portion, view.householdMeasure);
    const shown = Number(/\d+/.exec(stated)?.[0] ?? Number.NaN);
    if (expected === null)
      findings.push({
        field: "Porções por embalagem",
        message: `"${stated}" cannot be checked: content "${detail.conteudo}", portion ${view.portion}`,
        severity: "warning",
      });
    else if (
      Math.abs(shown - expected) >= 1 ||
      (Math.abs(expected - Math.round(expected)) >= 0.05 && !/cerca/i.test(stated))
    )
      error(
        "Porções por embalagem",
        `shows "${stated}", content ${detail.conteudo} ÷ portion ${view.portion} gives ${Math.round(expected * 10) / 10}`,
      );
  }
  view.columns.forEach((column, i) => {
    for (const row of view.rows)
      if (row.mandatory && column.kind === "serving" && (row.values[i] ?? NO_VALUE) === NO_VALUE)
        error(`${row.name} [${column.label}]`, "mandatory nutrient shown as -");
  });
  // RDC 429's adult reference values (docs/domain-notes.md) only apply to a table for adults.
  if (statedPopulation(detail.nome) === "adults") findings.push(...checkDailyValues(view));
  else
    findings.push({
      field: "%VD",
      message:
        "children's product: IN 75 daily values for children are not held here; %VD not checked (decision 091)",
      severity: "warning",
    });
  return findings;
}
