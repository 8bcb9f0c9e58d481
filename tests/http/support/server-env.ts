/**
 * The environment the browser tier's servers run with, for HTTP-tier tests that took over their checks: the
 * same contact settings make the same answers.
 *
 * - `instanceEnv`: what tests/e2e/support/instance.ts gives a server a spec starts itself.
 * - `e2eEnv`: playwright.config.ts `webServer.env` (the shared e2e server), without its port, host and folder.
 */
export const instanceEnv = {
  ALTCHA_COST: "1",
  ALTCHA_MAX_COUNTER: "50",
  CONTACT_MIN_FILL_MS: "0",
} as const;

export const e2eEnv = {
  ...instanceEnv,
  E2E: "1",
  CONTACT_RATE_LIMIT_MAX: "200",
} as const;
