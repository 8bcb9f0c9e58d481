/**
 * Nutrient names of RDC 429/2020 and IN 75/2020 (docs/domain-notes.md "Nutrition table").
 *
 * - `MANDATORY_NUTRIENTS`: the ten mandatory rows, in display order, with their indentation level.
 * - `canonicalNutrient(campo)`: the canonical name of a raw Campo (typos and missing accents fixed for the
 *   mandatory rows; other nutrients keep their own name with tidied spaces), its folded key and whether it
 *   is mandatory.
 */
import { foldText } from "../model/text";

export interface MandatoryNutrient {
  name: string;
  /** 0 = top level; 1 = sub-item (açúcares totais under carboidratos, saturadas/trans under gorduras totais);
   * 2 = açúcares adicionados, a sub-item of açúcares totais. */
  indent: 0 | 1 | 2;
}

export const MANDATORY_NUTRIENTS: readonly MandatoryNutrient[] = [
  { name: "Valor energético (kcal)", indent: 0 },
  { name: "Carboidratos (g)", indent: 0 },
  { name: "Açúcares totais (g)", indent: 1 },
  { name: "Açúcares adicionados (g)", indent: 2 },
  { name: "Proteínas (g)", indent: 0 },
  { name: "Gorduras totais (g)", indent: 0 },
  { name: "Gorduras saturadas (g)", indent: 1 },
  { name: "Gorduras trans (g)", indent: 1 },
  { name: "Fibras alimentares (g)", indent: 0 },
  { name: "Sódio (mg)", indent: 0 },
];

/** Other spellings met in exports, by folded base name (without the unit). */
const ALIASES: Record<string, string> = {
  "valor energetico": "valor energetico",
  energia: "valor energetico",
  "valor calorico": "valor energetico",
  "carboidratos totais": "carboidratos",
  acucares: "acucares totais",
  "acucares adicionado": "acucares adicionados",
  gorduras: "gorduras totais",
  "gordura total": "gorduras totais",
  "gordura saturada": "gorduras saturadas",
  "gordura trans": "gorduras trans",
  "fibra alimentar": "fibras alimentares",
  fibras: "fibras alimentares",
};

interface SplitName {
  base: string;
  unit: string | null;
}

function splitName(folded: string): SplitName {
  const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(folded);
  return match
    ? { base: (match[1] ?? "").trim(), unit: (match[2] ?? "").trim() }
    : { base: folded, unit: null };
}

const MANDATORY_KEYS = MANDATORY_NUTRIENTS.map((nutrient, position) => ({
  ...splitName(foldText(nutrient.name)),
  nutrient,
  position,
}));

/** Damerau-free Levenshtein distance, enough to catch transposed or missing letters in short names. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export interface CanonicalNutrient {
  name: string;
  key: string;
  /** Index in MANDATORY_NUTRIENTS, or null for other nutrients. */
  mandatoryPosition: number | null;
  indent: 0 | 1 | 2;
}

export function canonicalNutrient(campo: string): CanonicalNutrient {
  const tidy = campo.replace(/\s+/g, " ").trim();
  const { base, unit } = splitName(foldText(tidy));
  const wanted = (Object.hasOwn(ALIASES, base) ? ALIASES[base] : undefined) ?? base;
  for (const candidate of MANDATORY_KEYS) {
    if (unit !== null && unit !== candidate.unit) continue;
    const tolerance = wanted.length >= 6 ? 2 : 0;
    if (wanted === candidate.base || distance(wanted, candidate.base) <= tolerance) {
      return {
        name: candidate.nutrient.name,
        key: foldText(candidate.nutrient.name),
        mandatoryPosition: candidate.position,
        indent: candidate.nutrient.indent,
      };
    }
  }
  return { name: tidy, key: foldText(tidy), mandatoryPosition: null, indent: 0 };
}
