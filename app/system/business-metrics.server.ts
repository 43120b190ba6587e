import { type SQL, sql } from "drizzle-orm";
import { type Database, gaugeReadWhenScraped, getConfig, getDatabaseHandle, queryRows } from "~/platform/index.server";
import { readOutboxBacklogs } from "./outboxes.server";

// The figures /metrics reads from the database when scraped (never on a visitor's request): the database's
// connections, each outbox's backlog, webhook events by outcome, payments and refunds by state. Registered once.

const database = async (): Promise<Database> => (await getDatabaseHandle()).db;

let backlogs: ReturnType<typeof readOutboxBacklogs> | null = null;
/** One read of the outboxes per scrape, shared by their three families. */
function outboxBacklogs() {
  backlogs ??= database()
    .then((connection) => readOutboxBacklogs(connection, new Date()))
    .finally(() => setImmediate(() => (backlogs = null)));
  return backlogs;
}

let registered = false;

/** Adds these families to the metrics registry (once; server/app.ts calls it as it loads). */
export function registerBusinessMetrics() {
  if (registered) return;
  registered = true;
  gaugeReadWhenScraped({
    name: "academy_database_connections_in_use",
    help: "Database connections of this server answering a query now (PGlite: its one connection)",
    labelNames: [],
    async collect(gauge) {
      gauge.set((await getDatabaseHandle()).connectionsInUse().inUse);
    },
  });

  gaugeReadWhenScraped({
    name: "academy_database_queries_waiting",
    help: "Queries of this server waiting for a database connection",
    labelNames: [],
    async collect(gauge) {
      gauge.set((await getDatabaseHandle()).connectionsInUse().waiting);
    },
  });

  gaugeReadWhenScraped({
    name: "academy_outbox_backlog",
    help: "Messages waiting to be delivered, by channel",
    labelNames: ["channel"],
    async collect(gauge) {
      for (const outbox of await outboxBacklogs()) gauge.set({ channel: outbox.channel }, outbox.pending);
    },
  });

  gaugeReadWhenScraped({
    name: "academy_outbox_oldest_age_seconds",
    help: "Seconds the oldest waiting message has waited, by channel (0 when none waits)",
    labelNames: ["channel"],
    async collect(gauge) {
      for (const outbox of await outboxBacklogs()) gauge.set({ channel: outbox.channel }, outbox.oldestPendingSeconds);
    },
  });

  gaugeReadWhenScraped({
    name: "academy_outbox_failed",
    help: "Messages given up on after every attempt, by channel (the health desk can retry them)",
    labelNames: ["channel"],
    async collect(gauge) {
      for (const outbox of await outboxBacklogs()) gauge.set({ channel: outbox.channel }, outbox.failed);
    },
  });

  gaugeReadWhenScraped({
    name: "academy_webhook_events",
    help: "Payment provider webhook events received and kept, by provider and outcome",
    labelNames: ["provider", "outcome"],
    async collect(gauge) {
      // Sandbox and Razorpay send the same protocol into the same table: the provider is the configured one.
      const provider = getConfig().payments.provider;
      const rows = await queryRows<{ outcome: string; count: number }>(
        await database(),
        sql`select coalesce(outcome, 'unrecorded') as outcome, count(*)::int as count from payment_webhook_events group by 1`,
      );
      for (const row of rows) gauge.set({ provider, outcome: row.outcome }, row.count);
    },
  });

  countedByState(
    "academy_payments",
    "Payments by state",
    sql`select payment_status as state, count(*)::int as count from payments group by 1`,
  );
  countedByState(
    "academy_refunds",
    "Refunds by state",
    sql`select status as state, count(*)::int as count from refunds group by 1`,
  );
}

/** A gauge of rows by state, from a query answering `state` and `count`. */
function countedByState(name: string, help: string, query: SQL) {
  gaugeReadWhenScraped({
    name,
    help,
    labelNames: ["state"],
    async collect(gauge) {
      const rows = await queryRows<{ state: string; count: number }>(await database(), query);
      for (const row of rows) gauge.set({ state: row.state }, row.count);
    },
  });
}
