// `npm run bench:pages`: Lighthouse on the marketing pages as a phone sees them, the bytes each loads, and the first
// tap on 'Pay Now' (bench/lib/first-tap-worker.mjs). How it works and its options: docs/performance.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fixed, formatTable, option, ROOT, runWorker, saveResult } from "./lib/common";
import { buildOnce, serverNodeEnv, startServer } from "./lib/server";
import { pagesTable } from "./lib/tables";

const PAGES = ["/", "/courses", "/courses/agentic-ai", "/ai-certification/sales", "/masterclass"];
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3263);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** Lighthouse runs per page, one after the other: every run must meet the targets. */
const RUNS = Number(option("runs") ?? 3);
/** First visits per page and way of arriving (with or without a scroll) for the first-tap figures. */
const TAP_SAMPLES = Number(option("taps") ?? 5);
// The targets: fast for every visitor, and a first tap within INP's "good".
export const PAGE_TARGETS = { performance: 95, others: 100, lcpMs: 2500, cls: 0.05, firstLoadJsKb: 100, firstTapMs: 200 };

/** The targets in words, for the printed output and bench/results/latest.md. */
export function describePageTargets(): string {
  const t = PAGE_TARGETS;
  return (
    `performance ≥ ${t.performance} and LCP ≤ ${t.lcpMs / 1000} s in every run; accessibility, best practices and SEO ${t.others}; ` +
    `CLS < ${t.cls}; first-load JS of a marketing page ≤ ${t.firstLoadJsKb} KB gzip; ` +
    `the first tap on 'Pay Now' shows the dialog within ${t.firstTapMs} ms on the phone profile`
  );
}

export interface PageBytes {
  /** Scripts and stylesheets named by the page's HTML (modulepreload, script, stylesheet, inline imports). */
  scripts: string[];
  firstLoadJs: number;
  /** The page's own inline scripts (not JSON-LD), gzipped together: they run on first load too. */
  inlineJs: number;
  firstLoadCss: number;
  files: number;
}

export interface PageRow {
  path: string;
  /** One summary per Lighthouse run that measured the page, in order. */
  runs: LighthouseSummary[];
  bytes: PageBytes;
  /** The first tap, without and with a scroll first (absent when not measured). */
  taps?: { direct: TapSamples; scrolled: TapSamples };
}

/** First visits of one page, one way: per sample, from the tap to the first frame showing the dialog and the form. */
export interface TapSamples {
  runs: { shownMs?: number; formMs?: number; inpMs?: number; error?: string }[];
}

interface TapResult extends TapSamples {
  path: string;
  scroll: boolean;
}

/** The median of the samples that measured `key`, or NaN. */
export function tapMedian(samples: TapSamples | undefined, key: "shownMs" | "formMs" | "inpMs"): number {
  const values = (samples?.runs ?? []).map((run) => run[key]).filter((value): value is number => value !== undefined);
  values.sort((a, b) => a - b);
  if (values.length === 0) return Number.NaN;
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

/** The JS and CSS a page's HTML asks for on first load, each fetched and gzipped as the server sends it. */
async function firstLoadBytes(baseUrl: string, pagePath: string): Promise<PageBytes> {
  // A browser that runs scripts reads <noscript> as text: nothing in it is loaded (app/ui/document-scripts.tsx).
  const html = (await (await fetch(`${baseUrl}${pagePath}`)).text()).replace(/<noscript\b[\s\S]*?<\/noscript>/g, "");
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    else if (/\brel="stylesheet"/.test(tag)) styles.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(match[1]!);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
    .map(([, , body]) => body)
    .join("\n");
  // React Router's inline module script imports the entry and route chunks.
  for (const match of html.matchAll(/\bimport(?:[^"';]*?from)?\s*["'](\/[^"']+\.js)["']/g)) scripts.add(match[1]!);

  const gzipSize = async (href: string) => {
    const url = new URL(href, baseUrl);
    if (url.origin !== new URL(baseUrl).origin) return 0;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    return gzipSync(body).length;
  };
  const sum = async (hrefs: Set<string>) => (await Promise.all([...hrefs].map(gzipSize))).reduce((a, b) => a + b, 0);
  return {
    scripts: [...scripts].map((href) => new URL(href, baseUrl).pathname),
    firstLoadJs: await sum(scripts),
    inlineJs: gzipSync(inline).length,
    firstLoadCss: await sum(styles),
    files: scripts.size + styles.size,
  };
}

/** Per page: tap → dialog and tap → form (median, without and with a scroll), beside Lighthouse's runs. */
export function firstTapTable(rows: PageRow[]) {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");
  const failures = (row: PageRow) =>
    [...(row.taps?.direct.runs ?? []), ...(row.taps?.scrolled.runs ?? [])].filter((run) => run.error).length;
  return {
    header: [
      "page",
      "tap → dialog",
      "after a scroll",
      "tap → form",
      "after a scroll",
      "Event Timing (max)",
      "perf (runs)",
      "LCP (runs)",
      "TBT (runs)",
      "failed visits",
    ],
    rows: rows.map((row) => [
      row.path,
      ms(tapMedian(row.taps?.direct, "shownMs")),
      ms(tapMedian(row.taps?.scrolled, "shownMs")),
      ms(tapMedian(row.taps?.direct, "formMs")),
      ms(tapMedian(row.taps?.scrolled, "formMs")),
      ms(Math.max(tapMedian(row.taps?.direct, "inpMs"), tapMedian(row.taps?.scrolled, "inpMs"))),
      row.runs.map((run) => run.performance).join(" / ") || "—",
      row.runs.map((run) => `${fixed(run.lcpMs / 1000, 2)} s`).join(" / ") || "—",
      row.runs.map((run) => `${Math.round(run.tbtMs)} ms`).join(" / ") || "—",
      failures(row),
    ]),
  };
}

export interface LighthouseSummary {
  url: string;
  /** Set when Lighthouse could not measure the page (then the figures are absent). */
  error?: string;
  lighthouseVersion: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransfer: number;
  cssTransfer: number;
  /** Weighted audits scoring under 0.9. */
  failing: string[];
  /** Same-origin scripts in the network records. */
  scripts: { path: string; transferSize: number }[];
}

/** Runs Lighthouse on the URLs in bench/lib/lighthouse-worker.mjs; rejects with the reason it could not. */
function runLighthouse(urls: string[]): Promise<LighthouseSummary[]> {
  const worker = path.join(ROOT, "bench", "lib", "lighthouse-worker.mjs");
  const input = JSON.stringify({ urls, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, port: PORT + 1 });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker, input], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once("error", reject);
    child.once("exit", (code) => {
      const lastLine = stdout.trim().split("\n").at(-1) ?? "";
      if (code === 0 && lastLine.startsWith("[")) return resolve(JSON.parse(lastLine) as LighthouseSummary[]);
      const reason =
        stderr.split("\n").find((line) => /^\w*Error\b|cannot|not found/i.test(line)) ?? stderr.trim().split("\n")[0];
      reject(new Error(reason || `exit code ${code}`));
    });
  });
}

export default async function main(): Promise<number> {
  if (!fs.existsSync(CHROME_PATH)) console.log(`(no Chromium at ${CHROME_PATH}: set CHROME_PATH)`);
  buildOnce();
  const server = await startServer({ port: PORT, logLevel: "warn" });
  const rows: PageRow[] = [];
  let unavailable: string | null = null;
  try {
    // A warm server, as in production: the first render of each page is not what a visitor gets.
    for (const pagePath of PAGES)
      for (let round = 0; round < 3; round++) await (await fetch(`${server.baseUrl}${pagePath}`)).text();
    let summaries: LighthouseSummary[] = [];
    if (RUNS > 0)
      try {
        console.log(`Lighthouse on ${PAGES.length} pages, ${RUNS} runs each …`);
        const urls = PAGES.flatMap((pagePath) => Array.from({ length: RUNS }, () => `${server.baseUrl}${pagePath}`));
        summaries = await runLighthouse(urls);
      } catch (error) {
        unavailable = error instanceof Error ? error.message : String(error);
      }
    let taps: TapResult[] = [];
    if (TAP_SAMPLES > 0) {
      console.log(`First tap on a phone profile: ${PAGES.length} pages × 2 ways × ${TAP_SAMPLES} visits …`);
      taps = await runWorker<TapResult[]>(
        "first-tap-worker.mjs",
        { baseUrl: server.baseUrl, pages: PAGES, samples: TAP_SAMPLES, chromePath: CHROME_PATH },
        { via: "argv" },
      );
    }
    for (const [index, pagePath] of PAGES.entries()) {
      const runs = summaries.slice(index * RUNS, (index + 1) * RUNS);
      for (const run of runs) if (run.error) console.log(`  Lighthouse could not measure ${pagePath}: ${run.error}`);
      rows.push({
        path: pagePath,
        runs: runs.filter((run) => !run.error),
        bytes: await firstLoadBytes(server.baseUrl, pagePath),
        ...(TAP_SAMPLES > 0
          ? {
              taps: {
                direct: taps.find((tap) => tap.path === pagePath && !tap.scroll) ?? { runs: [] },
                scrolled: taps.find((tap) => tap.path === pagePath && tap.scroll) ?? { runs: [] },
              },
            }
          : {}),
      });
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\nPages (production build, server NODE_ENV=${serverNodeEnv()}, PGlite, ${unavailable ? "no Lighthouse" : "Lighthouse mobile preset, simulated throttling"}):`,
  );
  if (unavailable) console.log(`Lighthouse was unavailable (${unavailable}); the bytes alone:`);
  const table = pagesTable(rows);
  const kb = (bytes: number) => `${fixed(bytes / 1024)} KB`;
  console.log(formatTable(table.header, table.rows));
  if (TAP_SAMPLES > 0) {
    const tap = firstTapTable(rows);
    console.log(
      `\nThe first tap on 'Pay Now to Book Your Seat', phone profile (4× CPU, 150 ms RTT, 1.6 Mbps), one second after load; ` +
        `median of ${TAP_SAMPLES} first visits (${new Date().toISOString().slice(0, 10)}, load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}):`,
    );
    console.log(formatTable(tap.header, tap.rows));
  }
  console.log(`\nTargets: ${describePageTargets()}. Printed, not asserted.`);
  for (const row of rows) {
    const runs = row.runs;
    const met =
      runs.length === RUNS &&
      runs.every((run) => run.performance >= PAGE_TARGETS.performance && run.lcpMs <= PAGE_TARGETS.lcpMs) &&
      row.bytes.firstLoadJs <= PAGE_TARGETS.firstLoadJsKb * 1024;
    const taps = row.taps ? [tapMedian(row.taps.direct, "shownMs"), tapMedian(row.taps.scrolled, "shownMs")] : [];
    const tapsMet = taps.every((median) => median <= PAGE_TARGETS.firstTapMs);
    console.log(
      `  ${row.path}: ${met && tapsMet ? "met" : "missed"} (perf ${runs.map((run) => run.performance).join(" / ") || "—"}, ` +
        `LCP ${runs.map((run) => `${fixed(run.lcpMs / 1000, 2)} s`).join(" / ") || "—"}, first-load JS ${kb(row.bytes.firstLoadJs)}` +
        `${taps.length ? `, first tap ${taps.map((median) => `${Math.round(median)} ms`).join(" / ")}` : ""})`,
    );
  }
  if (!unavailable) {
    for (const row of rows) {
      const failing = [...new Set(row.runs.flatMap((run) => run.failing))];
      if (failing.length > 0) console.log(`  ${row.path}: audits under 0.9 in some run: ${failing.join(", ")}`);
    }
    for (const row of rows) {
      const named = new Set(row.bytes.scripts);
      const later = row.runs[0]?.scripts.filter((script) => !named.has(script.path)) ?? [];
      if (later.length === 0) continue;
      const total = later.reduce((sum, script) => sum + script.transferSize, 0);
      const largest = [...later].sort((a, b) => b.transferSize - a.transferSize).slice(0, 4);
      console.log(
        `  ${row.path}: ${later.length} scripts (${kb(total)}) loaded after the first load without a click, largest: ` +
          largest.map((script) => `${script.path.replace("/assets/", "")} ${kb(script.transferSize)}`).join(", "),
      );
    }
    console.log(`  (Lighthouse ${rows.find((row) => row.runs[0])?.runs[0]?.lighthouseVersion ?? "—"}, Chromium ${CHROME_PATH})`);
  }
  console.log(
    "JS/CSS (network): same-origin transfer sizes in Lighthouse's records (gzip, with headers, including chunks loaded after start-up); " +
      "first-load: the files the HTML names, gzipped here; inline JS: the HTML's own scripts, gzipped together.",
  );
  saveResult("pages", {
    nodeEnv: serverNodeEnv(),
    lighthouse: unavailable ? `unavailable: ${unavailable}` : "mobile preset",
    targets: PAGE_TARGETS,
    rows,
  });
  return 0;
}
