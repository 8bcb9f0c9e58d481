import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/test-env/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: CI machines are slower than this one; a state that never comes still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "pt-BR",
    // No trace by default: recording one for every test cost about 40 % of the e2e time on a 2-core machine
    // (routes + layout specs: 271 s with "retain-on-failure", 166 s without). To study a failure, run it again
    // with `npx playwright test <file> --trace on`.
    trace: "off",
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on the real server; scripts/test-env/test-all.mjs builds it first.
    command: `node ${process.env.BUILD_DIR ?? "build"}/main.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: "https://www.laboratorioconvale.com.br",
      E2E: "1",
      VAR_DIR: "var/e2e",
      // Contact form: an easy proof of work and no minimum fill time, so journeys solve and send at once;
      // a limit high enough for every journey of a run from one address.
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT_MAX: "200",
      // Every page of the run sends its web-vitals beacons from this one address.
      VITALS_RATE_LIMIT_MAX: "100000",
    },
  },
});
