// The Express application around React Router. Bundled by Vite into build/server/index.js;
// server.js (listening, static files, shutdown) imports it.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import * as serverBuild from "virtual:react-router/server-build";
import express from "express";
import {
  closeDatabase,
  compressRenderedPages,
  contentSecurityPolicy,
  cspNonceForPages,
  db,
  ensureAdminAccount,
  flushLogs,
  getConfig,
  handOverClientIp,
  healthReport,
  inlineScriptHashes,
  keepSignedInAnswersPrivate,
  limitRequestBodies,
  loadContextWithNonce,
  loggableError,
  logger,
  fromThisMachine,
  metricsEndpoint,
  observeRequests,
  pageCacheInvalidation,
  pageCacheMiddleware,
  type PageCacheSync,
  precompressedAssets,
  prepareDatabase,
  redactUrlForLog,
  routePatterns,
  securityHeaders as createSecurityHeaders,
  sendCompressedOnce,
  serverProcesses as plannedServerProcesses,
  sharedPageCache,
  startBackgroundJobs,
  startPageCacheSync,
  stopBackgroundJobs,
} from "~/platform/index.server";
import { carriesSessionCookie } from "~/accounts/index.server";
import {
  BACKUP_REQUEST_PATH,
  backupOnCommand,
  isBackupRequestToken,
  restoreOnCommand,
  takeManualBackup,
} from "~/backups/index.server";
import { registerBusinessMetrics } from "~/system/index.server";
import { PRERENDER_ORIGIN, prerenderedPaths } from "~/content/prerendered-pages";

// The server build itself is re-exported too: React Router's prerendering at build time imports this bundle
// as a ServerBuild.
export * from "virtual:react-router/server-build";

const config = getConfig();

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);

// Requests are counted by route pattern for /metrics (docs/decisions/0112-backups-metrics-health-desk.md).
app.use(observeRequests(routePatterns(serverBuild.routes)));
registerBusinessMetrics();

app.use((req, res, next) => {
  // A proxy's request id is kept when it looks like one; loaders and actions read it from the request
  // (failure-reference.server.ts), so a visitor's error message and the log line name the same id.
  const sent = req.get("x-request-id") ?? "";
  const requestId = /^[\w.:-]{1,64}$/.test(sent) ? sent : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    logger.info(
      {
        requestId,
        method: req.method,
        // Reset and verification links and calendar feed addresses are secrets: never logged as they are.
        url: redactUrlForLog(req.originalUrl),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ip: req.ip,
      },
      "request",
    );
  });
  next();
});

/** The security headers of every response, computed once; server.js also puts them in front of the static files. */
export const securityHeaders = createSecurityHeaders({ isProduction: config.isProduction });

/** The build's hashed assets from memory, compressed once; server.js mounts it at /assets. */
export { precompressedAssets };

app.use(securityHeaders);

// Pages for signed-in visitors are never kept by browsers' or proxies' caches (page-cache-middleware.server.ts).
app.use(keepSignedInAnswersPrivate());

// Request bodies over 1 MB (256 KB for webhooks) get 413 before they are read (request-body-limit.server.ts).
app.use(limitRequestBodies());

// A server error empties the page cache (a committed change a cached page shows empties it wherever it comes from:
// page-cache.server.ts); the cache is asked further down.
const pageCache = sharedPageCache(config.pageCacheTtlMs);
app.use(pageCacheInvalidation(pageCache));

// Health checks (load balancers, monitors): answered here, without React Router's routing and rendering.
app.get("/healthz", async (_req, res) => {
  const report = await healthReport();
  res.status(report.status).set("Cache-Control", "no-store").json(report.body);
});

// Prometheus metrics: with METRICS_TOKEN as a bearer token, or from this machine when it is unset.
app.get("/metrics", metricsEndpoint(config.metricsToken));

// `npm run backup` with PGlite asks the server that has the folder open: from this machine only (decision 0112).
app.post(BACKUP_REQUEST_PATH, async (req, res) => {
  if (!fromThisMachine(req) || !isBackupRequestToken(req.get("authorization"))) {
    res.status(404).type("text").send("Not Found\n");
    return;
  }
  res
    .status(200)
    .set("Cache-Control", "no-store")
    .json(await takeManualBackup());
});

// Prerendered pages (react-router.config.ts) go to signed-out visitors from memory, after the security headers,
// compressed once at start; a visitor with a session cookie gets the page server-rendered with their own header.
const prerenderedHtml = loadPrerenderedPages(path.resolve(process.env.BUILD_DIR || "build", "client"), config.appUrl);
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const page = prerenderedHtml.get(req.path.replace(/\/$/, "") || "/");
  if (!page || carriesSessionCookie(req.get("cookie"))) return next();
  res.setHeader("Cache-Control", "public, max-age=300, must-revalidate");
  res.setHeader("Vary", "Cookie, Accept-Encoding");
  res.setHeader("Content-Security-Policy", page.csp);
  res.type("html");
  sendCompressedOnce(req, res, page);
});

// Loaders and actions see only the Request: hand them the client IP Express worked out under 'trust proxy'.
app.use(handOverClientIp);

// What is rendered from here on is compressed as it is sent; the answers above (prerendered pages, /healthz) never pass
// through it (per-request overhead), and the page cache's hits, compressed once, carry their own
// Content-Encoding, which it leaves alone. It wraps the response before the page cache does, so the cache keeps the
// bytes as rendered. Brotli for browsers that take it, else gzip.
app.use(compressRenderedPages());

// A few server-rendered pages are kept for a few seconds per visitor (docs/decisions/0015-page-cache.md).
app.use(pageCacheMiddleware(pageCache));

// Each page React renders gets a CSP nonce of its own for its inline scripts (the page cache replays a page with the
// header it was rendered with).
app.use(cspNonceForPages({ isProduction: config.isProduction }));

app.use(
  createRequestHandler({
    // Handed a function, React Router asks it again and re-derives its routes and request handler on every request
    // (for the development server's hot reloading): ~1 ms of CPU per page on a loaded machine. A build
    // never changes, so it gets the build itself; `node server.js --dev` keeps the function.
    build: import.meta.env.DEV ? () => import("virtual:react-router/server-build") : serverBuild,
    // Not NODE_ENV: a public deployment shows visitors no error details even when NODE_ENV is unset.
    mode: config.serverMode,
    getLoadContext: (_req, res) => loadContextWithNonce(res.locals.cspNonce as string | undefined),
  }),
);

/**
 * The build's prerendered pages by path, with our origin in place of the placeholder, and each page's CSP hashes
 * (a file cannot carry a per-response nonce).
 */
function loadPrerenderedPages(clientDir: string, appUrl: string) {
  const pages = new Map<string, { plain: Buffer; gzip: Buffer; csp: string }>();
  for (const urlPath of prerenderedPaths) {
    const file = path.join(clientDir, urlPath, "index.html");
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, "utf8").replaceAll(PRERENDER_ORIGIN, appUrl);
    const plain = Buffer.from(html);
    const csp = contentSecurityPolicy({ isProduction: config.isProduction }, { hashes: inlineScriptHashes(html) });
    pages.set(urlPath, { plain, gzip: gzipSync(plain, { level: 9 }), csp });
  }
  return pages;
}

let pageCacheSync: PageCacheSync | undefined;

/** Opens the database, migrates, seeds, and starts background work. Called once before listening. */
export async function start() {
  // server.js prints why the start failed: never with the values of a failed query (an admin's e-mail, say).
  await prepareDatabase().catch((error: unknown) => {
    throw loggableError(error);
  });
  // With PostgreSQL, several servers may share the database: their page caches keep each other informed.
  if (config.database.kind === "postgres" && pageCache.enabled) {
    pageCacheSync = startPageCacheSync(pageCache, config.database.url);
    await pageCacheSync.ready;
  }
  startBackgroundJobs();
}

/** Stops background work and closes the database; in-flight requests are drained by the caller first. */
export async function stop() {
  await stopBackgroundJobs();
  await pageCacheSync?.stop();
  await closeDatabase();
  flushLogs();
}

export { flushLogs };

/** The address server.js listens on (HOST; loopback in development): null means every interface. */
export function listenHost() {
  return config.listenHost;
}

/** How many server processes server.js runs (WEB_CONCURRENCY), and a note for the operator when it runs fewer. */
export function serverProcesses() {
  return plannedServerProcesses(config, os.availableParallelism());
}

/** For `npm run admin:create`: creates or updates an admin account in the configured database. */
export async function createAdminAccount(email: string, password: string) {
  await ensureAdminAccount(await db(), { email, password });
  await closeDatabase();
}

/** For `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js). */
export { backupOnCommand, restoreOnCommand };
