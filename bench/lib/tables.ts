// The result tables of the benchmarks, once: each benchmark prints them (formatTable) and `npm run bench` writes
// the same ones into bench/results/latest.md (markdownTable). Type-only imports: no benchmark runs from here.
import type { HttpRun } from "../http";
import type { PageRow } from "../pages";
import type { ScaleRun } from "../scale";
import { fixed } from "./common";

export interface Table {
  header: string[];
  rows: (string | number)[][];
}

type PathFormat = (path: string) => string;
const asIs: PathFormat = (path) => path;
const kb = (bytes: number) => `${fixed(bytes / 1024)} KB`;

export function httpTable(run: HttpRun, formatPath: PathFormat = asIs): Table {
  return {
    header: ["page", "path", "KB", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "× ceiling", "× nginx", "goal", "met"],
    rows: run.rows.map((row) => [
      row.label,
      formatPath(row.path),
      fixed(row.bytes / 1024),
      fixed(row.requestsPerSecond, 0),
      fixed(row.p50),
      fixed(row.p99),
      row.errors,
      row.non2xx,
      fixed(row.ratio, 2),
      row.nginxRatio === undefined ? "" : fixed(row.nginxRatio, 2),
      row.goal,
      row.meetsGoal ? "yes" : "no",
    ]),
  };
}

export function scaleTable(run: ScaleRun): Table {
  return {
    header: ["query", "small p50", "small p99", "large p50", "large p99", "p50 ratio", "p99 ratio", "goal (p99)", "met"],
    rows: run.rows.map((row) => [
      row.query,
      `${fixed(row.small.p50, 2)} ms`,
      `${fixed(row.small.p99, 2)} ms`,
      `${fixed(row.large.p50, 2)} ms`,
      `${fixed(row.large.p99, 2)} ms`,
      `${fixed(row.ratioP50, 2)}×`,
      `${fixed(row.ratioP99, 2)}×`,
      row.goal,
      row.meetsGoal ? "yes" : "no",
    ]),
  };
}

/** Lighthouse's figures per page, one line per run, or only the first-load bytes when Lighthouse could not run at all. */
export function pagesTable(rows: PageRow[], formatPath: PathFormat = asIs): Table {
  if (rows.every((row) => row.runs.length === 0)) {
    return {
      header: ["page", "first-load JS (gzip)", "inline JS", "first-load CSS (gzip)", "files"],
      rows: rows.map((row) => [
        formatPath(row.path),
        kb(row.bytes.firstLoadJs),
        kb(row.bytes.inlineJs),
        kb(row.bytes.firstLoadCss),
        row.bytes.files,
      ]),
    };
  }
  return {
    header: [
      "page",
      "run",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP",
      "FCP",
      "TBT",
      "CLS",
      "JS (network)",
      "CSS (network)",
      "first-load JS",
      "inline JS",
      "first-load CSS",
    ],
    rows: rows.flatMap((row) => {
      const bytes = [kb(row.bytes.firstLoadJs), kb(row.bytes.inlineJs), kb(row.bytes.firstLoadCss)];
      if (row.runs.length === 0) return [[formatPath(row.path), "—", "—", "—", "—", "—", "—", "—", "—", "—", "—", "—", ...bytes]];
      return row.runs.map((lh, index) => [
        formatPath(row.path),
        index + 1,
        lh.performance,
        lh.accessibility,
        lh.bestPractices,
        lh.seo,
        `${fixed(lh.lcpMs / 1000, 2)} s`,
        `${fixed(lh.fcpMs / 1000, 2)} s`,
        `${fixed(lh.tbtMs, 0)} ms`,
        fixed(lh.cls, 3),
        kb(lh.jsTransfer),
        kb(lh.cssTransfer),
        ...bytes,
      ]);
    }),
  };
}
