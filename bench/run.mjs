// Runs a TypeScript benchmark with the app's module resolution ("~/…"), through Vite's module runner:
// `node bench/run.mjs bench/payments.ts`. No extra tool: Vite is already how the app is built.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = process.argv[2];
if (!entry) {
  console.error("usage: node bench/run.mjs <benchmark.ts>");
  process.exit(2);
}
process.env.LOG_LEVEL ??= "silent";
const { module } = await runnerImport(path.resolve(root, entry), {
  configFile: false,
  root,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
});
const exitCode = await module.default();
process.exit(typeof exitCode === "number" ? exitCode : 0);
