// The Prometheus metrics of this server process (docs/decisions/0112-backups-metrics-health-desk.md): one registry;
// counters and histograms are updated in memory on the hot path, figures read from the database only when scraped.
import { Counter, Gauge, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: "academy_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: "academy_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern and method",
  labelNames: ["route", "method"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const renderDuration = new Histogram({
  name: "academy_render_duration_seconds",
  help: "Time React takes to render a page's HTML, by route pattern",
  labelNames: ["route"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** One answered request: `route` is its pattern (`/admin/payments/:id`), never the address as asked. */
export function observeHttpRequest(route: string, method: string, status: number, seconds: number) {
  httpRequests.inc({ route, method, status: String(status) });
  httpDuration.observe({ route, method }, seconds);
}

export function observeRender(route: string, seconds: number) {
  renderDuration.observe({ route }, seconds);
}

const jobRuns = new Counter({
  name: "academy_job_runs_total",
  help: "Background job runs on this server, by job and result (ok or failed)",
  labelNames: ["job", "result"] as const,
  registers: [metricsRegistry],
});

const jobFailures = new Counter({
  name: "academy_job_failures_total",
  help: "Background job runs on this server that failed, by job",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

const lastFinished = new Map<string, number>();
new Gauge({
  name: "academy_job_lag_seconds",
  help: "Seconds since the job last finished a run on this server (stays near its interval while it keeps up)",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
  collect() {
    const now = Date.now();
    for (const [job, at] of lastFinished) this.set({ job }, (now - at) / 1000);
  },
});

export function observeJobRun(job: string, ok: boolean) {
  jobRuns.inc({ job, result: ok ? "ok" : "failed" });
  if (!ok) jobFailures.inc({ job });
  lastFinished.set(job, Date.now());
}

/** Another family read when scraped (database pool, outboxes, payments…): `collect` sets its values. */
export function gaugeReadWhenScraped<Label extends string>(options: {
  name: string;
  help: string;
  labelNames: readonly Label[];
  collect: (gauge: Gauge<Label>) => Promise<void> | void;
}) {
  return new Gauge<Label>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      await options.collect(this);
    },
  });
}

/** The metrics as Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
