// Types for page-budgets.mjs, which check-budgets runs in plain Node and the e2e specs read for the list of pages.
export const TOTAL_JS_BUDGET: number;
export const CSS_BUDGET: number;
export const PAGE_BUDGETS: Record<string, { path: string; target?: number }>;
