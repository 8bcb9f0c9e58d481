import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Reading all 190 packshots with tesseract costs 50–90 s of two cores: it runs in the operations tier
    // (scripts/test-env/test-ops.mjs sets PACKSHOT_OCR=1), which CI runs after npm test.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.PACKSHOT_OCR ? [] : ["scripts/build/assets/packshot-ocr.test.ts"]),
    ],
    environment: "node",
    pool: "forks",
    // Vitest runs on (cores - 1) forks by default: one on a 2-core machine. Two finish the unit step in about
    // 121 s instead of 147 s there (the PostgreSQL and SQLite files wait on I/O often enough to share the cores);
    // a bigger machine keeps the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share a fork's module cache instead of re-importing everything per file: `npx vitest run` took 99 and
    // 110 s isolated, 82, 92 and 94 s shared (imports 26–30 s → 12–14 s), and passed in shuffled file orders too
    // (seeds 7 and 4242). A test that changes a global (fetch, console, env) must undo it in afterEach, as ours do.
    isolate: false,
    testTimeout: 30_000,
    // Each run's PostgreSQL schemas are dropped once it ends, not by their files (see the file).
    globalSetup: ["server/db/test-schemas.global-setup.ts"],
  },
});
