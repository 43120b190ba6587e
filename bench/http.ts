// `npm run bench:http`: the production server under load, each page's requests/s and latency, as a ratio of a static
// file of similar size and of nginx serving the same pages. How it works and its options: docs/performance.md.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  createScratchDatabase,
  fixed,
  flag,
  formatTable,
  option,
  postgresAdminUrl,
  ROOT,
  runWorker,
  saveResult,
} from "./lib/common";
import { httpTable } from "./lib/tables";
import { startNginx } from "./lib/nginx";
import { BUILD_DIR, buildOnce, DEMO_STUDENT, serverNodeEnv, signIn, startServer, type RunningServer } from "./lib/server";

const DURATION = Number(option("duration") ?? process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(option("connections") ?? 50);
const WARMUP = Number(option("warmup") ?? 2);
const GZIP = !flag("no-gzip");
const FIRST_PORT = Number(process.env.BENCH_HTTP_PORT ?? 3261);
const PROCESSES = option("processes");
const ONLY = option("only");
const FIRST_NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? FIRST_PORT + 10);

// The goals: prerendered pages against the ceiling and against nginx, and dynamic pages' p99.
const GOALS = { prerenderedRatio: 0.8, nginxRatio: 0.5, dynamicP99Ms: 100 };

/** The prerendered pages nginx serves too. */
const NGINX_PAGES = ["/", "/courses"];

type Kind = "prerendered" | "dynamic" | "uncached" | "ceiling" | "nginx";

interface Target {
  label: string;
  path: string;
  kind: Kind;
  signedIn?: boolean;
  /** Text the page must contain, checked once before the load (so we never measure an error page). */
  mustContain?: string;
  /** Covered by the page cache: measured again with the cache switched off. */
  cached?: boolean;
  /** Another server than the app (nginx). */
  baseUrl?: string;
  /** The body it must answer, exactly (nginx: the app's own page). */
  sameBodyAs?: string;
}

export interface HttpRow {
  label: string;
  path: string;
  kind: Kind;
  /** Uncompressed size of the response body. */
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  ratio: number;
  /** A prerendered page's throughput as a ratio of nginx serving the same file (when nginx ran). */
  nginxRatio?: number;
  goal: string;
  meetsGoal: boolean;
}

export interface HttpRun {
  database: string;
  /** The server's NODE_ENV. */
  nodeEnv: string;
  ceilingAsset: string;
  /** nginx's version, or why it did not run. */
  nginx: string;
  rows: HttpRow[];
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

function runAutocannon(url: string, headers: Record<string, string>): Promise<AutocannonResult> {
  const input = { url, connections: CONNECTIONS, duration: DURATION, headers, warmupSeconds: WARMUP };
  return runWorker<AutocannonResult>("autocannon-worker.mjs", input, { via: "argv" });
}

/** The bytes a response carries: gzip at level 9 (how the server and nginx send both pages and assets), or as is. */
function wireBytes(body: Buffer) {
  return GZIP ? gzipSync(body, { level: 9 }).length : body.length;
}

/**
 * The built asset (JS or CSS) whose answer is closest in size to the home page's, as sent: a page and its ceiling
 * then carry about the same bytes (the home page's HTML and a script of the same raw size differ 2.4× once gzipped).
 */
function assetOfSimilarSize(homeBytes: number): { path: string; bytes: number } {
  const folder = path.join(ROOT, BUILD_DIR, "client", "assets");
  const candidates = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".js") || file.endsWith(".css"))
    .map((file) => ({ path: `/assets/${file}`, bytes: wireBytes(fs.readFileSync(path.join(folder, file))) }));
  candidates.sort((a, b) => Math.abs(a.bytes - homeBytes) - Math.abs(b.bytes - homeBytes));
  return candidates[0]!;
}

/** A page counts as prerendered when the build holds its HTML file (React Router's `prerender`). */
function isPrerendered(pagePath: string) {
  const pathname = new URL(pagePath, "http://x").pathname;
  return fs.existsSync(path.join(ROOT, BUILD_DIR, "client", pathname, "index.html"));
}

async function benchmark(database: string, port: number, nginxPort: number, databaseUrl?: string): Promise<HttpRun> {
  console.log(`\n${database}: starting the production server on port ${port} …`);
  const processes: Record<string, string> = PROCESSES ? { WEB_CONCURRENCY: PROCESSES } : {};
  let server = await startServer({ port, databaseUrl, env: processes });
  const measured: Omit<HttpRow, "ratio" | "goal" | "meetsGoal">[] = [];
  let ceilingAsset = "";
  let nginxNote = "";
  let uncachedTargets: Target[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  try {
    const home = await fetch(`${server.baseUrl}/`);
    const homeHtml = await home.text();
    const homeBytes = wireBytes(Buffer.from(homeHtml));
    const nginxPages = NGINX_PAGES.filter(isPrerendered);
    nginx = await startNginx({
      port: nginxPort,
      clientDir: path.join(ROOT, BUILD_DIR, "client"),
      appUrl: server.baseUrl,
      pagePaths: nginxPages,
      appHeaders: home.headers,
    });
    nginxNote = nginx
      ? `nginx ${nginx.version} on port ${nginxPort}: ${nginxPages.join(", ")} (the same files and headers, gzip_static at level 9, keep-alive, one worker process per core)`
      : "nginx is not installed (apt-get install nginx-light): its ceiling rows are skipped";
    if (!nginx) console.log(`  note: ${nginxNote}`);
    const nginxTargets: Target[] = [];
    for (const pagePath of nginx ? nginxPages : []) {
      const appPage = pagePath === "/" ? homeHtml : await (await fetch(`${server.baseUrl}${pagePath}`)).text();
      nginxTargets.push({
        label: `nginx: ${pagePath}`,
        path: pagePath,
        kind: "nginx",
        baseUrl: nginx!.baseUrl,
        sameBodyAs: appPage,
      });
    }
    const ceiling = assetOfSimilarSize(homeBytes);
    const sent = GZIP ? "bytes gzipped" : "bytes";
    ceilingAsset = `${ceiling.path} (${ceiling.bytes} ${sent}; home page HTML ${homeBytes} ${sent})`;

    const kind = (pagePath: string): Kind => (isPrerendered(pagePath) ? "prerendered" : "dynamic");
    const targets: Target[] = [
      { label: "home", path: "/", kind: kind("/") },
      { label: "catalogue", path: "/courses", kind: kind("/courses") },
      // Right after the app's own prerendered rows, in the same run, at the same connections and duration.
      ...nginxTargets,
      // Signed-in visitors get the catalogue server-rendered, with their own header.
      {
        label: "catalogue (signed in)",
        path: "/courses",
        kind: "dynamic",
        signedIn: true,
        mustContain: "Sign Out",
        cached: true,
      },
      {
        label: "dashboard (student)",
        path: "/dashboard",
        kind: "dynamic",
        signedIn: true,
        mustContain: DEMO_STUDENT.email,
        cached: true,
      },
      { label: "AI Spots, city filter", path: "/ai-spots?city=Mumbai", kind: "dynamic", mustContain: "Mumbai", cached: true },
      { label: "library, grouped", path: "/library", kind: "dynamic", cached: true },
      { label: "healthz", path: "/healthz", kind: "dynamic", mustContain: '"db":"ok"' },
      { label: "static asset (ceiling)", path: ceiling.path, kind: "ceiling" },
    ];
    measured.push(...(await measureTargets(server, targets)));
    uncachedTargets = targets
      .filter((target) => target.cached)
      .map((target) => ({ ...target, label: `${target.label}, no page cache`, kind: "uncached" as const }));
  } finally {
    await nginx?.stop();
    await server.stop();
  }

  console.log(`${database}: again with PAGE_CACHE_SECONDS=0 (every request rendered) …`);
  server = await startServer({ port, databaseUrl, env: { ...processes, PAGE_CACHE_SECONDS: "0" } });
  try {
    measured.push(...(await measureTargets(server, uncachedTargets)));
  } finally {
    await server.stop();
  }

  const ceilingRate = measured.find((row) => row.kind === "ceiling")!.requestsPerSecond;
  const rows: HttpRow[] = measured.map((row) => {
    const ratio = ceilingRate > 0 ? row.requestsPerSecond / ceilingRate : 0;
    const clean = row.total > 0 && row.errors === 0 && row.non2xx === 0;
    if (row.kind === "prerendered") {
      const nginxRate = measured.find((other) => other.kind === "nginx" && other.path === row.path)?.requestsPerSecond;
      const nginxRatio = nginxRate ? row.requestsPerSecond / nginxRate : undefined;
      return {
        ...row,
        ratio,
        nginxRatio,
        goal: `≥ ${GOALS.prerenderedRatio}× ceiling${nginxRatio === undefined ? "" : `, ≥ ${GOALS.nginxRatio}× nginx`}, 0 errors`,
        meetsGoal: clean && ratio >= GOALS.prerenderedRatio && (nginxRatio === undefined || nginxRatio >= GOALS.nginxRatio),
      };
    }
    if (row.kind === "dynamic") {
      return {
        ...row,
        ratio,
        goal: `p99 < ${GOALS.dynamicP99Ms} ms, 0 errors`,
        meetsGoal: clean && row.p99 < GOALS.dynamicP99Ms,
      };
    }
    if (row.kind === "uncached") return { ...row, ratio, goal: "(cost of rendering: for information)", meetsGoal: clean };
    return { ...row, ratio, goal: "0 errors", meetsGoal: clean };
  });
  return { database, nodeEnv: serverNodeEnv(), ceilingAsset, nginx: nginxNote, rows };
}

/** Drives each target in turn from the autocannon process; checks every page once first. */
async function measureTargets(server: RunningServer, targets: Target[]) {
  const cookie = await signIn(server.baseUrl, DEMO_STUDENT);
  const baseHeaders: Record<string, string> = GZIP ? { "accept-encoding": "gzip" } : {};
  const measured: Omit<HttpRow, "ratio" | "goal" | "meetsGoal">[] = [];
  for (const target of targets) {
    const headers = { ...baseHeaders, ...(target.signedIn ? { cookie } : {}) };
    const baseUrl = target.baseUrl ?? server.baseUrl;
    const check = await fetch(`${baseUrl}${target.path}`, { headers: target.signedIn ? { cookie } : {} });
    const body = await check.text();
    if (
      check.status !== 200 ||
      (target.mustContain && !body.includes(target.mustContain)) ||
      (target.sameBodyAs !== undefined && body !== target.sameBodyAs)
    ) {
      throw new Error(
        `${baseUrl}${target.path} answered ${check.status} without the expected content; not measuring an error page`,
      );
    }
    const result = await runAutocannon(`${baseUrl}${target.path}`, headers);
    const row = {
      label: target.label,
      path: target.path,
      kind: target.kind,
      bytes: Buffer.byteLength(body),
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
    };
    measured.push(row);
    // Requests still queued on the server when the run stopped must not spill into the next page's run.
    await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, row.p99 + 1000)));
    console.log(
      `  ${target.label.padEnd(34)} ${fixed(row.requestsPerSecond, 0).padStart(7)} req/s  p50 ${fixed(row.p50)} ms  p99 ${fixed(row.p99)} ms  errors ${row.errors}  non-2xx ${row.non2xx}`,
    );
  }
  return measured;
}

export default async function main(): Promise<number> {
  buildOnce();
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per page after ${WARMUP} s of warm-up, load from a separate autocannon process` +
      `${GZIP ? ", Accept-Encoding: gzip" : ""}; server NODE_ENV=${serverNodeEnv()}`,
  );
  const runs: HttpRun[] = [];
  if (ONLY !== "postgres") runs.push(await benchmark("PGlite", FIRST_PORT, FIRST_NGINX_PORT));

  const adminUrl = ONLY === "pglite" ? undefined : postgresAdminUrl();
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "bench_http");
    try {
      runs.push(
        await benchmark(
          `PostgreSQL (${new URL(adminUrl).host})${PROCESSES ? `, WEB_CONCURRENCY=${PROCESSES}` : ""}`,
          FIRST_PORT + 1,
          FIRST_NGINX_PORT + 1,
          scratch.url,
        ),
      );
    } finally {
      await scratch.drop();
    }
  } else if (ONLY !== "pglite") {
    console.log("\n(set DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL too)");
  }

  for (const run of runs) {
    console.log(`\n${run.database}, NODE_ENV=${run.nodeEnv}: ceiling = ${run.ceilingAsset}`);
    console.log(`  ${run.nginx}`);
    for (const row of run.rows.filter((candidate) => candidate.nginxRatio !== undefined)) {
      console.log(
        `  ${row.path} at ${fixed(row.nginxRatio!, 2)}× nginx (goal ≥ ${GOALS.nginxRatio}×: ${row.nginxRatio! >= GOALS.nginxRatio ? "met" : "missed"})`,
      );
    }
    const prerendered = run.rows.filter((row) => row.kind === "prerendered").map((row) => row.path);
    console.log(
      `  prerendered in this build (HTML file in client/): ${prerendered.length > 0 ? prerendered.join(", ") : "none of these pages"}`,
    );
    const table = httpTable(run);
    console.log(formatTable(table.header, table.rows));
  }
  console.log(
    `\nGoals: prerendered pages ≥ ${GOALS.prerenderedRatio}× the ceiling and ≥ ${GOALS.nginxRatio}× nginx on the same file, dynamic pages p99 < ${GOALS.dynamicP99Ms} ms at ${CONNECTIONS} connections, zero errors. Printed, not asserted.`,
  );
  saveResult("http", { duration: DURATION, connections: CONNECTIONS, gzip: GZIP, runs });
  return 0;
}
