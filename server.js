// Entry point: `node server.js` serves the built site; `node server.js --dev` runs Vite in middleware mode.
// With WEB_CONCURRENCY (a number, or `auto` = one per core) and PostgreSQL, it is the primary of that many server
// processes (Node's cluster module): docs/decisions/0050-several-processes.md.
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";

const isDev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const SHUTDOWN_GRACE_MS = 2500;
const buildDir = path.resolve(process.env.BUILD_DIR || "build");

let appModule;
if (isDev) {
  const server = express();
  server.disable("x-powered-by");
  server.use(compression());
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  appModule = await vite.ssrLoadModule("./server/app.ts");
  server.use((req, res, next) => appModule.app(req, res, next));
  await serve(server);
} else {
  appModule = await importBuild();
  const processes = appModule.serverProcesses();
  if (cluster.isPrimary && processes.note) console.log(processes.note);
  if (cluster.isPrimary && processes.count > 1) runPrimary(processes.count);
  else await serve(productionServer());
}

/** The build's server module; the configuration is checked as it loads. */
async function importBuild() {
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    console.error("No build found. Run `npm run build` first (npm start does it for you).");
    process.exit(1);
  }
  try {
    return await import(pathToFileURL(serverEntry).href);
  } catch (error) {
    // Say what is missing, without a stack trace.
    console.error(error?.name === "ConfigError" ? error.message : error);
    process.exit(1);
  }
}

function productionServer() {
  const server = express();
  server.disable("x-powered-by");
  // Static files get the same security headers (nosniff, HSTS, CSP…) as pages (which the app gives its own answers);
  // public files are compressed as they are sent.
  const staticFile = [appModule.securityHeaders, compression()];
  // Hashed assets never change: read and compressed once at start, cached by browsers for a year. Other files revalidate.
  server.use("/assets", appModule.securityHeaders, appModule.precompressedAssets(path.join(buildDir, "client/assets")));
  // Other public files (favicon…), known at start so that a page request never touches the disk. Prerendered pages
  // (*.html, *.data) are served by the app, which knows who asks.
  const clientDir = path.join(buildDir, "client");
  const publicFiles = new Set(
    fs
      .readdirSync(clientDir, { recursive: true })
      .map((name) => `/${String(name).split(path.sep).join("/")}`)
      .filter(
        (name) =>
          !name.startsWith("/assets/") && !/\.(html|data)$/.test(name) && fs.statSync(path.join(clientDir, name)).isFile(),
      ),
  );
  const publicFile = express.Router().use(staticFile, express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  server.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? publicFile(req, res, next) : next()));
  server.use(appModule.app);
  return server;
}

/** What the operator is told once the site answers: its address, and where it listens (`address` as Node gives it). */
function siteReady(address) {
  const url = process.env.APP_URL || `http://localhost:${port}`;
  const ip = typeof address === "object" && address?.address ? address.address : "";
  if (!ip || ip === "::" || ip === "0.0.0.0") return `Site ready at ${url}, listening on every interface, port ${port}`;
  const where = `${ip.includes(":") ? `[${ip}]` : ip}:${port}`;
  const onlyHere = ip === "127.0.0.1" || ip === "::1" ? " (this machine only: set HOST to listen on the network)" : "";
  return `Site ready at ${url}, listening on ${where}${onlyHere}`;
}

/** A URL path as the file name it names (`%20` is a space); a malformed one names no file. */
function decodedPath(urlPath) {
  if (!urlPath.includes("%")) return urlPath;
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return "";
  }
}

/** Starts the application (database, jobs), listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function serve(server) {
  try {
    await appModule.start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await appModule.flushLogs?.();
    process.exit(1);
  }

  // In development only this machine can connect, unless HOST says otherwise (docs/decisions/0090-development-server-binding.md).
  const host = appModule.listenHost();
  const httpServer = server.listen({ port, ...(host ? { host } : {}) }, () => {
    if (cluster.isPrimary) console.log(siteReady(httpServer.address()));
    else console.log(`Server process ${process.pid} ready`);
  });
  httpServer.keepAliveTimeout = 65_000;
  // While shutting down, a keep-alive connection is closed as soon as its last answer is out, so draining ends when
  // the last in-flight request does (not when the grace period runs out).
  httpServer.on("request", (_req, res) => {
    res.once("finish", () => {
      if (shuttingDown) setImmediate(() => httpServer.closeIdleConnections());
    });
  });

  let shuttingDown = false;
  async function shutdown(signal) {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const forced = setTimeout(() => process.exit(1), 3000);
    forced.unref();
    httpServer.close();
    httpServer.closeIdleConnections();
    const drained = new Promise((resolve) => httpServer.once("close", resolve));
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
    httpServer.closeAllConnections();
    await appModule.stop().catch((error) => console.error(error));
    process.exit(0);
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A server process whose primary is gone (killed) has nobody to forward signals or restart it: it stops too.
  if (cluster.isWorker) process.on("disconnect", () => shutdown("primary gone"));
}

/**
 * The primary of `count` server processes (docs/decisions/0050-several-processes.md): the first opens the database
 * alone, the others start once it listens. A dying process restarts with doubling back-off, up to 30 s.
 */
function runPrimary(count) {
  const MIN_RESTART_DELAY_MS = 1000;
  const MAX_RESTART_DELAY_MS = 30_000;
  const SHORT_LIFE_MS = 10_000;
  let restartDelay = MIN_RESTART_DELAY_MS;
  let listening = false;
  let readyProcesses = 0;
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map();
  const pendingRestarts = new Set();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const alive = () => Object.keys(cluster.workers ?? {}).length;

  console.log(`Starting ${count} server processes (WEB_CONCURRENCY), primary ${process.pid}`);
  fork();
  cluster.on("listening", (_worker, address) => {
    if (!listening) {
      listening = true;
      for (let i = 1; i < count; i += 1) fork();
    }
    // Said once, when every process of the first start listens (bench/lib/server.ts waits for it).
    readyProcesses += 1;
    if (readyProcesses === count) console.log(siteReady(address));
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive() === 0) process.exit(exitCode);
      return;
    }
    if (!listening) {
      // The very first start failed (configuration, database): as one process would, stop with its exit code.
      console.error(`Server process ${worker.process.pid} could not start (${signal ?? code}); stopping`);
      process.exit(code || 1);
    }
    restartDelay = lived < SHORT_LIFE_MS ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : MIN_RESTART_DELAY_MS;
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another in ${restartDelay} ms`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, restartDelay);
    pendingRestarts.add(timer);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    console.log(`${signal} received: stopping ${alive()} server processes`);
    if (alive() === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each process exits within its own 3-second deadline; this is the primary's last resort.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
