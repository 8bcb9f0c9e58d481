import type { ProductSummary } from "./summary";

/**
 * The name a visitor reads on a card, in the dialog before its detail arrives, and in search suggestions: the
 * readable name (the sheet's, or the ERP name with its abbreviations expanded). The ERP name stays searchable.
 */
export function summaryName(summary: ProductSummary): string {
  return summary.displayName || summary.name;
}
