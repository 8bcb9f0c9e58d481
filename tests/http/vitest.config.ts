import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The HTTP tier: the production build served in-process by the production site (server/site.ts) and spoken to
 * over HTTP, no browser. Runs after the build (scripts/test-env/test-all.mjs); BUILD_DIR picks another build.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    // React's production build, as the server runs it (the build's main.mjs sets the same).
    env: { NODE_ENV: "production" },
    testTimeout: 30_000,
  },
});
