// Debian's Chromium and the flags it needs on a closed network, as root in CI: one list for Playwright's config
// (tests/e2e, tests/ops) and for the scripts that drive the browser themselves (scripts/build/, scripts/bench/).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the test tiers drive: Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink
 * and V8 of the same version as `chromium`, without the desktop browser around them), which is also what
 * Playwright itself runs for headless tests. The full browser's own process cost about three times the CPU of the
 * whole shell on this 2-core machine (docs/decisions/135-tests-in-the-headless-shell.md). Measurements that stand
 * for a visitor's browser (Lighthouse, the interaction audit) keep `chromiumPath`.
 */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

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
