/**
 * Conditioners that carry Convênio 142 Anexo XX item 20.021.00 (docs/decisions/090-tax-codes-from-the-table-rows-held.md), checked on the page
 * by tests/e2e/product/tax-codes.spec.ts and in the export and PDFs by tests/http/catalog/tax-codes.test.ts.
 */
export const CONDITIONERS = [
  "7897412200028",
  "7897412200073",
  "7897412200103",
  "7897412200141",
  "7897412200165",
  "7897412205023",
];
