// Runs a TypeScript benchmark with the app's module resolution ("~/…"), through Vite's module runner:
// `node bench/run.mjs bench/payments.ts`. No extra tool: Vite is already how the app is built.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The benchmarks start the server (and their load generators) with the Node that runs them. `npm run bench:…` runs
// the project's own Node (package.json engines: ≥ 24); typed as `node bench/run.mjs …` on a machine whose own Node is
// older, it would measure the server on that Node instead (seen on 2026-11-28: a dashboard cost 29 ms of CPU on Node
// 20 against 22 ms on Node 24). So an older Node hands over to the project's.
if (Number(process.versions.node.split(".")[0]) < 24) {
  const projectNode = path.join(root, "node_modules", ".bin", "node");
  if (!fs.existsSync(projectNode)) {
    console.error(
      `The benchmarks run on Node 24 or later (this is ${process.version}): run \`npm install\`, then \`npm run bench\`.`,
    );
    process.exit(2);
  }
  const handedOver = spawnSync(projectNode, process.argv.slice(1), { stdio: "inherit" });
  process.exit(handedOver.status ?? 1);
}
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
