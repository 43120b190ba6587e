import { and, eq, ne, sql } from "drizzle-orm";
import { applyRefund } from "~/enrolments";
import { decimalToMinor, formatMoney, minorToDecimal } from "~/platform";
import { convertMinor } from "~/payments";
import { referralClawback } from "~/refunds/refunds";
import { type Database, enrolments, logger, payments, referralCredits, refunds } from "~/platform/index.server";
import { enqueueEmail, refundProcessedEmail } from "~/email/index.server";
import { enrolmentFacts, monthsOf, refreshStudentRecord } from "~/enrolments/index.server";
import { issueCreditNote } from "~/invoices/index.server";
import { findRefund, providerRefundIdOf, type RefundReference } from "./find-refund.server";
import { requestAutopayEnd } from "~/autopay/index.server";

export type RefundProcessedResult = "processed" | "already-recorded" | "unknown-refund" | "amount-mismatch";

type PaymentRow = typeof payments.$inferSelect;

/**
 * The provider has given the money back. The payment's row is locked and the refund moves to `processed` only if still
 * pending, so only the first arrival applies its effects, in one transaction (docs/decisions/0038-refunds.md).
 */
export async function recordRefundProcessed(
  database: Database,
  { refund: reference, amountPaise }: { refund: RefundReference; amountPaise: number },
): Promise<RefundProcessedResult> {
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await findRefund(tx, reference);
    if (!found) {
      logger.warn({ reference }, "refund processed for a refund we did not request; ignored");
      return "unknown-refund";
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId)).for("update");
    if (amountPaise !== found.providerAmountPaise) {
      logger.error({ refundId: found.id, refunded: amountPaise, expected: found.providerAmountPaise }, "refunded amount differs");
      return "amount-mismatch";
    }
    const [refund] = await tx
      .update(refunds)
      .set({
        status: "processed",
        providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${providerRefundIdOf(reference)})`,
        nextAttemptAt: null,
        processedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, found.id), eq(refunds.status, "pending")))
      .returning();
    if (!refund) {
      const [now] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, found.id));
      // A refund the provider reported failed is not revived: its amount may have been refunded again since.
      if (now?.status === "failed")
        logger.error({ refundId: found.id }, "refund processed after it was reported failed; ignored");
      return "already-recorded";
    }

    const [earlier] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment!.id), eq(refunds.status, "processed"), ne(refunds.id, refund.id)));
    const refundedBeforeMinor = Number(earlier!.total);
    await takeBackFromEnrolment(tx, payment!, { refundedBeforeMinor, refundMinor: refund.amount });
    await refreshStudentRecord(tx, payment!);
    await clawBackReferralCredit(tx, payment!, refundedBeforeMinor + refund.amount);

    const creditNote = await issueCreditNote(tx, { refundId: refund.id });
    await enqueueEmail(
      tx,
      refundProcessedEmail({
        to: payment!.email,
        name: payment!.name,
        course: payment!.course,
        amount: formatMoney(refund.amount, refund.currency),
        providerRefundId: refund.providerRefundId,
        creditNote: { id: creditNote.id, number: creditNote.number },
      }),
    );
    return "processed";
  });
}

/** The refund in the payment's enrolment, converted to the enrolment's currency as the payment was. */
async function takeBackFromEnrolment(
  transaction: Database,
  payment: PaymentRow,
  { refundedBeforeMinor, refundMinor }: { refundedBeforeMinor: number; refundMinor: number },
) {
  if (!payment.enrolmentId) return;
  const [row] = await transaction.select().from(enrolments).where(eq(enrolments.id, payment.enrolmentId)).for("update");
  if (!row) return;
  const inEnrolmentCurrency = (minor: number) => convertMinor(minor, payment.currency, row.currency);
  const next = applyRefund(enrolmentFacts(row), {
    paymentMinor: inEnrolmentCurrency(decimalToMinor(payment.amount)),
    paymentMonths: monthsOf(payment),
    refundedBeforeMinor: inEnrolmentCurrency(refundedBeforeMinor),
    refundedAfterMinor: inEnrolmentCurrency(refundedBeforeMinor + refundMinor),
  });
  await transaction
    .update(enrolments)
    .set({
      monthsPaid: next.monthsPaid,
      fee: minorToDecimal(next.feeMinor),
      amountPaid: minorToDecimal(next.paidMinor),
      status: next.status,
      updatedAt: sql`now()`,
    })
    .where(eq(enrolments.id, row.id));
  if (next.status === "refunded" && row.status !== "refunded") {
    await requestAutopayEnd(transaction, { enrolmentId: row.id, reason: "refunded" });
    await leaveBatchIfNothingLeft(transaction, payment.email);
  }
}

/**
 * A student whose every enrolment is refunded (none active or completed) leaves their batch, and with it
 * the class link and sessions; the library then treats them as signed in, not enrolled (library-visitor.server.ts).
 */
async function leaveBatchIfNothingLeft(transaction: Database, email: string) {
  await transaction.execute(sql`
    update student_master_table as student set batch_id = null, updated_at = now()
     where lower(student.email) = lower(${email}) and student.batch_id is not null
       and not exists (
         select 1 from enrolments enrolment
          where lower(enrolment.student_email) = lower(student.email) and enrolment.status in ('active', 'completed'))`);
}

async function clawBackReferralCredit(transaction: Database, payment: PaymentRow, refundedMinor: number) {
  const [credit] = await transaction.select().from(referralCredits).where(eq(referralCredits.paymentId, payment.id));
  if (!credit) return;
  const clawedBack = referralClawback(decimalToMinor(credit.amount), decimalToMinor(payment.amount), refundedMinor);
  await transaction
    .update(referralCredits)
    .set({ clawedBack: minorToDecimal(clawedBack) })
    .where(eq(referralCredits.paymentId, payment.id));
}
