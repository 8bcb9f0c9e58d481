/**
 * The buyer-facing audit of catalog:check: what the normalizer reports plus the checks that make
 * the run fail — a foreign GTIN in a product's own row, a declared energy or %VD off IN 75 / RDC 429, an NCM or
 * CEST that belongs to other goods, a supplement without dose or population, a cosmetic without its mandatory
 * warnings, a product without the buyer's data (DUN-14, shelf life, weights), duplicate rows that disagree. Sheet codes of other SKUs (multi-size or name-matched sheets) are reported
 * as warnings: they are never shown (codes.ts).
 *
 * - `auditCatalog(catalog)` → `AuditIssue[]`, each with the product code, field, message and severity.
 */

import { CONFLICTING_DUPLICATE } from "../ingest/normalize.server";
import type { Catalog } from "../model/catalog";
import { resolveProductCodes } from "../model/codes";
import { NO_VALUE, NOT_APPLICABLE } from "../model/display-text";
import { buyerDataFindings } from "./buyer-data-rules";
import { cosmeticWarningFindings } from "./cosmetic-warning-rules";
import { medicineFindings } from "./medicine-rules";
import { checkEnergy, nonNumericCells } from "./nutrition-check";
import { nutritionFindings } from "./nutrition-rules";
import { publishableFindings } from "./publishable-rules";
import { supplementUsageFindings } from "./supplement-usage-rules";
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
    // The product's own codes (what the page shows) and the sheet's codes of other SKUs, read once.
    const own = resolveProductCodes(product, sheet);
    for (const code of own.foreign) {
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
    const shown = (value: string) => (value === NO_VALUE || value === NOT_APPLICABLE ? null : value);
    const codes = (s: { ncm: string | null; cest: string | null }) => ({ ncm: s.ncm, cest: s.cest });
    for (const tax of taxCodeFindings({
      type: product.type,
      name: detail.nome,
      shown: { ncm: shown(t.ncm), cest: shown(t.cest) },
      row: codes(product.technical),
      sheet: sheet ? codes(sheet) : null,
    }))
      issues.push({ code: product.code, ...tax });
    const buyer = buyerDataFindings({
      code: product.code,
      type: product.type,
      ean13: own.ean13,
      dun14: own.dun14,
      validade: shown(t.validade),
      pesoLiquido: shown(t.pesoLiquido),
      pesoBruto: shown(t.pesoBruto),
    });
    const cosmetic =
      product.type === "Cosmetico" || product.type === "Perfumaria"
        ? cosmeticWarningFindings({
            name: detail.nome,
            ingredientes: detail.ingredientes,
            advertencias: detail.statements.join("\n"),
          })
        : [];
    for (const n of [
      ...nutritionFindings(detail),
      ...medicineFindings(detail),
      ...supplementUsageFindings(detail),
      ...buyer,
      ...cosmetic,
    ])
      issues.push({ code: product.code, ...n });
    if (detail.nutrition) {
      for (const n of [...checkEnergy(detail.nutrition), ...nonNumericCells(detail.nutrition)])
        issues.push({ code: product.code, field: n.field, message: n.message, severity: n.severity });
    }
  }
  // SPEC §3: the first of two rows wins; a buyer may have been shown the other, so they must agree.
  for (const a of catalog.anomalies)
    if (a.action.startsWith(CONFLICTING_DUPLICATE))
      issues.push({ code: a.code ?? "-", field: a.field, message: a.action, severity: "error" });
  issues.push(
    ...publishableFindings(catalog.products.map((p) => ({ product: p, detail: catalog.detailFor(p) }))),
  );
  return issues;
}
