// The health desk, /admin/system: what it reads (release, servers, database, jobs, outboxes, failed webhooks, the last
// backup, the switches), never a secret; 'Retry' queues a failed message again, audited.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeBackup } from "~/backups/index.server";
import * as systemDesk from "~/routes/admin/system";
import { getConfig } from "~/platform/config.server";
import { recordJobRun } from "~/platform/jobs/job-runs.server";
import { recordHeartbeat } from "~/platform/jobs/server-heartbeat.server";
import { emailOutbox, paymentWebhookEvents, serverHeartbeats } from "~/platform/db/schema";
import type { SystemHealth } from "~/system/index.server";
import { auditTrailOf, signInNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const DAY_MS = 86_400_000;
let cookie = "";
let folder = "";

beforeAll(async () => {
  cookie = (await signInNewAdmin()).cookie;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "desk-"));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function openDesk(): Promise<SystemHealth> {
  const payload = payloadOf(await run(systemDesk.loader, pageRequest("/admin/system", cookie)));
  expect(payload).toMatchObject({ gate: false });
  return payload.health as SystemHealth;
}

describe("/admin/system", () => {
  it("shows the release, servers, database, jobs, outboxes, failed webhooks, the last backup and the switches", async () => {
    const now = new Date();
    const database = testDb.db;
    await recordHeartbeat(database, now);
    await database.insert(serverHeartbeats).values([
      {
        serverId: "other:1:1",
        host: "web-2",
        pid: 41,
        version: "abc123",
        startedAt: new Date(now.getTime() - 2 * DAY_MS),
        lastSeenAt: now,
      },
      {
        serverId: "gone:1:1",
        host: "web-old",
        pid: 7,
        version: "old",
        startedAt: new Date(now.getTime() - 3 * DAY_MS),
        lastSeenAt: new Date(now.getTime() - DAY_MS / 2),
      },
    ]);
    await recordJobRun(database, { job: "class-reminders", startedAt: now, finishedAt: now, error: undefined });
    await recordJobRun(database, { job: "refund-resend", startedAt: now, finishedAt: now, error: undefined });
    await recordJobRun(database, {
      job: "refund-resend",
      startedAt: now,
      finishedAt: now,
      error: new Error("provider unreachable"),
    });
    await database.insert(emailOutbox).values([
      { toAddress: "waiting@example.test", subject: "Waiting", textBody: "…", createdAt: new Date(now.getTime() - 90_000) },
      {
        toAddress: "bounced@example.test",
        subject: "Your invoice",
        textBody: "…",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      },
    ]);
    await database.insert(paymentWebhookEvents).values([
      { eventId: "evt_recent_bad", event: "payment.captured", outcome: "amount-mismatch", razorpayOrderId: "order_bad" },
      {
        eventId: "evt_old_bad",
        event: "payment.captured",
        outcome: "unknown-order",
        receivedAt: new Date(now.getTime() - 8 * DAY_MS),
      },
      { eventId: "evt_fine", event: "payment.captured", outcome: "processed" },
    ]);
    const blocked = path.join(folder, "not-a-folder");
    fs.writeFileSync(blocked, "");
    expect((await takeBackup(testDb.handle, { dir: blocked, trigger: "manual", clock: () => new Date() })).kind).toBe("failed");

    const health = await openDesk();
    expect(health.version).toEqual(expect.any(String));
    expect(health.servers.map((server) => server.host)).toContain("web-2");
    expect(health.servers.map((server) => server.host)).not.toContain("web-old");
    expect(health.servers.filter((server) => server.thisOne)).toHaveLength(1);
    expect(health.servers.find((server) => server.host === "web-2")?.uptimeSeconds).toBeGreaterThanOrEqual(2 * 86_400);
    expect(health.database).toMatchObject({ kind: process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite" });
    expect(health.database.bytes).toBeGreaterThan(0);
    expect(health.database.migrationsApplied).toBe(health.database.migrationsKnown);
    expect(health.database.schemaVersion).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect(health.jobs.find((job) => job.job === "class-reminders")).toMatchObject({ ok: true, runs: 1, failures: 0 });
    expect(health.jobs.find((job) => job.job === "refund-resend")).toMatchObject({
      ok: false,
      lastError: "provider unreachable",
      runs: 2,
      failures: 1,
    });
    expect(health.jobs.find((job) => job.job === "daily-backup")).toMatchObject({ ok: null, runs: 0 });
    expect(health.outboxes).toEqual([
      { channel: "email", pending: 1, failed: 1, oldestPendingSeconds: expect.any(Number) },
      { channel: "whatsapp", pending: 0, failed: 0, oldestPendingSeconds: 0 },
    ]);
    expect(health.outboxes[0]!.oldestPendingSeconds).toBeGreaterThanOrEqual(89);
    expect(health.failedMessages).toEqual([
      expect.objectContaining({
        channel: "email",
        retry: true,
        recipient: "bounced@example.test",
        summary: "Your invoice",
        lastError: "550 mailbox unavailable",
      }),
    ]);
    expect(health.failedWebhooks.map((event) => event.eventId)).toEqual(["evt_recent_bad"]);
    expect(health.lastBackup).toMatchObject({ trigger: "manual", file: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(health.switches).toMatchObject({ paymentsProvider: "sandbox", whatsapp: "on (local fake)", dailyBackup: "off" });

    // No secret of the configuration, whatever is set.
    const config = getConfig();
    const page = JSON.stringify(health);
    for (const secret of [config.authSecret, config.payments.razorpay.keySecret, config.payments.razorpay.webhookSecret]) {
      if (secret) expect(page).not.toContain(secret);
    }
  });

  it("'Retry' makes a failed message due again with fresh attempts, audited; a message not failed is refused", async () => {
    const [failed] = await testDb.db
      .insert(emailOutbox)
      .values({
        toAddress: "retry@example.test",
        subject: "Receipt",
        textBody: "…",
        status: "failed",
        attempts: 8,
        lastError: "timeout",
      })
      .returning({ id: emailOutbox.id });
    const retry = () =>
      run(
        systemDesk.action,
        formPost("/admin/system", { intent: "retry-message", channel: "email", id: failed!.id }, { cookie }),
      );

    const answer = await retry();
    expect(statusOf(answer)).toBe(200);
    expect(payloadOf(answer)).toMatchObject({ ok: true });
    const [row] = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditTrailOf("email_outbox", failed!.id)).toEqual([expect.objectContaining({ action: "retry-message" })]);

    expect(statusOf(await retry())).toBe(404);
    const unknownChannel = await run(
      systemDesk.action,
      formPost("/admin/system", { intent: "retry-message", channel: "pigeon", id: failed!.id }, { cookie }),
    );
    expect(statusOf(unknownChannel)).toBe(404);
    expect((await openDesk()).failedMessages.map((message) => message.recipient)).not.toContain("retry@example.test");
  });
});
