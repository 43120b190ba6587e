import { and, desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { retryDelaySeconds } from "~/email/retry-backoff";
import {
  claimDue,
  type Clock,
  type Database,
  emailOutbox,
  type OutboxAttachment,
  redactLinksInText,
  sqlInstant,
  appClock,
} from "~/platform/index.server";
import { attachmentId, attachmentNames, renderOutboxAttachment, type MailFile } from "~/invoices/index.server";

export { retryDelaySeconds };

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Documents to attach, by reference: rendered when the e-mail is sent. */
  attachments?: OutboxAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on reminders (never on account or payment e-mails). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(message: Omit<OutgoingEmail, "attachments"> & { from: string; attachments?: MailFile[] }): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
// nodemailer waits up to 2 min to connect and 10 min on a silent socket by default: longer than the claim's lease.
const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

/** Queues an e-mail (or one still being rendered); it is delivered by the outbox loop. Returns the outbox row id. */
export async function enqueueEmail(database: Database, message: OutgoingEmail | Promise<OutgoingEmail>): Promise<string> {
  const email = await message;
  const [row] = await database
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? [],
      headers: email.headers ?? {},
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

type ClaimedEmail = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: OutboxAttachment[];
  headers: Record<string, string>;
  attempts: number;
};

/**
 * Claims the oldest due e-mail and leases it by pushing its next attempt past the lease, so no other server picks it
 * up while this one sends it.
 */
async function claimNextDueEmail(database: Database, now: Date): Promise<ClaimedEmail | undefined> {
  const [claimed] = await claimDue<ClaimedEmail>(database, {
    table: "email_outbox",
    due: sql`status = 'pending' and next_attempt_at <= ${sqlInstant(now)}`,
    orderBy: sql`next_attempt_at`,
    leaseColumn: "next_attempt_at",
    set: sql`attempts = attempts + 1`,
    returning: sql`id, to_address, subject, text_body, html_body, attachments, headers, attempts`,
    limit: 1,
    now,
  });
  return claimed;
}

/**
 * Delivers up to `batchSize` due e-mails, each claimed just before it is sent (a batch's claim could expire first),
 * so several servers never send a message twice.
 */
export async function deliverDueEmails(
  database: Database,
  transport: MailTransport,
  { from, batchSize = 20, clock = appClock }: { from: string; batchSize?: number; clock?: Clock },
) {
  let sent = 0;
  let failed = 0;
  for (let index = 0; index < batchSize; index += 1) {
    const row = await claimNextDueEmail(database, clock());
    if (!row) break;
    // `attempts` identifies this claim: if the lease ran out and another server claimed the row
    // meanwhile, our late outcome must not overwrite theirs (e.g. turn `sent` back into `pending`).
    const stillOurClaim = and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, "pending"),
      eq(emailOutbox.attempts, row.attempts),
    );
    try {
      const attachments = await Promise.all(row.attachments.map((attachment) => renderOutboxAttachment(database, attachment)));
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
      });
      await database
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null, ...withoutOneTimeLinks(row) })
        .where(stillOurClaim);
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await database
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          ...(giveUp ? withoutOneTimeLinks(row) : {}),
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`${sqlInstant(clock())} + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(stillOurClaim);
    }
  }
  return { sent, failed };
}

/**
 * A sent e-mail's bodies with each one-time link's secret redacted, so a backup opens nothing
 * (docs/decisions/0089-one-time-links-in-stored-emails.md).
 */
function withoutOneTimeLinks(row: Pick<ClaimedEmail, "text_body" | "html_body">) {
  return {
    textBody: redactLinksInText(row.text_body),
    htmlBody: row.html_body === null ? null : redactLinksInText(row.html_body),
  };
}

/** Newest first, for the development mailbox, with the file names of their attachments. */
export async function listMailbox(database: Database, limit = 100) {
  const rows = await database.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  const names = await attachmentNames(
    database,
    rows.flatMap((row) => row.attachments),
  );
  return rows.map((row) => ({
    ...row,
    attachmentNames: row.attachments.map((attachment) => names.get(attachmentId(attachment)) ?? `(missing ${attachment.kind})`),
  }));
}
