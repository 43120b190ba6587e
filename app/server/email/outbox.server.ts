import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.server";
import { emailOutbox } from "../db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(message: OutgoingEmail & { from: string }): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
const CLAIM_LEASE_SECONDS = 120;

/** Queues an e-mail; it is delivered by the outbox loop. Returns the outbox row id. */
export async function enqueueEmail(database: Database, email: OutgoingEmail): Promise<string> {
  const [row] = await database
    .insert(emailOutbox)
    .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html ?? null })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** Seconds to wait before attempt number `attempts + 1`: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/**
 * Delivers the e-mails that are due. Each row is claimed with `FOR UPDATE SKIP LOCKED` and a lease,
 * so several servers can run this at once without sending a message twice.
 */
export async function deliverDueEmails(
  database: Database,
  transport: MailTransport,
  { from, batchSize = 20 }: { from: string; batchSize?: number },
) {
  const claimed = await database.execute<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
  }>(sql`
    update email_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
     where id in (
       select id from email_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked)
     returning id, to_address, subject, text_body, html_body, attempts`);

  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
      });
      await database
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await database
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

/** Newest first, for the development mailbox. */
export async function listMailbox(database: Database, limit = 100) {
  return database.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
