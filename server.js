// Entry point: `node server.js` serves the built site; `node server.js --dev` runs Vite in middleware mode.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";

const isDev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const SHUTDOWN_GRACE_MS = 2500;
const buildDir = path.resolve(process.env.BUILD_DIR || "build");

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule;
if (isDev) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  appModule = await vite.ssrLoadModule("./server/app.ts");
  server.use((req, res, next) => appModule.app(req, res, next));
} else {
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    console.error("No build found. Run `npm run build` first (npm start does it for you).");
    process.exit(1);
  }
  try {
    appModule = await import(pathToFileURL(serverEntry).href);
  } catch (error) {
    // The configuration is checked as the app loads: say what is missing, without a stack trace.
    console.error(error?.name === "ConfigError" ? error.message : error);
    process.exit(1);
  }
  // Static files get the same security headers (nosniff, HSTS, CSP…) as pages.
  server.use(appModule.securityHeaders);
  // Hashed assets never change: cache them for a year. Other files revalidate.
  server.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  // Other public files (favicon…). Prerendered pages (*.html, *.data) are served by the app, which knows who asks.
  const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, redirect: false });
  server.use((req, res, next) => (/\.(html|data)$/.test(req.path) ? next() : publicFiles(req, res, next)));
  server.use(appModule.app);
}

try {
  await appModule.start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const httpServer = server.listen(port, () => {
  console.log(`Site ready at ${process.env.APP_URL || `http://localhost:${port}`}`);
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
