import { and, eq, sql } from "drizzle-orm";
import { hasConsent } from "~/consent/index.server";
import { enqueueEmail, retryDelaySeconds } from "~/email/index.server";
import {
  claimDue,
  type Clock,
  type Database,
  type FallbackEmail,
  logger,
  sqlInstant,
  appClock,
  whatsappMessages,
} from "~/platform/index.server";
import { type CloudApiAccess, sendTemplateMessage } from "./cloud-api.server";
import { type TemplateNames, WHATSAPP_TEMPLATES, type WhatsAppMessageStatus, type WhatsAppTemplate } from "./whatsapp-templates";

// The WhatsApp outbox (docs/decisions/0111-whatsapp-notices.md), delivered like the e-mail outbox: each message
// claimed with a lease, retried with the e-mail outbox's back-off on 429 and 5xx, and on a permanent failure (or
// consent withdrawn meanwhile) its fallback e-mail queued instead, once.

export const MAX_WHATSAPP_ATTEMPTS = 6;

/** Queues one template message; the whatsapp-delivery job sends it. Returns its id. */
export async function queueWhatsAppMessage(
  database: Database,
  message: {
    userId: string;
    toNumber: string;
    template: WhatsAppTemplate;
    parameters: Record<string, string>;
    fallbackEmail: FallbackEmail | null;
    announcementId?: string | null;
  },
): Promise<string> {
  const [row] = await database
    .insert(whatsappMessages)
    .values({ ...message, announcementId: message.announcementId ?? null, statusHistory: [] })
    .returning({ id: whatsappMessages.id });
  return row!.id;
}

/** One status with its instant, appended to a message's history. */
export function historyEntry(status: WhatsAppMessageStatus, at: Date, error?: string) {
  return sql`${whatsappMessages.statusHistory} || ${JSON.stringify([{ status, at: at.toISOString(), ...(error ? { error } : {}) }])}::jsonb`;
}

/**
 * Marks the message failed (when `when` agrees, seeing the locked row) and queues its fallback e-mail, once: two
 * servers, or a webhook and the job, that both see the failure queue one e-mail.
 */
export async function failWhatsAppMessage(
  database: Database,
  {
    id,
    error,
    at,
    when = () => true,
  }: { id: string; error: string; at: Date; when?: (row: { status: WhatsAppMessageStatus; attempts: number }) => boolean },
): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)).for("update");
    if (!row || !when(row)) return false;
    const emailId = row.fallbackEmail && !row.fallbackEmailId ? await enqueueEmail(tx, row.fallbackEmail) : row.fallbackEmailId;
    await tx
      .update(whatsappMessages)
      .set({
        status: "failed",
        lastError: error.slice(0, 1000),
        fallbackEmailId: emailId,
        statusHistory: historyEntry("failed", at, error.slice(0, 300)),
        updatedAt: sql`now()`,
      })
      .where(eq(whatsappMessages.id, id));
    return true;
  });
}

type ClaimedMessage = {
  id: string;
  user_id: string;
  to_number: string;
  template: WhatsAppTemplate;
  parameters: Record<string, string>;
  attempts: number;
};

/**
 * Sends up to `batchSize` due messages, each claimed just before it is sent, so several servers never send one twice.
 * Consent is checked again at sending: a 'STOP' or a withdrawal since queuing sends the e-mail instead.
 */
export async function deliverDueWhatsAppMessages(
  database: Database,
  {
    access,
    templates,
    fetchApi = fetch,
    clock = appClock,
    batchSize = 20,
  }: { access: CloudApiAccess; templates: TemplateNames; fetchApi?: typeof fetch; clock?: Clock; batchSize?: number },
): Promise<{ sent: number; retried: number; failed: number }> {
  const summary = { sent: 0, retried: 0, failed: 0 };
  for (let index = 0; index < batchSize; index += 1) {
    const now = clock();
    const [row] = await claimDue<ClaimedMessage>(database, {
      table: "whatsapp_messages",
      due: sql`status = 'queued' and next_attempt_at <= ${sqlInstant(now)}`,
      orderBy: sql`next_attempt_at`,
      leaseColumn: "next_attempt_at",
      set: sql`attempts = attempts + 1`,
      returning: sql`id, user_id, to_number, template, parameters, attempts`,
      limit: 1,
      now,
    });
    if (!row) break;
    const ours = (current: { status: WhatsAppMessageStatus; attempts: number }) =>
      current.status === "queued" && current.attempts === row.attempts;
    const purpose = WHATSAPP_TEMPLATES[row.template].purpose;
    if (!(await hasConsent(database, { userId: row.user_id, purpose, channel: "whatsapp" }))) {
      await failWhatsAppMessage(database, { id: row.id, error: "consent withdrawn before sending", at: now, when: ours });
      summary.failed += 1;
      continue;
    }
    const outcome = await sendTemplateMessage(
      access,
      { to: row.to_number, templateName: templates[row.template], parameters: row.parameters },
      fetchApi,
    );
    // `attempts` identifies this claim: a late outcome after another server re-claimed the row changes nothing.
    const stillOurClaim = and(
      eq(whatsappMessages.id, row.id),
      eq(whatsappMessages.status, "queued"),
      eq(whatsappMessages.attempts, row.attempts),
    );
    if (outcome.ok) {
      await database
        .update(whatsappMessages)
        .set({
          status: "accepted",
          providerMessageId: outcome.providerMessageId,
          lastError: null,
          statusHistory: historyEntry("accepted", clock()),
          updatedAt: sql`now()`,
        })
        .where(stillOurClaim);
      summary.sent += 1;
    } else if (outcome.retry && row.attempts < MAX_WHATSAPP_ATTEMPTS) {
      await database
        .update(whatsappMessages)
        .set({
          lastError: outcome.error.slice(0, 1000),
          nextAttemptAt: sql`${sqlInstant(clock())} + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
          updatedAt: sql`now()`,
        })
        .where(stillOurClaim);
      summary.retried += 1;
    } else {
      logger.warn({ messageId: row.id, error: outcome.error }, "WhatsApp message failed; its e-mail goes instead");
      await failWhatsAppMessage(database, { id: row.id, error: outcome.error, at: clock(), when: ours });
      summary.failed += 1;
    }
  }
  return summary;
}
