/**
 * The buyer-facing audit of catalog:check: what the normalizer reports plus the checks that make
 * the run fail — a foreign GTIN in a product's own row, a declared energy or %VD off IN 75 / RDC 429, an NCM or
 * CEST that belongs to other goods. Sheet codes of other SKUs (multi-size or name-matched sheets) are reported
 * as warnings: they are never shown (codes.ts).
 *
 * - `auditCatalog(catalog)` → `AuditIssue[]`, each with the product code, field, message and severity.
 */

import type { Catalog } from "../model/catalog";
import { resolveProductCodes } from "../model/codes";
import { NO_VALUE } from "../model/display-text";
import { medicineFindings } from "./medicine-rules";
import { checkEnergy, nonNumericCells } from "./nutrition-check";
import { nutritionFindings } from "./nutrition-rules";
import { publishableFindings } from "./publishable-rules";
import { taxCodeFindings } from "./tax-code-rules";

export interface AuditIssue {
  code: string;
  field: string;
  message: string;
  severity: "warning" | "error";
}

export function auditCatalog(catalog: Catalog): AuditIssue[] {
  const issues: AuditIssue[] = [];
  const ownerOf = new Map<string, string>();
  for (const product of catalog.products) {
    const own = resolveProductCodes(product, null).ean13;
    if (own) ownerOf.set(own.slice(0, 12), product.code);
  }
  for (const product of catalog.products) {
    const sheet = catalog.sheetFor(product);
    const { foreign } = resolveProductCodes(product, sheet);
    for (const code of foreign) {
      const owner = ownerOf.get(code.code.length === 14 ? code.code.slice(1, 13) : code.code.slice(0, 12));
      issues.push({
        code: product.code,
        field: code.field,
        message: `${code.code} is not this product's code${owner ? ` (it is product ${owner}'s)` : ""}; not shown`,
        severity: code.ownRow ? "error" : "warning",
      });
    }
    const detail = catalog.detailFor(product);
    const t = detail.technical;
    const shown = (value: string) => (value === NO_VALUE ? null : value);
    const codes = (s: { ncm: string | null; cest: string | null }) => ({ ncm: s.ncm, cest: s.cest });
    for (const tax of taxCodeFindings({
      type: product.type,
      name: detail.nome,
      shown: { ncm: shown(t.ncm), cest: shown(t.cest) },
      row: codes(product.technical),
      sheet: sheet ? codes(sheet) : null,
    }))
      issues.push({ code: product.code, ...tax });
    for (const n of [...nutritionFindings(detail), ...medicineFindings(detail)])
      issues.push({ code: product.code, ...n });
    if (detail.nutrition) {
      for (const n of [...checkEnergy(detail.nutrition), ...nonNumericCells(detail.nutrition)])
        issues.push({ code: product.code, field: n.field, message: n.message, severity: n.severity });
    }
  }
  issues.push(
    ...publishableFindings(catalog.products.map((p) => ({ product: p, detail: catalog.detailFor(p) }))),
  );
  return issues;
}
