import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Database, payments } from "~/platform/index.server";
import { attachPaymentToEnrolment } from "./attach-payment-to-enrolment.server";

// Any constant of this app's own: one server at a time attaches earlier payments, in the order they were made.
const ATTACH_LOCK_ID = 727_002;

/**
 * Successful payments made before enrolments existed are put in enrolments once, oldest first, by the rule of a new
 * payment (docs/decisions/0035-enrolments.md). Safe at every start, on every server.
 */
export async function attachEarlierPayments(database: Database): Promise<number> {
  return database.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(${ATTACH_LOCK_ID})`);
    const waiting = await transaction
      .select()
      .from(payments)
      .where(and(eq(payments.paymentStatus, "success"), isNull(payments.enrolmentId)))
      .orderBy(asc(payments.createdAt), asc(payments.id));
    for (const payment of waiting) await attachPaymentToEnrolment(transaction as unknown as Database, payment);
    return waiting.length;
  });
}
