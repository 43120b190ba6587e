// /metrics in Prometheus' text format: after a few requests and job runs, every family is there, requests counted by
// route pattern (never the address asked); without the token, or from another machine, 401.
import type { AddressInfo } from "node:net";
import os from "node:os";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineJob, startJob } from "~/platform/jobs/define-job.server";
import { metricsEndpoint, observeRequests } from "~/platform/metrics/metrics-endpoint.server";
import { routePatterns } from "~/platform/metrics/route-pattern.server";
import { emailOutbox, paymentWebhookEvents } from "~/platform/db/schema";
import { registerBusinessMetrics } from "~/system/index.server";
import { checkoutRequest, orderAndPay, uniquePayerEmail } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const TOKEN = "metrics-test-token-0123456789";

/** A server with the app's request counting and /metrics, listening on every interface. */
async function serve(token: string | null) {
  const app = express();
  app.use(
    observeRequests(
      routePatterns({
        root: { id: "root", path: "" },
        payment: { id: "payment", parentId: "root", path: "admin/payments/:paymentId" },
      }),
    ),
  );
  app.get("/metrics", metricsEndpoint(token));
  app.get("/admin/payments/:paymentId", (_req, res) => {
    res.send("a payment");
  });
  const server = app.listen(0, "0.0.0.0");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** An address of this machine that is not loopback, as another machine would reach it. */
function nonLoopbackAddress() {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
}

function sample(text: string, family: string, labels: Record<string, string>) {
  const line = text
    .split("\n")
    .find(
      (candidate) =>
        candidate.startsWith(`${family}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("/metrics", () => {
  let open: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    registerBusinessMetrics();
    open = await serve(null);
  });
  afterAll(async () => {
    await open.close();
  });

  it("after a few requests and job runs, shows every family", async () => {
    await orderAndPay(testDb.db, checkoutRequest({ email: uniquePayerEmail("metrics") }));
    await testDb.db.insert(emailOutbox).values({ toAddress: "someone@example.test", subject: "Waiting", textBody: "…" });
    await testDb.db
      .insert(paymentWebhookEvents)
      .values({ eventId: `evt_${Date.now()}`, event: "payment.captured", outcome: "unknown-order" });

    const base = `http://127.0.0.1:${open.port}`;
    for (const id of ["pay_1", "pay_2", "pay_3"]) expect((await fetch(`${base}/admin/payments/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);

    let runs = 0;
    const ran = Promise.withResolvers<void>();
    const job = startJob(
      defineJob({
        name: "recording-notices",
        every: 60_000,
        async run() {
          runs += 1;
          if (runs === 2) throw new Error("the mail server is down");
          if (runs === 3) ran.resolve();
        },
      }),
      { every: 60, database: async () => testDb.db },
    );
    await ran.promise;
    await job.stop();

    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const family of [
      "academy_http_requests_total",
      "academy_http_request_duration_seconds",
      "academy_render_duration_seconds",
      "academy_database_connections_in_use",
      "academy_database_queries_waiting",
      "academy_job_runs_total",
      "academy_job_failures_total",
      "academy_job_lag_seconds",
      "academy_outbox_backlog",
      "academy_outbox_oldest_age_seconds",
      "academy_outbox_failed",
      "academy_webhook_events",
      "academy_payments",
      "academy_refunds",
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    // Requests by pattern and status: the three payments are one route; no payment id is a label.
    expect(sample(text, "academy_http_requests_total", { route: "/admin/payments/:paymentId", status: "200" })).toBe(3);
    expect(sample(text, "academy_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    expect(text).not.toContain("pay_1");
    expect(sample(text, "academy_http_request_duration_seconds_count", { route: "/admin/payments/:paymentId" })).toBe(3);
    expect(sample(text, "academy_job_runs_total", { job: "recording-notices", result: "ok" })).toBeGreaterThanOrEqual(2);
    expect(sample(text, "academy_job_failures_total", { job: "recording-notices" })).toBe(1);
    expect(sample(text, "academy_job_lag_seconds", { job: "recording-notices" })).toBeLessThan(60);
    expect(sample(text, "academy_outbox_backlog", { channel: "email" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "academy_outbox_oldest_age_seconds", { channel: "email" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "academy_webhook_events", { outcome: "unknown-order" })).toBe(1);
    expect(sample(text, "academy_payments", { state: "success" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^academy_database_connections_in_use \d+$/m);
  });

  it("answers 401 to another machine when no token is set, and to anyone without the token when one is", async () => {
    const address = nonLoopbackAddress();
    if (address) expect((await fetch(`http://${address}:${open.port}/metrics`)).status).toBe(401);
    // Relayed by a proxy on this machine: the client is elsewhere.
    const relayed = await fetch(`http://127.0.0.1:${open.port}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(relayed.status).toBe(401);
    expect(relayed.headers.get("www-authenticate")).toMatch(/^Bearer/);

    const guarded = await serve(TOKEN);
    try {
      const base = `http://127.0.0.1:${guarded.port}/metrics`;
      expect((await fetch(base)).status).toBe(401);
      expect((await fetch(base, { headers: { authorization: "Bearer wrong-token-0123456789abc" } })).status).toBe(401);
      const allowed = await fetch(address ? `http://${address}:${guarded.port}/metrics` : base, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain("# TYPE academy_http_requests_total counter");
    } finally {
      await guarded.close();
    }
  });
});
