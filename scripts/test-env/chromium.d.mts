// Types for chromium.mjs, imported by playwright.config.ts.
export const chromiumPath: string;
export const testChromiumPath: string;
export const chromiumArgs: string[];
