// Types for page-budgets.mjs, which check-budgets runs in plain Node and the e2e specs read for the list of pages.
export const CONTENT_JS_BUDGET: number;
export const APP_JS_BUDGET: number;
export const CSS_BUDGET: number;
export const PAGE_BUDGETS: Record<string, { path: string; js: number; target?: number }>;
