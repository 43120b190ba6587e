import { and, eq, gt, lt, sql } from "drizzle-orm";
import { cappedEmails, type Database, db, logger } from "~/platform/index.server";
import { enqueueEmail, type OutgoingEmail } from "./outbox.server";

/** At most this many capped e-mails go to one address in 24 hours, whatever asked for them. */
export const CAPPED_EMAILS_PER_DAY = 5;

export type CappedEmailKind = (typeof cappedEmails.$inferInsert)["kind"];

/** The first key of the per-recipient lock (`pg_advisory_xact_lock(int, int)`); the second is the address's hash. */
const RECIPIENT_LOCK_SPACE = 727_081;

/**
 * Queues an e-mail anyone can have sent to any address, unless it had 5 in 24 hours; the caller answers as usual
 * either way. Counted in the database under a lock (docs/decisions/0081-sign-in-lockout-and-mail-cap.md).
 */
export async function enqueueCappedEmail(
  database: Database,
  kind: CappedEmailKind,
  message: OutgoingEmail | Promise<OutgoingEmail>,
): Promise<boolean> {
  const email = await message;
  const recipient = email.to.trim().toLowerCase();
  const queued = await database.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    await transaction.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(RECIPIENT_LOCK_SPACE))}, hashtext(${recipient}))`,
    );
    const sentToday = await transaction.$count(
      cappedEmails,
      and(eq(cappedEmails.recipient, recipient), gt(cappedEmails.queuedAt, sql`now() - interval '24 hours'`)),
    );
    if (sentToday >= CAPPED_EMAILS_PER_DAY) return false;
    await transaction.insert(cappedEmails).values({ recipient, kind });
    await enqueueEmail(transaction, email);
    return true;
  });
  if (!queued) logger.warn({ kind, recipient }, "e-mail not sent: the address had its daily share of account e-mails");
  // Through the shared handle: `database` may be a transaction that ends before the prune would run.
  if (Math.random() < 0.01) void db().then(pruneCappedEmails);
  return queued;
}

/** Forgets e-mails older than the cap's 24 hours; called now and then so the table stays small. */
async function pruneCappedEmails(database: Database) {
  try {
    await database.delete(cappedEmails).where(lt(cappedEmails.queuedAt, sql`now() - interval '24 hours'`));
  } catch (error) {
    logger.warn({ err: error }, "could not prune capped e-mails");
  }
}
