// The class-start burst's result table, once: bench/burst.ts prints it and `npm run bench` writes it into
// bench/results/latest.md. Type-only imports: no benchmark runs from here.
import type { BurstRun } from "../burst";
import { fixed } from "./common";
import type { Table } from "./tables";

export const BURST_GOAL_P99_MS = 250;

export function burstTable(run: BurstRun): Table {
  const cpu = (value: number | null) => (value === null ? "—" : fixed(value));
  return {
    header: [
      "page",
      "requests",
      "p50 ms",
      "p99 ms",
      "max ms",
      "errors",
      "non-2xx",
      "KB (wire)",
      "server CPU ms",
      "database CPU ms",
      "goal",
      "met",
    ],
    rows: run.pages.map((page) => [
      page.path,
      page.requests,
      fixed(page.p50),
      fixed(page.p99),
      fixed(page.max),
      page.errors,
      page.non2xx,
      fixed(page.kilobytes),
      cpu(page.serverCpuMs),
      cpu(page.databaseCpuMs),
      `p99 < ${BURST_GOAL_P99_MS} ms, 0 errors`,
      page.meetsGoal ? "yes" : "NO",
    ]),
  };
}

/** One line about the run: the load, the sign-in, when the burst was sent and done, its CPU per request. */
export function burstRunNote(run: BurstRun, students: number): string {
  const cpu = (value: number | null) => (value === null ? "—" : `${fixed(value)} ms`);
  return (
    `${run.database} — warmed by ${run.warmUpRenders} renders of each page; load average before the burst ${run.loadAverage}; ` +
    `sign-in of ${students} students ${fixed(run.signInSeconds)} s; ` +
    `last request sent at ${fixed(run.lastSentSeconds, 2)} s, last answer at ${fixed(run.finishedSeconds, 2)} s; ` +
    `CPU per request over the burst: server ${cpu(run.burstServerCpuMs)}` +
    (run.burstDatabaseCpuMs === null ? "" : `, database ${cpu(run.burstDatabaseCpuMs)}`)
  );
}
