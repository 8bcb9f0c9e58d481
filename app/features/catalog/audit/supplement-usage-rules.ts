/**
 * catalog:check rules on a supplement's directions (decision 113): RDC 243/2018 asks the label for the recommended
 * daily intake and the population group it is meant for, and every page repeats "Não exceder a recomendação
 * diária… indicada na embalagem", so a page without them points at nothing.
 *
 * - `supplementUsageFindings(detail)`: errors when the directions are missing or give no amount, when the
 *   population is missing or not one of `POPULATION_GROUPS`, and when a stimulant or sports product names anyone
 *   but adults. Nothing for other products.
 */
import type { ProductDetail } from "../detail/detail";
import { NOT_INFORMED } from "../model/display-text";
import { foldText } from "../model/text";

export interface UsageFinding {
  field: string;
  message: string;
  severity: "warning" | "error";
}

/** The population groups of IN 28/2018's tables (decision 113), as the sheets write them. */
const POPULATION_GROUPS = [
  "Crianças de 1 a 3 anos",
  "Crianças de 4 a 8 anos",
  "Crianças de 9 a 18 anos",
  "Adultos (19 anos ou mais)",
  "Gestantes",
  "Lactantes",
] as const;
const ADULTS = "Adultos (19 anos ou mais)";

/** Stimulant and sports products: for adults only (folded name). */
const ADULTS_ONLY =
  /\b(cafeina|pre-treino|creatina|whey|albumina|maltodextrina|barra de proteina|hidroeletrolitico|shake proteico)\b/;

export function supplementUsageFindings(detail: ProductDetail): UsageFinding[] {
  if (detail.type !== "Suplemento") return [];
  const findings: UsageFinding[] = [];
  const error = (field: string, message: string) => findings.push({ field, message, severity: "error" });
  if (detail.modoUsar === NOT_INFORMED) error("ModoDeUso", "no recommended daily dose or directions");
  else if (!/\d|\b(uma?|dois|duas)\b/.test(detail.modoUsar))
    error("ModoDeUso", `the directions give no amount: "${detail.modoUsar}"`);
  const groups = detail.grupoPopulacional?.split(";").map((g) => g.trim()) ?? [];
  if (groups.length === 0) error("GrupoPopulacional", "no population group");
  const unknown = groups.filter((g) => !(POPULATION_GROUPS as readonly string[]).includes(g));
  if (unknown.length > 0)
    error("GrupoPopulacional", `not a population group of IN 28/2018: ${unknown.join("; ")}`);
  if (ADULTS_ONLY.test(foldText(detail.nome)) && groups.some((g) => g !== ADULTS))
    error("GrupoPopulacional", `a stimulant or sports product is for adults only, not ${groups.join("; ")}`);
  return findings;
}
