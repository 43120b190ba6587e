import { and, eq, ne, sql } from "drizzle-orm";
import { referralCredit } from "~/payments/pricing";
import { decimalToMinor, formatMoney, minorToDecimal } from "~/platform";
import { type Database, payments, referralCredits } from "~/platform/index.server";
import { attachPaymentToEnrolment } from "~/enrolments/index.server";
import { requestAutopayEnd } from "~/autopay/index.server";
import { sendNotice } from "~/messaging/index.server";
import { issueInvoice } from "~/invoices/index.server";
import { paymentConfirmationEmail } from "./confirmation-email.server";

export type PaymentSuccessResult =
  { kind: "recorded"; paymentId: string } | { kind: "already-recorded"; paymentId: string } | { kind: "unknown-order" };

/**
 * Marks the payment of `razorpayOrderId` successful; whoever arrives first records it. The first success alone, in
 * one transaction: enrolment, referral credit, invoice (numbered last, so the counter's lock is brief) and e-mail.
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
    const enrolmentId = await attachPaymentToEnrolment(transaction as unknown as Database, paid);
    // An instalment paid by hand ends the enrolment's autopay, so it is never charged too (docs/decisions/0109-autopay.md).
    if (!paid.autopaySubscriptionId) {
      await requestAutopayEnd(transaction as unknown as Database, { enrolmentId, reason: "paid-by-hand" });
    }
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
    // The receipt always goes by e-mail (it carries the invoice); WhatsApp also tells a student who consented to it.
    await sendNotice(transaction as unknown as Database, {
      template: "payment-received",
      parameters: { student_name: paid.name, course_name: paid.course, amount: formatMoney(amountMinor, paid.currency) },
      keepEmail: true,
      email: paymentConfirmationEmail({
        email: paid.email,
        name: paid.name,
        course: paid.course,
        amountMinor,
        currency: paid.currency,
        providerPaymentId: razorpayPaymentId,
        invoice: { id: invoice.id, number: invoice.number },
      }),
    });
    return { kind: "recorded", paymentId: paid.id };
  });
}
