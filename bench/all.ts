// `npm run bench`: payments, http, scale, pages and burst in sequence (one build shared by http and pages), each in
// its own process with its output shown as it runs; then a summary in bench/results/latest.md (gitignored).
// Options are passed on to the benchmarks (e.g. `npm run bench -- --duration 5`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { markdownTable, RESULTS_DIR, ROOT } from "./lib/common";
import { buildOnce } from "./lib/server";
import { burstRunNote, burstTable } from "./lib/burst-table";
import { httpTable, pagesTable, scaleTable, type Table } from "./lib/tables";
import type { BurstRun } from "./burst";
import type { HttpRun } from "./http";
import { describePageTargets, type PageRow } from "./pages";
import type { ScaleRun } from "./scale";

const BENCHMARKS = ["payments", "http", "scale", "pages", "burst"] as const;

function runBenchmark(name: string, extraEnv: NodeJS.ProcessEnv): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["bench/run.mjs", `bench/${name}.ts`, ...process.argv.slice(3)], {
      cwd: ROOT,
      env: { ...process.env, ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.once("exit", (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

function readResult<T>(name: string, since: number): T | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  if (!fs.existsSync(file)) return null;
  const result = JSON.parse(fs.readFileSync(file, "utf8")) as T & { at: string };
  return Date.parse(result.at) >= since ? result : null;
}

/** bench/payments.ts prints its figures only: the summary reads them from its output. */
function paymentsSummary(output: string): string {
  const rows: string[][] = [];
  for (const section of output.split(/\n(?=\S.*: \d+ orders, )/)) {
    const title = /^(.*): (\d+) orders, (\d+) webhooks/.exec(section.trim());
    if (!title) continue;
    const line = (label: string) => new RegExp(`${label}\\s+(\\d+) \\w+/s\\s+p50 ([\\d.]+) ms\\s+p99 ([\\d.]+) ms`).exec(section);
    const creation = line("order creation");
    const webhooks = line("webhook processing");
    const verdict = /\n\s+(OK: [^\n]+|MISMATCH[^\n]*)/.exec(section)?.[1] ?? "";
    rows.push([
      title[1]!,
      `${title[2]} orders, ${title[3]} webhooks`,
      creation ? `${creation[1]}/s, p50 ${creation[2]} ms, p99 ${creation[3]} ms` : "—",
      webhooks ? `${webhooks[1]}/s, p50 ${webhooks[2]} ms, p99 ${webhooks[3]} ms` : "—",
      verdict,
    ]);
  }
  return rows.length > 0
    ? markdownTable(["database", "load", "order creation", "webhook processing", "records"], rows)
    : "(no figures)";
}

const markdown = (table: Table) => markdownTable(table.header, table.rows);
const code = (text: string) => `\`${text}\``;

function httpSummary(result: { duration: number; connections: number; runs: HttpRun[] } | null): string {
  if (!result) return "(no figures)";
  return result.runs
    .map(
      (run) =>
        `**${run.database}** — server NODE_ENV=${run.nodeEnv}; ${result.connections} connections, ${result.duration} s per page; ` +
        `ceiling ${run.ceilingAsset}; ${run.nginx}; prerendered in this build: ` +
        `${
          run.rows
            .filter((row) => row.kind === "prerendered")
            .map((row) => `\`${row.path}\``)
            .join(", ") || "none of these pages"
        }\n\n` +
        markdown(httpTable(run, code)),
    )
    .join("\n\n");
}

function scaleSummary(result: { runs: ScaleRun[]; iterations: number } | null): string {
  if (!result) return "(no figures)";
  return result.runs
    .map(
      (run) =>
        `**${run.database}** — ${result.iterations} calls per query; bulk seed ${run.seedSeconds.toFixed(1)} s\n\n` +
        markdown(scaleTable(run)),
    )
    .join("\n\n");
}

function pagesSummary(result: { lighthouse: string; rows: PageRow[] } | null): string {
  if (!result) return "(no figures)";
  const note =
    `Lighthouse: ${result.lighthouse}. Targets: ${describePageTargets()}. ` +
    `First-load: the files the page's HTML names, gzipped; JS/CSS (network): Lighthouse's same-origin transfer sizes (gzip bodies plus response headers).\n\n`;
  return note + markdown(pagesTable(result.rows, code));
}

function burstSummary(result: { students: number; runs: BurstRun[] } | null): string {
  if (!result) return "(no figures)";
  return result.runs.map((run) => `${burstRunNote(run, result.students)}\n\n${markdown(burstTable(run))}`).join("\n\n");
}

export default async function main(): Promise<number> {
  const started = Date.now();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  buildOnce();
  const outputs: Record<string, { code: number; output: string; seconds: number }> = {};
  for (const name of BENCHMARKS) {
    console.log(`\n======== bench:${name} ========`);
    outputs[name] = await runBenchmark(name, { BENCH_NO_BUILD: "1" });
  }

  const cpus = os.cpus();
  const postgres = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const markdown = [
    `# Benchmark results`,
    ``,
    `${new Date(started).toISOString()} · ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"} · ${Math.round(os.totalmem() / 2 ** 30)} GB · Node ${process.version}` +
      ` · load average at start ${load} · PostgreSQL: ${postgres ? new URL(postgres).host : "not set (PGlite only)"}`,
    ``,
    `Rerun: \`npm run bench\` (or \`npm run bench:payments\`, \`bench:http\`, \`bench:scale\`, \`bench:pages\`, \`bench:burst\`); set DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL runs.`,
    ``,
    `| benchmark | exit | seconds |`,
    `|---|---|---|`,
    ...BENCHMARKS.map((name) => `| ${name} | ${outputs[name]!.code} | ${outputs[name]!.seconds.toFixed(0)} |`),
    ``,
    `## Payments (\`npm run bench:payments\`)`,
    ``,
    paymentsSummary(outputs.payments!.output),
    ``,
    `## HTTP (\`npm run bench:http\`)`,
    ``,
    httpSummary(readResult("http", started)),
    ``,
    `## Data scale (\`npm run bench:scale\`)`,
    ``,
    scaleSummary(readResult("scale", started)),
    ``,
    `## Pages (\`npm run bench:pages\`)`,
    ``,
    pagesSummary(readResult("pages", started)),
    ``,
    `## Class-start burst (\`npm run bench:burst\`)`,
    ``,
    burstSummary(readResult("burst", started)),
    ``,
    `## Full output`,
    ``,
    ...BENCHMARKS.flatMap((name) => [`### ${name}`, ``, "```", outputs[name]!.output.trim(), "```", ``]),
  ].join("\n");
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, "latest.md");
  fs.writeFileSync(file, markdown);
  console.log(`\nSummary written to ${path.relative(ROOT, file)}`);
  return Object.values(outputs).every((output) => output.code === 0) ? 0 : 1;
}
