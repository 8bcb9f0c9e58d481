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
    // Three forks on 2 cores: the headers-timeout test (input-bounds) waits 15 s doing nothing, and a third fork
    // runs other files meanwhile. Alone on this machine: 37, 37, 43 s with three, 46, 47 s with two.
    maxWorkers: 3,
    // React's production build, as the server runs it (the build's main.mjs sets the same).
    env: { NODE_ENV: "production" },
    testTimeout: 30_000,
  },
});
