/**
 * catalog:check rules on a product's NCM and CEST (decision 090), over what the product page shows.
 *
 * - `taxCodeFindings({ type, name, shown, row, sheet })`: the checks of model/tax-codes.ts on the shown pair,
 *   with the kind derived from the name, plus an error when the catalogue row and the sheet disagree (the page
 *   shows the sheet's value, an ERP copying the row would invoice the other).
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

export function taxCodeFindings(input: {
  type: ProductType;
  name: string;
  shown: Pair;
  row: Pair;
  sheet: Pair | null;
}): TaxCodeFinding[] {
  const kind = productKind({ type: input.type, name: input.name });
  const findings: TaxCodeFinding[] = checkTaxCodes({ type: input.type, kind, ...input.shown });
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
