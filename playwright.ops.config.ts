import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The operations tier (`npm run test:ops`): several production instances on PostgreSQL behind nginx, a database
 * that stops and comes back, the proxy cache. Slow and process-level, so outside `npm test`; CI runs both
 * (.ci/run). The site under test is the same production build on the same server as the e2e tier's.
 */
export default defineConfig({ ...base, testDir: "tests/ops" });
