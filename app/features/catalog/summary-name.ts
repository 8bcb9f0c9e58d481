import type { ProductSummary } from "./summary";

/**
 * The name a visitor reads on a card, in the dialog before its detail arrives, and in search suggestions.
 * Issue 12 wants the readable name from the sheet; until ProductSummary carries it (the search work adds the
 * field), this is the ERP name. Switching is this one line.
 */
export function summaryName(summary: ProductSummary): string {
  return summary.name;
}
