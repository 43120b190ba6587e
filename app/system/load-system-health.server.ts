import { and, desc, gte, inArray, sql } from "drizzle-orm";
import { appliedSchemaVersion, knownSchemaVersions } from "~/backups/index.server";
import {
  type AppConfig,
  backups,
  buildCommit,
  type Database,
  type DatabaseHandle,
  JOB_NAMES,
  jobRuns,
  paymentWebhookEvents,
  queryRows,
  serverHeartbeats,
  thisServer,
} from "~/platform/index.server";
import { FAILED_WEBHOOK_OUTCOMES } from "./system-health";
import { listFailedMessages, readOutboxBacklogs } from "./outboxes.server";

/** A server seen within this long counts as running. */
const RUNNING_WITHIN_MS = 5 * 60_000;
const WEBHOOK_FAILURES_DAYS = 7;

export type SystemConfig = Pick<
  AppConfig,
  "payments" | "mail" | "pageCacheTtlMs" | "backup" | "metricsToken" | "jobIntervals"
> & {
  /** The WhatsApp channel: the Cloud API, the local fake, or off (docs/decisions/0111-whatsapp-notices.md). */
  whatsapp?: Pick<AppConfig["whatsapp"], "mode">;
};

/** Everything /admin/system shows, read at `now`: the release, servers, database, jobs, outboxes, webhooks, backups, switches. */
export async function loadSystemHealth(
  handle: Pick<DatabaseHandle, "db" | "kind">,
  { config, now }: { config: SystemConfig; now: Date },
) {
  const database = handle.db;
  const [servers, size, migrations, schemaVersion, jobs, outboxes, failedMessages, failedWebhooks, lastBackups] =
    await Promise.all([
      runningServers(database, now),
      queryRows<{ bytes: number }>(database, sql`select pg_database_size(current_database())::float8 as bytes`),
      queryRows<{ count: number }>(database, sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
      appliedSchemaVersion(database),
      database.select().from(jobRuns),
      readOutboxBacklogs(database, now),
      listFailedMessages(database),
      database
        .select({
          eventId: paymentWebhookEvents.eventId,
          event: paymentWebhookEvents.event,
          outcome: paymentWebhookEvents.outcome,
          receivedAt: paymentWebhookEvents.receivedAt,
          orderId: paymentWebhookEvents.razorpayOrderId,
        })
        .from(paymentWebhookEvents)
        .where(
          and(
            inArray(paymentWebhookEvents.outcome, FAILED_WEBHOOK_OUTCOMES),
            gte(paymentWebhookEvents.receivedAt, new Date(now.getTime() - WEBHOOK_FAILURES_DAYS * 86_400_000)),
          ),
        )
        .orderBy(desc(paymentWebhookEvents.receivedAt))
        .limit(50),
      database.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1),
    ]);
  const runsByJob = new Map(jobs.map((run) => [run.job, run]));
  return {
    version: buildCommit,
    servers,
    database: {
      kind: handle.kind,
      bytes: Number(size[0]?.bytes ?? 0),
      migrationsApplied: migrations[0]?.count ?? 0,
      migrationsKnown: knownSchemaVersions().length,
      schemaVersion,
    },
    jobs: JOB_NAMES.map((job) => {
      const run = runsByJob.get(job);
      return {
        job,
        lastStartedAt: run?.lastStartedAt.toISOString() ?? null,
        lastFinishedAt: run?.lastFinishedAt.toISOString() ?? null,
        ok: run?.lastOk ?? null,
        lastError: run?.lastError ?? null,
        runs: run?.runs ?? 0,
        failures: run?.failures ?? 0,
      };
    }),
    outboxes,
    failedMessages,
    failedWebhooks: failedWebhooks.map((event) => ({ ...event, receivedAt: event.receivedAt.toISOString() })),
    webhookFailureDays: WEBHOOK_FAILURES_DAYS,
    lastBackup: lastBackups[0]
      ? {
          trigger: lastBackups[0].trigger,
          startedAt: lastBackups[0].startedAt.toISOString(),
          finishedAt: lastBackups[0].finishedAt?.toISOString() ?? null,
          file: lastBackups[0].file,
          bytes: lastBackups[0].bytes,
          sha256: lastBackups[0].sha256,
          schemaVersion: lastBackups[0].schemaVersion,
          error: lastBackups[0].error,
        }
      : null,
    switches: systemSwitches(config),
  };
}

export type SystemHealth = Awaited<ReturnType<typeof loadSystemHealth>>;

/** The servers heard from lately, with this one even before its first heartbeat; uptime in seconds. */
async function runningServers(database: Database, now: Date) {
  const rows = await database
    .select()
    .from(serverHeartbeats)
    .where(gte(serverHeartbeats.lastSeenAt, new Date(now.getTime() - RUNNING_WITHIN_MS)))
    .orderBy(serverHeartbeats.startedAt);
  const servers = rows.map((row) => ({
    id: row.serverId,
    host: row.host,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    thisOne: row.serverId === thisServer.id,
  }));
  if (!servers.some((server) => server.thisOne)) {
    servers.push({
      id: thisServer.id,
      host: thisServer.host,
      pid: thisServer.pid,
      version: buildCommit,
      startedAt: thisServer.startedAt.toISOString(),
      lastSeenAt: now.toISOString(),
      thisOne: true,
    });
  }
  return servers.map((server) => ({
    ...server,
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - Date.parse(server.startedAt)) / 1000)),
  }));
}

const WHATSAPP_SWITCH = { cloud: "on (Cloud API)", fake: "on (local fake)", off: "off (notices go by e-mail)" } as const;

/** The configuration's switches, never a secret: whether each is on, and which provider. */
function systemSwitches(config: SystemConfig) {
  return {
    paymentsProvider: config.payments.provider,
    smtp: config.mail.smtpUrl ? "on" : "off (e-mails stay in the outbox)",
    whatsapp: WHATSAPP_SWITCH[config.whatsapp?.mode ?? "off"],
    pageCache: config.pageCacheTtlMs > 0 ? `on (${config.pageCacheTtlMs / 1000} s)` : "off",
    dailyBackup: config.backup.time ? `on at ${config.backup.time} India time, keeping ${config.backup.keep}` : "off",
    backupFolder: config.backup.dir,
    metricsToken: config.metricsToken ? "set" : "not set (loopback only)",
  };
}
