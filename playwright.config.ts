import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
export const E2E_ADMIN = { email: "admin@e2e.test", password: "E2eAdmin#Pass2026" };

// The system Chromium (Debian package) when present; otherwise Playwright's own browser.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => fs.existsSync(candidate));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/migrated-data-dir.global-setup.ts",
  fullyParallel: true,
  // At least two: the specs wait on servers and browsers more than on the CPU, so two share even a 2-core machine.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, started like an operator would, on a fresh embedded database.
    command: "node server.js",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Reminders of classes an hour away go out within seconds, not at the next minute's run.
      JOB_INTERVALS: "class-reminders=5s",
    },
  },
});
