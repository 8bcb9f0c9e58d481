// Debian's Chromium and the flags it needs on a closed network, as root in CI: one list for Playwright's config
// (tests/e2e) and for the scripts that drive the browser themselves (scripts/build/js-at-load.mjs).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
