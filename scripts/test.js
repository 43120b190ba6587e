// `npm test`: every test in named stages, each timed; the last line is "tests: N passed, N failed". It installs
// nothing: Chromium from the machine (README → Tests), PostgreSQL through TEST_DATABASE_URL.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stageTimes = [];
let failedStages = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      stageTimes.push(`${title}: ${seconds} s${status === 0 ? "" : " (failed)"}`);
      console.log(`=== ${title}: ${seconds} s${status === 0 ? "" : " — FAILED"}`);
      if (status !== 0) failedStages.push(title);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

async function vitestStage(title, args) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, "-")}.json`);
  await run(title, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args]);
  const result = readJson(report);
  if (!result) {
    totals.failed += 1;
    return;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  await rerunCrashedFiles(title, args, result);
}

/**
 * A test file whose worker died gave no verdict, so those files alone run once more; a failed test is never rerun
 * (docs/decisions/0062-crashed-test-workers.md).
 */
async function rerunCrashedFiles(title, args, report) {
  const crashed = report.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.every((test) => test.status === "pending"),
  );
  if (!failedStages.includes(title) || report.numFailedTests > 0 || crashed.length === 0) return;
  const files = [...new Set(crashed.map((file) => path.relative(process.cwd(), file.name)))];
  const neverRan = crashed.reduce((count, file) => count + file.assertionResults.length, 0);
  const rerunReport = path.join(reportDir, `${title.replace(/\W+/g, "-")}-rerun.json`);
  const rerunTitle = `${title}: files whose worker crashed, once more`;
  const project = args.slice(0, 2);
  const passed = await run(rerunTitle, "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${rerunReport}`,
    ...project,
    ...files,
  ]);
  const rerun = readJson(rerunReport);
  totals.failed += rerun ? rerun.numFailedTests : 1;
  if (!passed || !rerun || rerun.numFailedTests > 0) return;
  totals.passed += neverRan;
  failedStages = failedStages.filter((stage) => stage !== title && stage !== rerunTitle);
  console.log(`Rerun after a crashed test worker: ${files.join(", ")} passed (${neverRan} tests that had not run).`);
}

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file));
if (!systemChromium) console.log("No system Chromium: the browser tests use Playwright's own (npx playwright install chromium).");

// The route types once, then the four static checks at once: each is one process that waits on the disk as much as
// it computes.
await run("route types", "npx", ["react-router", "typegen"]);
await Promise.all([
  run("type check", "npx", ["tsc", "--noEmit"]),
  run("lint", "npm", ["run", "lint", "--silent"]),
  run("format check", "npm", ["run", "format:check", "--silent"]),
  run("knip", "npx", ["knip"]),
]);

await vitestStage("unit tests", ["--project", "unit"]);
await vitestStage("integration tests on PGlite", ["--project", "pglite"]);
if (process.env.TEST_DATABASE_URL) {
  await vitestStage("integration tests on PostgreSQL", ["--project", "postgres"]);
} else {
  console.log("\nTEST_DATABASE_URL is not set: the integration tests do not run on PostgreSQL (.ci/run sets it).");
}

if (await run("production build", "npm", ["run", "build", "--silent"])) {
  const playwrightReport = path.join(reportDir, "playwright.json");
  await run("end-to-end tests (Playwright, real Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected;
    totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
    totals.skipped += playwright.stats.skipped;
  } else {
    totals.failed += 1;
  }
}

console.log("\nStage times:\n  " + stageTimes.join("\n  "));
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(", ")}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
