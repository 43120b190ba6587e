// The background work of a server, on one mechanism: each job is a periodic scan of durable state in the database
// (pending payments, the outbox, enrolments coming due), safe to run on every server at once and after a restart,
// because what it does once is claimed in the database (a row lock, a lease, a unique row), never in memory. What they
// change empties the page cache when it is committed, like any other write (http/page-cache.server.ts).
import { getConfig } from "./config.server";
import { sendClassReminders } from "~/classes/index.server";
import { db } from "./db/database.server";
import { deliverDueEmails, smtpTransport } from "~/email/index.server";
import { sendInstalmentReminders } from "~/enrolments/index.server";
import { logger } from "./logger.server";
import { reconcilePendingPayments } from "~/payments/index.server";
import { resendUnacknowledgedRefunds } from "~/refunds/index.server";
import type { Database } from "./db/client.server";

interface PeriodicJob {
  stop(): Promise<void>;
}

/** Runs `run` every `intervalMs`; a slow run is never stacked on top of itself; a failure is logged and retried next time. */
function startPeriodicJob(name: string, intervalMs: number, run: (database: Database) => Promise<void>): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  let inFlight = false;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = true;
    running = db()
      .then(run)
      .catch((error: unknown) => logger.warn({ err: error }, `${name} failed; will retry`))
      .finally(() => {
        inFlight = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

const MINUTE_MS = 60_000;
let jobs: PeriodicJob[] = [];

/** Starts this server's background jobs: payment reconciliation, refunds, instalment and class reminders and (with SMTP) e-mail delivery. */
export function startBackgroundJobs() {
  const config = getConfig();
  jobs = [
    // Every minute, finish payments left pending.
    startPeriodicJob("payment reconciliation", MINUTE_MS, async (database) => {
      const summary = await reconcilePendingPayments(database);
      if (summary.checked > 0) logger.info(summary, "payment reconciliation");
    }),
    // Every minute, refunds the provider never acknowledged are sent again, same idempotency key.
    startPeriodicJob("refunds awaiting the provider", MINUTE_MS, async (database) => {
      await resendUnacknowledgedRefunds(database);
    }),
    // Every 10 minutes, the day's reminders of instalments coming due: each is sent once.
    startPeriodicJob("instalment reminders", 10 * MINUTE_MS, async (database) => {
      const summary = await sendInstalmentReminders(database, { now: new Date(), appUrl: config.appUrl });
      if (summary.queued > 0) logger.info(summary, "instalment reminders queued");
    }),
    // Every minute, the reminders of classes starting in 24 hours and in 1 hour: each is sent once.
    startPeriodicJob("class reminders", MINUTE_MS, async (database) => {
      const summary = await sendClassReminders(database, { now: new Date(), appUrl: config.appUrl });
      if (summary.queued > 0) logger.info(summary, "class reminders queued");
    }),
  ];
  if (!config.mail.smtpUrl) {
    logger.info("SMTP_URL is not set: e-mails stay in the outbox (see /dev/mailbox outside production)");
    return;
  }
  const transport = smtpTransport(config.mail.smtpUrl);
  jobs.push(
    startPeriodicJob("outbox delivery", 5_000, async (database) => {
      const result = await deliverDueEmails(database, transport, { from: config.mail.from });
      if (result.sent || result.failed) logger.info(result, "outbox delivery");
    }),
  );
}

export async function stopBackgroundJobs() {
  const stopping = jobs;
  jobs = [];
  await Promise.all(stopping.map((job) => job.stop()));
}
