import { getConfig } from "./config.server";
import { db } from "./db/database.server";
import { deliverDueEmails, smtpTransport, type MailTransport } from "./email/outbox.server";
import { logger } from "./logger.server";
import { startPaymentReconciliation, stopPaymentReconciliation } from "./payments/reconciliation-job.server";

const OUTBOX_INTERVAL_MS = 5_000;

let outboxTimer: NodeJS.Timeout | undefined;
let running: Promise<unknown> = Promise.resolve();

/** Starts the periodic background work of this server (e-mail delivery). */
export function startBackgroundJobs() {
  const config = getConfig();
  startPaymentReconciliation();
  if (!config.mail.smtpUrl) {
    logger.info("SMTP_URL is not set: e-mails stay in the outbox (see /dev/mailbox outside production)");
    return;
  }
  const transport: MailTransport = smtpTransport(config.mail.smtpUrl);
  const tick = async () => {
    try {
      const result = await deliverDueEmails(await db(), transport, { from: config.mail.from });
      if (result.sent || result.failed) logger.info(result, "outbox delivery");
    } catch (error) {
      logger.warn({ err: error }, "outbox delivery failed; will retry");
    }
  };
  let tickInFlight = false;
  outboxTimer = setInterval(() => {
    // A slow SMTP server can make one run outlast the interval: never stack runs on top of each other.
    if (tickInFlight) return;
    tickInFlight = true;
    running = tick().finally(() => {
      tickInFlight = false;
    });
  }, OUTBOX_INTERVAL_MS);
  outboxTimer.unref();
}

export async function stopBackgroundJobs() {
  await stopPaymentReconciliation();
  if (outboxTimer) clearInterval(outboxTimer);
  outboxTimer = undefined;
  await running;
}
