import { and, eq, ne, sql } from "drizzle-orm";
import { convertMinor, referralCredit, RENEWAL_COURSE } from "~/domain/pricing";
import { decimalToMinor, minorToDecimal, type Currency } from "~/domain/money";
import type { Database } from "../db/client.server";
import { payments, referralCredits } from "../db/schema";
import { indiaToday } from "../db/india-time-sql";
import { enqueueEmail } from "../email/outbox.server";
import { issueInvoice } from "../invoices/issue-invoice.server";
import { paymentConfirmationEmail } from "./confirmation-email.server";

export type PaymentSuccessResult =
  { kind: "recorded"; paymentId: string } | { kind: "already-recorded"; paymentId: string } | { kind: "unknown-order" };

/**
 * Marks the payment of `razorpayOrderId` successful. Whoever arrives first (browser callback,
 * webhook, reconciliation) records it; everyone after finds it done. The first success alone, in
 * the same transaction: adds the amount to the student's total (creating the student), records the
 * referrer's credit, issues the payment's invoice (numbered last: the year's counter stays locked only briefly)
 * and queues the confirmation e-mail with it (spec 1 §4, §9; docs/decisions/tax-invoices.md).
 */
export async function recordPaymentSuccess(
  database: Database,
  { razorpayOrderId, razorpayPaymentId }: { razorpayOrderId: string; razorpayPaymentId: string },
): Promise<PaymentSuccessResult> {
  return database.transaction(async (transaction) => {
    // Conditional: of two concurrent callers, PostgreSQL lets one update the row; the other, once
    // the first commits, re-reads it as `success` and updates nothing.
    const [paid] = await transaction
      .update(payments)
      .set({
        paymentStatus: "success",
        razorpayPaymentId,
        paymentMethod: "online",
        failureReason: null,
        nextReconcileAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.razorpayOrderId, razorpayOrderId), ne(payments.paymentStatus, "success")))
      .returning();
    if (!paid) {
      const [existing] = await transaction
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.razorpayOrderId, razorpayOrderId));
      return existing ? { kind: "already-recorded", paymentId: existing.id } : { kind: "unknown-order" };
    }

    const amountMinor = decimalToMinor(paid.amount);
    await addToStudentTotal(transaction as unknown as Database, {
      email: paid.email,
      name: paid.name,
      course: paid.course,
      amountMinor,
      currency: paid.currency,
    });
    if (paid.referredByEmail) {
      await transaction
        .insert(referralCredits)
        .values({
          paymentId: paid.id,
          referrerEmail: paid.referredByEmail,
          amount: minorToDecimal(referralCredit(amountMinor)),
          currency: paid.currency,
        })
        .onConflictDoNothing();
    }
    const invoice = await issueInvoice(transaction as unknown as Database, { paymentId: paid.id });
    await enqueueEmail(
      transaction as unknown as Database,
      paymentConfirmationEmail({
        email: paid.email,
        name: paid.name,
        course: paid.course,
        amountMinor,
        currency: paid.currency,
        providerPaymentId: razorpayPaymentId,
        invoice: { id: invoice.id, number: invoice.number },
      }),
    );
    return { kind: "recorded", paymentId: paid.id };
  });
}

/**
 * student_master_table.total_amount_paid grows by the payment. A new student gets a row with name,
 * e-mail, course and today's enrolment date (batch left for the admin). A student whose total is
 * kept in the other currency gets the amount converted at the spec's 83 INR per USD.
 */
async function addToStudentTotal(
  database: Database,
  payment: { email: string; name: string; course: string; amountMinor: number; currency: Currency },
) {
  const inInr = minorToDecimal(convertMinor(payment.amountMinor, payment.currency, "INR"));
  const inUsd = minorToDecimal(convertMinor(payment.amountMinor, payment.currency, "USD"));
  const course = payment.course === RENEWAL_COURSE ? null : payment.course;
  await database.execute(sql`
    insert into student_master_table as student
      (email, student_name, current_course_name, enrollment_date, total_amount_paid, currency)
    values (${payment.email}, ${payment.name}, ${course}, ${indiaToday}, ${minorToDecimal(payment.amountMinor)}, ${payment.currency})
    on conflict (email) do update set
      total_amount_paid = student.total_amount_paid
        + case when student.currency = 'INR' then ${inInr}::numeric else ${inUsd}::numeric end,
      updated_at = now()`);
}
