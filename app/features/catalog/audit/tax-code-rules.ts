/**
 * catalog:check rules on a product's NCM and CEST (decision 090), over what the product page shows.
 *
 * - `taxCodeFindings({ type, name, shown, row, sheet })`: the checks of model/tax-codes.ts on the shown pair,
 *   with the kind derived from the name, plus an error when the catalogue row and the sheet disagree (the page
 *   shows the sheet's value, an ERP copying the row would invoice the other), plus a warning on each NCM that
 *   decision 111 keeps flagged.
 */
import { productKind } from "../model/product-kind";
import { checkTaxCodes } from "../model/tax-codes";
import type { ProductType } from "../model/types";

export interface TaxCodeFinding {
  field: string;
  message: string;
  severity: "warning" | "error";
}

interface Pair {
  ncm: string | null;
  cest: string | null;
}

/** NCMs decision 111 could not settle from the TIPI and NESH texts found: kept, flagged on every run. */
const QUESTIONED_NCM: readonly { name: RegExp; ncm: string; why: string }[] = [
  {
    name: /whey.*(chocolate|cookies)/i,
    ncm: "2106.90.30",
    why: "a whey with cocoa powder: Receita's rulings put such goods in 1806.90.00 (CEST 17.004.00), a court another way",
  },
  {
    name: /creatina/i,
    ncm: "2106.90.30",
    why: "pure creatine may be a chapter-29 compound; no Brazilian ruling found",
  },
  {
    name: /repelente/i,
    ncm: "3808.91.99",
    why: "heading 3808.91 holds; the subitem .99 is not checked against TIPI",
  },
  {
    name: /paracetamol/i,
    ncm: "3004.90.69",
    why: "the subitem of nitrogen-heterocyclic compounds, which paracetamol is not; check against TIPI",
  },
  {
    name: /barra de prote/i,
    ncm: "1806.31.20",
    why: "filled (1806.31) or not (1806.32) is a reading of NESH",
  },
];

export function taxCodeFindings(input: {
  type: ProductType;
  name: string;
  shown: Pair;
  row: Pair;
  sheet: Pair | null;
}): TaxCodeFinding[] {
  const kind = productKind({ type: input.type, name: input.name });
  const findings: TaxCodeFinding[] = checkTaxCodes({ type: input.type, kind, ...input.shown });
  const questioned = QUESTIONED_NCM.find((q) => q.ncm === input.shown.ncm && q.name.test(input.name));
  if (questioned)
    findings.push({
      field: "NCM",
      message: `${questioned.ncm}: ${questioned.why} (decision 111)`,
      severity: "warning",
    });
  for (const field of ["ncm", "cest"] as const) {
    const row = input.row[field];
    const sheet = input.sheet?.[field] ?? null;
    if (row !== null && sheet !== null && row !== sheet)
      findings.push({
        field: field.toUpperCase(),
        message: `catalogue row says ${row}, sheet says ${sheet}; one of them is wrong`,
        severity: "error",
      });
  }
  return findings;
}
