import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const postgresUrl = process.env.TEST_DATABASE_URL;

// Every test runs on embedded PGlite; integration tests run again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "pglite",
          include: ["app/**/*.test.ts", "vite-plugins/**/*.test.ts", "tests/integration/**/*.test.ts"],
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
                include: ["tests/integration/**/*.test.ts"],
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
