// The background work of a server: each job is a periodic scan of durable state in the database (pending payments,
// the outbox, enrolments coming due), safe to run on every server at once and after a restart, because what it does
// once is claimed in the database (a lease with claimDue, or a unique row), never in memory. What they change empties
// the page cache when it is committed, like any other write (http/page-cache.server.ts).
import { takeScheduledBackup } from "~/backups/index.server";
import { sendClassReminders, sendRecordingNotices } from "~/classes/index.server";
import { issueEarnedCertificates } from "~/classroom/index.server";
import { deliverDueEmails, smtpTransport } from "~/email/index.server";
import { sendInstalmentReminders } from "~/enrolments/index.server";
import { deliverDueWhatsAppMessages, whatsappFetch } from "~/messaging/index.server";
import { chargeSandboxSubscriptions, getSandboxProvider, reconcilePendingPayments } from "~/payments/index.server";
import { endRequestedSubscriptions, sendDebitNotices } from "~/autopay/index.server";
import { resendUnacknowledgedRefunds } from "~/refunds/index.server";
import { followStoredClock } from "../clock/app-clock.server";
import { type AppConfig, getConfig } from "../config.server";
import { db } from "../db/database.server";
import { logger } from "../logger.server";
import { defineJob, type Job, type RunningJob, startJob } from "./define-job.server";
import { recordHeartbeat } from "./server-heartbeat.server";

const MINUTE_MS = 60_000;

/**
 * This server's jobs: payment reconciliation, refunds, reminders, recording notices, WhatsApp delivery (unless the
 * channel is off) and (with SMTP) e-mail delivery.
 */
export function backgroundJobs(
  config: Pick<AppConfig, "appUrl" | "mail"> & Partial<Pick<AppConfig, "instalmentGraceDays" | "whatsapp" | "backup">>,
): Job[] {
  const jobs = [
    // Payments left pending (a closed tab, a lost webhook) are finished with the provider's answer.
    defineJob({
      name: "payment-reconciliation",
      every: MINUTE_MS,
      async run({ database, clock }) {
        const summary = await reconcilePendingPayments(database, { clock });
        if (summary.checked > 0) logger.info(summary, "payment reconciliation");
      },
    }),
    // Refunds the provider never acknowledged are sent again, same idempotency key.
    defineJob({
      name: "refund-resend",
      every: MINUTE_MS,
      async run({ database, clock }) {
        await resendUnacknowledgedRefunds(database, { clock });
      },
    }),
    // The day's reminders of instalments coming due: each is sent once.
    defineJob({
      name: "instalment-reminders",
      every: 10 * MINUTE_MS,
      async run({ database, clock }) {
        const summary = await sendInstalmentReminders(database, {
          now: clock(),
          appUrl: config.appUrl,
          graceDays: config.instalmentGraceDays,
        });
        if (summary.queued > 0) logger.info(summary, "instalment reminders queued");
      },
    }),
    // The reminders of classes starting in 24 hours and in 1 hour: each is sent once.
    defineJob({
      name: "class-reminders",
      every: MINUTE_MS,
      async run({ database, clock }) {
        const summary = await sendClassReminders(database, { now: clock(), appUrl: config.appUrl });
        if (summary.queued > 0) logger.info(summary, "class reminders queued");
      },
    }),
    // A session's new recording link is announced to its batch: each notice once.
    defineJob({
      name: "recording-notices",
      every: 10_000,
      async run({ database, clock }) {
        const summary = await sendRecordingNotices(database, { clock, appUrl: config.appUrl });
        if (summary.notices > 0) logger.info(summary, "recording notices queued");
      },
    }),
    // The day's check of batches whose last session has been held: each earned certificate is issued once.
    defineJob({
      name: "earned-certificates",
      every: 24 * 60 * MINUTE_MS,
      async run({ database, clock }) {
        const summary = await issueEarnedCertificates(database, { now: clock() });
        if (summary.issued > 0) logger.info(summary, "earned certificates issued");
      },
    }),
    // Autopay's pre-debit notices, at least 24 hours before each debit: each once.
    defineJob({
      name: "autopay-debit-notices",
      every: 10 * MINUTE_MS,
      async run({ database, clock }) {
        const summary = await sendDebitNotices(database, { now: clock(), appUrl: config.appUrl });
        if (summary.queued > 0) logger.info(summary, "autopay debit notices queued");
      },
    }),
    // Subscriptions we asked to end (turned off, paid by hand, refunded, closed) are cancelled with the provider.
    defineJob({
      name: "autopay-cancellations",
      every: MINUTE_MS,
      async run({ database, clock }) {
        const summary = await endRequestedSubscriptions(database, { now: clock() });
        if (summary.ended || summary.failed) logger.info(summary, "autopay cancellations");
      },
    }),
    // The payment sandbox's own charge schedule (the provider's side; nothing with Razorpay).
    defineJob({
      name: "sandbox-subscription-charges",
      every: MINUTE_MS,
      async run({ clock }) {
        const webhookUrl = `${config.appUrl}/api/webhooks/razorpay`;
        const sent = await chargeSandboxSubscriptions(getSandboxProvider(), { now: clock(), webhookUrl });
        if (sent > 0) logger.info({ webhooks: sent }, "sandbox subscription charges");
      },
    }),
    // Each server says it is alive, for the health desk's uptime per server.
    defineJob({
      name: "server-heartbeat",
      every: 30_000,
      async run({ database, clock }) {
        await recordHeartbeat(database, clock());
      },
    }),
  ];
  const whatsapp = config.whatsapp;
  if (whatsapp && whatsapp.mode !== "off") {
    // WhatsApp notices go to the Cloud API (or the local fake), each once; a permanent failure sends its e-mail.
    jobs.push(
      defineJob({
        name: "whatsapp-delivery",
        every: 5_000,
        async run({ database, clock }) {
          const summary = await deliverDueWhatsAppMessages(database, {
            access: whatsapp,
            templates: whatsapp.templates,
            fetchApi: whatsappFetch(),
            clock,
          });
          if (summary.sent || summary.retried || summary.failed) logger.info(summary, "whatsapp delivery");
        },
      }),
    );
  }
  // With BACKUP_TIME, the day's backup once its India time has come: the day is claimed, so one server takes it.
  const backup = config.backup;
  if (backup?.time) {
    jobs.push(
      defineJob({
        name: "daily-backup",
        every: MINUTE_MS,
        async run({ clock }) {
          const outcome = await takeScheduledBackup(backup, { clock });
          if (outcome?.kind === "failed") throw new Error(`the daily backup failed: ${outcome.error}`);
        },
      }),
    );
  }
  if (!config.mail.smtpUrl) return jobs;
  const transport = smtpTransport(config.mail.smtpUrl);
  return [
    ...jobs,
    defineJob({
      name: "outbox-delivery",
      every: 5_000,
      async run({ database, clock }) {
        const result = await deliverDueEmails(database, transport, { from: config.mail.from, clock });
        if (result.sent || result.failed) logger.info(result, "outbox delivery");
      },
    }),
  ];
}

const CLOCK_FOLLOW_MS = 5_000;

let running: RunningJob[] = [];
let clockFollower: NodeJS.Timeout | undefined;

/** Starts this server's background jobs, each at its interval (JOB_INTERVALS may shorten or lengthen it). */
export function startBackgroundJobs() {
  const config = getConfig();
  if (!config.mail.smtpUrl) {
    logger.info("SMTP_URL is not set: e-mails stay in the outbox (see /dev/mailbox outside production)");
  }
  running = backgroundJobs(config).map((job) =>
    startJob(job, { every: config.jobIntervals[job.name] ?? job.every, database: db }),
  );
  if (config.devToolsEnabled) followDevelopmentClock();
}

// Outside production another server may move the clock at /dev/clock: each server reads the offset every few
// seconds, and when it moved runs every job at once, so what fell due happens within seconds.
function followDevelopmentClock() {
  const follow = () =>
    db()
      .then(followStoredClock)
      .then((moved) => moved && runBackgroundJobsNow())
      .catch((error: unknown) => logger.warn({ err: error }, "reading the development clock failed"));
  void follow();
  clockFollower = setInterval(follow, CLOCK_FOLLOW_MS);
  clockFollower.unref();
}

/** Runs every job of this server now (after the development clock moved). */
export function runBackgroundJobsNow() {
  for (const job of running) job.runNow();
}

export async function stopBackgroundJobs() {
  clearInterval(clockFollower);
  const stopping = running;
  running = [];
  await Promise.all(stopping.map((job) => job.stop()));
}
