// `npm run bench:burst`: the class-start burst, 500 students opening /dashboard, /library, then their batch's classroom
// within seconds, each for the first time, so the page cache cannot help. Goal (printed, never asserted): p99 < 250 ms and zero errors.
// How it works and its options: docs/performance.md.
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { setDatabaseHandle } from "~/platform/db/database.server";
import {
  BURST_PASSWORD,
  burstStudentBatch,
  burstStudentEmail,
  seedBurstStudents,
  STUDENTS,
  WARM_UP_BATCH,
} from "./lib/burst-seed";
import {
  createScratchDatabase,
  fixed,
  formatTable,
  option,
  percentile,
  postgresAdminUrl,
  runWorker,
  saveResult,
} from "./lib/common";
import { BURST_GOAL_P99_MS, burstRunNote, burstTable } from "./lib/burst-table";
import { mainThreadCpuMs, postgresCpuSampler, processTreeCpuMs, threadCpuMsByName } from "./lib/process-cpu";
import { buildOnce, DEMO_STUDENT, newDataDir, serverNodeEnv, signIn, startServer, type RunningServer } from "./lib/server";

const CONNECTIONS = Number(option("connections") ?? 50);
const SPREAD_SECONDS = Number(option("spread") ?? 10);
const WARM_UP_RENDERS = Number(option("warm-up") ?? 200);
const FIRST_PORT = Number(process.env.BENCH_BURST_PORT ?? 3365);
const ONLY = option("only");
// What a phone's browser asks for over HTTPS (Chrome; Safari sends "gzip, deflate, br"): the server answers Brotli.
// `--accept-encoding gzip` measures the answers an older client gets.
const ACCEPT_ENCODING = option("accept-encoding") ?? "gzip, deflate, br, zstd";
// /learn/{batchId}: each student's own batch's classroom (the dashboard links to it), filled in per student.
const PATHS = ["/dashboard", "/library", "/learn/{batchId}"] as const;
/** The address a page of PATHS has for burst student `index` (1…STUDENTS). */
const addressFor = (pagePath: string, index: number) => pagePath.replace("{batchId}", burstStudentBatch(index));
// Sign-ins at a time: each is one scrypt hash on the server.
const SIGN_IN_CONCURRENCY = 4;
// Longer than the page cache keeps a page (PAGE_CACHE_SECONDS, 5 by default): the next pass renders again.
const CACHE_EXPIRY_WAIT_MS = 6_000;

interface Outcome {
  path: string;
  ms: number;
  /** When the student asked, in seconds from the burst's start. */
  askedAt: number;
  status?: number;
  bytes?: number;
  error?: string;
}

export interface BurstPage {
  path: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Average answer size on the wire (compressed as the Accept-Encoding asked). */
  kilobytes: number;
  /** When the slowest 1% of this page's requests were asked (seconds from the burst's start): where the tail is. */
  slowestAskedAt: { from: number; to: number };
  /** The slowest answer to a request asked in each second of the burst (ms): a stall shows as one high second. */
  maxBySecond: number[];
  /** Server CPU ms per render, from the unhurried pass; null without /proc. */
  serverCpuMs: number | null;
  /** The part of it spent on the server's main thread (the one that renders; PGlite has its own). */
  mainThreadCpuMs: number | null;
  /** PostgreSQL backends' CPU ms per render (PostgreSQL runs only). */
  databaseCpuMs: number | null;
  meetsGoal: boolean;
}

export interface BurstRun {
  database: string;
  /** Renders of each page by another student before the burst (--warm-up). */
  warmUpRenders: number;
  /** Load average (1, 5, 15 min) just before the burst. */
  loadAverage: string;
  signInSeconds: number;
  /** When the last request got its connection, and when the last answer ended, from the first arrival. */
  lastSentSeconds: number;
  finishedSeconds: number;
  /** Over the whole burst, per request: the server's and the database backends' CPU ms. */
  burstServerCpuMs: number | null;
  burstDatabaseCpuMs: number | null;
  pages: BurstPage[];
}

const cpuDelta = (before: number | null, after: number | null, count: number) =>
  before === null || after === null ? null : (after - before) / count;
const perRequest = (total: number | null, count: number) => (total === null ? null : total / count);

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The slowest answer among the requests asked in each whole second of the burst. */
function slowestBySecond(outcomes: Outcome[]): number[] {
  const slowest: number[] = [];
  for (const outcome of outcomes) {
    const second = Math.floor(outcome.askedAt);
    slowest[second] = Math.max(slowest[second] ?? 0, outcome.ms);
  }
  return Array.from(slowest, (ms) => ms ?? 0);
}

/** A private address (10.19.x.y) of its own for each student. */
function studentAddress(index: number) {
  return `10.19.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function runBurst(
  baseUrl: string,
  cookies: string[],
): Promise<{ results: Outcome[]; lastSentSeconds: number; finishedSeconds: number }> {
  const input = {
    baseUrl,
    connections: CONNECTIONS,
    spreadMs: SPREAD_SECONDS * 1000,
    paths: PATHS,
    batches: cookies.map((_, index) => burstStudentBatch(index + 1)),
    headers: { "accept-encoding": ACCEPT_ENCODING },
    cookies,
  };
  return runWorker("burst-worker.mjs", input, { via: "stdin" });
}

/** Every page once per student, two at a time (no queue), for the CPU one render costs. */
async function renderCost(server: RunningServer, cookies: string[], databaseName: string | null) {
  const cost: Record<string, { server: number | null; mainThread: number | null; database: number | null }> = {};
  for (const pagePath of PATHS) {
    await new Promise((resolve) => setTimeout(resolve, CACHE_EXPIRY_WAIT_MS));
    const serverBefore = processTreeCpuMs(server.pid);
    const mainThreadBefore = mainThreadCpuMs(server.pid);
    const threadsBefore = threadCpuMsByName(server.pid);
    const databaseCpu = databaseName ? postgresCpuSampler(databaseName) : null;
    await inBatches(cookies, 2, async (cookie, index) => {
      const address = addressFor(pagePath, index + 1);
      const response = await fetch(`${server.baseUrl}${address}`, { headers: { cookie, "accept-encoding": ACCEPT_ENCODING } });
      await response.arrayBuffer();
    });
    const threadsAfter = threadCpuMsByName(server.pid);
    console.log(
      `  ${pagePath} CPU ms a render by thread: ` +
        [...threadsAfter]
          .map(([name, ms]) => [name, (ms - (threadsBefore.get(name) ?? 0)) / cookies.length] as const)
          .filter(([, ms]) => ms >= 0.05)
          .sort((a, b) => b[1] - a[1])
          .map(([name, ms]) => `${name} ${fixed(ms)}`)
          .join(", "),
    );
    cost[pagePath] = {
      server: cpuDelta(serverBefore, processTreeCpuMs(server.pid), cookies.length),
      mainThread: cpuDelta(mainThreadBefore, mainThreadCpuMs(server.pid), cookies.length),
      database: perRequest(databaseCpu?.stop() ?? null, cookies.length),
    };
  }
  return cost;
}

/** Each page rendered WARM_UP_RENDERS times for the demo student, each at its own address (no page-cache hit). */
async function warmUp(baseUrl: string, processes: number) {
  if (WARM_UP_RENDERS <= 0) return;
  const started = performance.now();
  const cookie = await signIn(baseUrl, DEMO_STUDENT, { "x-forwarded-for": "10.18.0.1" });
  // Every server process has served all day, not one of them: WARM_UP_RENDERS of each page per process, each on a
  // connection of its own, which the cluster's primary hands to its processes in turn (a reused keep-alive connection
  // stays with one process, and the warm-up could miss the other).
  const renders = PATHS.flatMap((pagePath) =>
    Array.from(
      { length: WARM_UP_RENDERS * processes },
      (_, index) => `${pagePath.replace("{batchId}", WARM_UP_BATCH)}?warm-up=${index + 1}`,
    ),
  );
  await inBatches(renders, 2, async (address) => {
    const status = await getOnNewConnection(`${baseUrl}${address}`, { cookie, "accept-encoding": ACCEPT_ENCODING });
    if (status !== 200) throw new Error(`warm-up: ${address} answered ${status}`);
  });
  console.log(
    `  warm-up: ${WARM_UP_RENDERS} renders of each page per server process by the demo student in ${fixed((performance.now() - started) / 1000)} s`,
  );
}

/** GET over a connection opened for this request alone; the status once the whole body has arrived. */
function getOnNewConnection(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

async function seed(open: () => Promise<DatabaseHandle>) {
  const started = performance.now();
  const handle = await open();
  try {
    setDatabaseHandle(handle); // the demo seed signs its accounts up through better-auth, on the process-wide database
    await seedBurstStudents(handle.db);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

async function benchmark(
  database: string,
  port: number,
  target: { dataDir: string } | { databaseUrl: string; databaseName: string },
  env: Record<string, string> = {},
): Promise<BurstRun> {
  console.log(`\n${database}: starting the production server on port ${port} …`);
  const server = await startServer({
    port,
    ...("dataDir" in target ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl }),
    env: { TRUST_PROXY: "true", ...env },
  });
  const databaseName = "databaseName" in target ? target.databaseName : null;
  try {
    const signInStarted = performance.now();
    const cookies = await inBatches(
      Array.from({ length: STUDENTS }, (_, index) => index + 1),
      SIGN_IN_CONCURRENCY,
      (student) =>
        signIn(
          server.baseUrl,
          { email: burstStudentEmail(student), password: BURST_PASSWORD },
          { "x-forwarded-for": studentAddress(student) },
        ),
    );
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    console.log(`  ${STUDENTS} students signed in through /signin in ${fixed(signInSeconds)} s`);

    // Never measure an error page: the first student's pages, checked once.
    for (const pagePath of PATHS) {
      const address = addressFor(pagePath, 1);
      const response = await fetch(`${server.baseUrl}${address}`, { headers: { cookie: cookies[0]! } });
      const body = await response.text();
      const expected =
        pagePath === "/dashboard"
          ? burstStudentEmail(1)
          : address.startsWith("/learn/")
            ? `<title>Classroom ${burstStudentBatch(1)} |` // the heading's text is split by a React marker
            : "Sign Out";
      if (response.status !== 200 || !body.includes(expected)) {
        throw new Error(`${address} answered ${response.status} without "${expected}"; not measuring an error page`);
      }
    }
    await warmUp(server.baseUrl, Number(env.WEB_CONCURRENCY ?? 1));
    await new Promise((resolve) => setTimeout(resolve, CACHE_EXPIRY_WAIT_MS));

    const load = loadAverage();
    console.log(
      `  burst: ${STUDENTS} students × ${PATHS.join(" then ")}, ${CONNECTIONS} connections, arrivals over ${SPREAD_SECONDS} s (load average ${load})`,
    );
    const serverBefore = processTreeCpuMs(server.pid);
    const databaseCpu = databaseName ? postgresCpuSampler(databaseName) : null;
    const burst = await runBurst(server.baseUrl, cookies);
    const burstServerCpuMs = cpuDelta(serverBefore, processTreeCpuMs(server.pid), burst.results.length);
    const burstDatabaseCpuMs = perRequest(databaseCpu?.stop() ?? null, burst.results.length);
    const cost = await renderCost(server, cookies, databaseName);

    const pages = PATHS.map((pagePath): BurstPage => {
      const outcomes = burst.results.filter((outcome) => outcome.path === pagePath);
      const durations = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
      const errors = outcomes.filter((outcome) => outcome.error).length;
      const non2xx = outcomes.filter(
        (outcome) => outcome.status !== undefined && (outcome.status < 200 || outcome.status > 299),
      ).length;
      const p99 = percentile(durations, 0.99);
      const slowest = [...outcomes]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, Math.max(1, Math.ceil(outcomes.length / 100)))
        .map((outcome) => outcome.askedAt);
      return {
        path: pagePath,
        requests: outcomes.length,
        p50: percentile(durations, 0.5),
        p99,
        max: durations.at(-1) ?? 0,
        slowestAskedAt: { from: Math.min(...slowest), to: Math.max(...slowest) },
        maxBySecond: slowestBySecond(outcomes),
        errors,
        non2xx,
        kilobytes: outcomes.reduce((sum, outcome) => sum + (outcome.bytes ?? 0), 0) / Math.max(1, outcomes.length) / 1024,
        serverCpuMs: cost[pagePath]!.server,
        mainThreadCpuMs: cost[pagePath]!.mainThread,
        databaseCpuMs: cost[pagePath]!.database,
        meetsGoal: outcomes.length === STUDENTS && errors === 0 && non2xx === 0 && p99 < BURST_GOAL_P99_MS,
      };
    });
    for (const page of pages) {
      console.log(
        `  ${page.path.padEnd(11)} p50 ${fixed(page.p50)} ms  p99 ${fixed(page.p99)} ms  max ${fixed(page.max)} ms  errors ${page.errors}  non-2xx ${page.non2xx}` +
          `  render: server ${fixed(page.serverCpuMs ?? NaN)} ms CPU (main thread ${fixed(page.mainThreadCpuMs ?? NaN)})${databaseName ? `, database ${fixed(page.databaseCpuMs ?? NaN)} ms CPU` : ""}` +
          `  slowest 1% asked at ${fixed(page.slowestAskedAt.from)}–${fixed(page.slowestAskedAt.to)} s`,
      );
      console.log(`  ${page.path.padEnd(11)} slowest answer by second asked (ms): ${page.maxBySecond.map(Math.round).join(" ")}`);
    }
    return {
      database,
      warmUpRenders: WARM_UP_RENDERS,
      loadAverage: load,
      signInSeconds,
      lastSentSeconds: burst.lastSentSeconds,
      finishedSeconds: burst.finishedSeconds,
      burstServerCpuMs,
      burstDatabaseCpuMs,
      pages,
    };
  } finally {
    await server.stop();
  }
}

export default async function main(): Promise<number> {
  buildOnce();
  console.log(
    `${STUDENTS} students, each opens ${PATHS.join(" then ")}; ${CONNECTIONS} connections; arrivals over ${SPREAD_SECONDS} s; ` +
      `page cache as configured; server NODE_ENV=${serverNodeEnv()}; load average ${loadAverage()}`,
  );
  const runs: BurstRun[] = [];

  if (ONLY !== "postgres") {
    const dataDir = newDataDir();
    const seconds = await seed(() => openDatabase({ kind: "pglite", dataDir }));
    console.log(`\nPGlite: ${STUDENTS} students written in ${fixed(seconds)} s`);
    runs.push(await benchmark("PGlite", FIRST_PORT, { dataDir }));
  }

  const adminUrl = ONLY === "pglite" ? undefined : postgresAdminUrl();
  if (adminUrl) {
    const host = new URL(adminUrl).host;
    const scratch = await createScratchDatabase(adminUrl, "bench_burst");
    try {
      const seconds = await seed(() => openDatabase({ kind: "postgres", url: scratch.url }));
      console.log(`\nPostgreSQL: ${STUDENTS} students written in ${fixed(seconds)} s`);
      const target = { databaseUrl: scratch.url, databaseName: scratch.name };
      runs.push(await benchmark(`PostgreSQL (${host}), 1 process`, FIRST_PORT + 1, target));
      // One process per core (WEB_CONCURRENCY): ignored by a server that does not support it yet.
      runs.push(await benchmark(`PostgreSQL (${host}), 2 processes`, FIRST_PORT + 2, target, { WEB_CONCURRENCY: "2" }));
    } finally {
      await scratch.drop();
    }
  } else if (ONLY !== "pglite") {
    console.log("\n(set DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL too)");
  }

  for (const run of runs) {
    console.log(`\n${burstRunNote(run, STUDENTS)}`);
    const table = burstTable(run);
    console.log(formatTable(table.header, table.rows));
  }
  console.log(
    `\nGoal: p99 < ${BURST_GOAL_P99_MS} ms and zero errors for each page, on each database. Printed, not asserted. ` +
      `CPU ms: one render's cost, from a pass of each page once per student after the burst (cache expired).`,
  );
  saveResult("burst", { students: STUDENTS, connections: CONNECTIONS, spreadSeconds: SPREAD_SECONDS, runs });
  return 0;
}
