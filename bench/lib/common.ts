// Shared by the benchmarks: options from the command line, percentiles, plain-text tables, result files,
// and a fresh PostgreSQL database that is dropped afterwards (a benchmark never touches real data).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const ROOT = process.cwd();
export const RESULTS_DIR = path.join(ROOT, "bench", "results");

/** `--name value` or `--name=value` after the benchmark's path (`npm run bench:http -- --duration 5`). */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === `--${name}`) return args[index + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

export function flag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`);
}

/** The PostgreSQL server to use as well as PGlite, if any. */
export function postgresAdminUrl(): string | undefined {
  return process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export function percentile(sorted: readonly number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** A plain-text table; numbers are right-aligned, text left-aligned. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const numeric = header.map((_, column) =>
    rows.every((row) => /^[-+]?[\d.,]+( ?[a-zA-Z×%]+)?$|^—$/.test(String(row[column] ?? ""))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** A Markdown table of the same rows. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const escape = (cell: string | number) => String(cell).replace(/\|/g, "\\|");
  return [
    `| ${header.map(escape).join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ].join("\n");
}

/** Saves a benchmark's figures as bench/results/<name>.json, read by `npm run bench` for its summary. */
export function saveResult(name: string, result: unknown) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), ...(result as object) }, null, 2)}\n`);
  return file;
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the given server; `drop()` removes it (forcing out any connection left). */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function fixed(value: number, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : "—";
}

/**
 * Runs a worker script of bench/lib/ as its own process (so it shares no event loop with the benchmark), hands it its
 * JSON input (on stdin, or as its first argument), and resolves with the JSON of the last line it prints.
 */
export function runWorker<T>(file: string, input: unknown, { via }: { via: "argv" | "stdin" }): Promise<T> {
  const worker = path.join(ROOT, "bench", "lib", file);
  const json = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, via === "argv" ? [worker, json] : [worker], {
      stdio: [via === "stdin" ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`${file} exited ${code}: ${stderr}`));
      try {
        resolve(JSON.parse(stdout.trim().split("\n").at(-1)!) as T);
      } catch (error) {
        reject(error);
      }
    });
    child.stdin?.end(json);
  });
}
