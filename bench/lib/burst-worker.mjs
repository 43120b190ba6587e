// The class-start burst's load generator, in its own process so it shares no event loop with the benchmark:
// `node bench/lib/burst-worker.mjs < options.json` ({ baseUrl, connections, spreadMs, paths, batches, headers, cookies })
// prints one JSON line with every request's outcome; `{batchId}` in a path is the cookie's student's batch. A latency includes waiting for a free connection, as the student sees it;
// `askedAt` is when the student asked, in seconds from the start. Loopback only. The burst: docs/performance.md.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";

let text = "";
for await (const chunk of process.stdin) text += chunk;
const options = JSON.parse(text);
const { hostname } = new URL(options.baseUrl);
if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) {
  console.error(`refusing to load a non-loopback address: ${hostname}`);
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
const TIMEOUT_MS = 30_000;
const results = [];
let lastSent = 0;

/**
 * Started cold on the server's cores, this process's own HTTP client made the burst's first second hold the slowest
 * 1% (2026-11-28), so it first warms up on a server of its own, over as many connections; the site sees none of it.
 */
async function warmUpOwnClient() {
  const page = gzipSync(randomBytes(14 * 1024).toString("hex"));
  const own = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": page.length });
    response.end(page);
  });
  await new Promise((resolve) => own.listen(0, "127.0.0.1", resolve));
  const ownAgent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const ownUrl = `http://127.0.0.1:${own.address().port}`;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      for (let i = 0; i < 20; i++) await get("/", "", { agent: ownAgent, baseUrl: ownUrl, recordSocket: false });
    }),
  );
  ownAgent.destroy();
  await new Promise((resolve) => own.close(resolve));
}

function get(path, cookie, { agent: through = agent, baseUrl = options.baseUrl, recordSocket = true } = {}) {
  return new Promise((resolve) => {
    const request = http.get(
      new URL(path, baseUrl),
      { agent: through, headers: { ...options.headers, cookie }, timeout: TIMEOUT_MS },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode, bytes }));
        response.on("error", (error) => resolve({ error: error.message }));
      },
    );
    if (recordSocket) request.on("socket", () => (lastSent = performance.now()));
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ error: error.message }));
  });
}

await warmUpOwnClient();
const started = performance.now();
await Promise.all(
  options.cookies.map(async (cookie, index) => {
    const arrival = (index * options.spreadMs) / options.cookies.length;
    await new Promise((resolve) => setTimeout(resolve, arrival));
    let asked = started + arrival;
    for (const path of options.paths) {
      const outcome = await get(path.replace("{batchId}", options.batches?.[index] ?? ""), cookie);
      const done = performance.now();
      results.push({ path, ms: done - asked, askedAt: (asked - started) / 1000, ...outcome });
      asked = done;
    }
  }),
);
const finished = performance.now();
agent.destroy();
process.stdout.write(
  `${JSON.stringify({ results, lastSentSeconds: (lastSent - started) / 1000, finishedSeconds: (finished - started) / 1000 })}\n`,
);
