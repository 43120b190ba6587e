// The load generator, run as its own process so it does not share an event loop with the benchmark:
// `node bench/lib/autocannon-worker.mjs '<json options>'` prints autocannon's result as one JSON line.
// Options: { url, connections, duration, headers, warmupSeconds }. Loopback addresses only.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}");
const { hostname } = new URL(options.url);
if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) {
  console.error(`refusing to load a non-loopback address: ${hostname}`);
  process.exit(2);
}

const base = {
  url: options.url,
  connections: options.connections ?? 50,
  headers: options.headers ?? {},
  timeout: 10,
};

// Warm-up on two connections: it readies the code paths and caches without leaving a queue of requests
// behind that the measured run would then pay for.
if (options.warmupSeconds > 0) {
  await autocannon({ ...base, connections: Math.min(2, base.connections), duration: options.warmupSeconds });
}
const result = await autocannon({ ...base, duration: options.duration ?? 10 });
process.stdout.write(`${JSON.stringify(result)}\n`);
