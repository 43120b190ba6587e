import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const postgresUrl = process.env.TEST_DATABASE_URL;

// Every test runs on embedded PGlite; integration tests run again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one file at a time on a 2-core machine (cores − 1). The files wait on PGlite's thread and on
    // PostgreSQL as much as they compute, so two at a time use both cores: the whole run took 15.6 min instead of 19
    // in CI on a 2-core machine. Each file has its own database (PGlite in memory, or a scratch PostgreSQL database).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "vite-plugins/**/*.test.ts"],
          globalSetup: ["tests/support/pglite-template.global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          env: { TEST_DB_KIND: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "pglite",
          // Each file opens its own database; the app's modules are loaded once per worker instead of once per file
          // (they were 40% of the integration run's time).
          isolate: false,
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/pglite-template.global-setup.ts"],
          // *.postgres.test.ts need several connections to one server (LISTEN/NOTIFY, …): only the PostgreSQL run has them.
          exclude: ["**/node_modules/**", "tests/integration/**/*.postgres.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          env: { TEST_DB_KIND: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: "postgres",
                isolate: false,
                include: ["tests/integration/**/*.test.ts"],
                globalSetup: ["tests/support/postgres-template.global-setup.ts"],
                env: { TEST_DB_KIND: "postgres" },
                setupFiles: ["tests/support/fail-on-console-error.ts"],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
