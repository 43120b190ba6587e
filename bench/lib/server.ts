// The production server as an operator runs it (`node server.js` on a build), for the HTTP and page benchmarks.
// Each benchmark uses its own build folder (BUILD_DIR, default .builds/bench) and its own ports, so it never
// disturbs a build or a server someone else is running.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { flag, option, ROOT } from "./common";

export const BUILD_DIR = process.env.BUILD_DIR || ".builds/bench";

export const DEMO_STUDENT = { email: "student@demo.aielevate.in", password: "DemoStudent#2026" };

/** `npm run build` into BUILD_DIR, unless `--no-build` (or BENCH_NO_BUILD=1, set by `npm run bench` after its one build). */
export function buildOnce() {
  if (flag("no-build") || process.env.BENCH_NO_BUILD === "1") {
    if (!fs.existsSync(path.join(ROOT, BUILD_DIR, "server", "index.js"))) {
      throw new Error(`No build in ${BUILD_DIR}: run without --no-build first.`);
    }
    console.log(`(using the existing build in ${BUILD_DIR})`);
    return;
  }
  console.log(`building into ${BUILD_DIR} …`);
  const started = Date.now();
  // Not the NODE_ENV the benchmark runs under (Vite's module runner sets "development"): that would make
  // Vite bundle React's development build. `npm run build` as an operator types it.
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR };
  delete env.NODE_ENV;
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error("the build failed");
  }
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The server's process id (its CPU time is read from /proc by bench/burst.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * `--node-env test|production` or BENCH_NODE_ENV, default production: React runs its development build under any other
 * NODE_ENV, which visitors never get; sandbox payments, demo seed and a random session secret are then set explicitly.
 */
export function serverNodeEnv(): "production" | "test" {
  return (option("node-env") ?? process.env.BENCH_NODE_ENV) === "test" ? "test" : "production";
}

/** A fresh, empty PGlite folder for startServer. */
export function newDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "academy-bench-"));
}

/**
 * Starts `node server.js` on the build with a fresh PGlite folder (or the given PostgreSQL database), the
 * sandbox payment provider and the demo seed, and waits until /healthz answers 200.
 */
export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  logLevel?: string;
  /** Extra environment for the server, e.g. PAGE_CACHE_SECONDS. */
  env?: Record<string, string>;
  /** A PGlite folder prepared beforehand (see newDataDir); removed when the server stops, like a fresh one. */
  dataDir?: string;
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? newDataDir();
  const nodeEnv = serverNodeEnv();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: nodeEnv,
    PAYMENTS_PROVIDER: "sandbox",
    ...(nodeEnv === "production"
      ? { ALLOW_SANDBOX_PAYMENTS: "true", BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || randomBytes(32).toString("hex") }
      : {}),
    PORT: String(options.port),
    APP_URL: baseUrl,
    BUILD_DIR,
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    // Request logs as in production (pino JSON lines, info level), written to /dev/null.
    LOG_LEVEL: options.logLevel ?? process.env.BENCH_SERVER_LOG_LEVEL ?? "info",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // With WEB_CONCURRENCY, /healthz answers as soon as the first server process listens: wait for the primary's "Site
  // ready", printed once every process listens, so that the load meets all of them. Its output is read (and dropped)
  // only then; otherwise it goes nowhere, as before.
  const severalProcesses = Boolean(options.env?.WEB_CONCURRENCY);
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const nodeArgs = [
    ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=500"] : []),
    // Node options for the server alone, to compare V8 settings (BENCH_SERVER_NODE_ARGS="--max-semi-space-size=64").
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", severalProcesses ? "pipe" : "ignore", "pipe"],
  });
  let allProcessesReady = !severalProcesses;
  let stdoutTail = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    if (allProcessesReady) return;
    stdoutTail = (stdoutTail + chunk.toString()).slice(-4000);
    if (stdoutTail.includes("Site ready")) allProcessesReady = true;
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200 && allProcessesReady) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error(`the server did not answer /healthz within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    port: options.port,
    pid: child.pid!,
    async stop() {
      await stopChild(child, exited);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Signs in through the site's own form (POST /signin with this site's Origin, as a browser does) and
 * returns the Cookie header to send with later requests.
 */
export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string },
  /** Extra request headers, e.g. the X-Forwarded-For a trusted proxy would add (bench/burst.ts). */
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl).origin, ...headers },
    body: new URLSearchParams({ email: credentials.email, password: credentials.password }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status < 300 || response.status >= 400 || cookies.length === 0) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return cookies.join("; ");
}
