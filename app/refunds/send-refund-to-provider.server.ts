import { and, eq, isNull, sql } from "drizzle-orm";
import { REFUND_FAILED_REASON, type RefundOutcome } from "~/refunds/refunds";
import { type Clock, type Database, logger, refunds, sqlInstant, appClock } from "~/platform/index.server";
import { ProviderError, refundReceiptFor, type PaymentProvider } from "~/payments/index.server";
import { recordRefundFailure } from "./record-refund-failure.server";
import { recordRefundProcessed } from "./record-refund-processed.server";

/** A refund not acknowledged by the provider is sent again after this long (the same idempotency key: never twice). */
export const REFUND_RESEND_AFTER_SECONDS = 120;
// Razorpay: notes hold at most 256 characters each.
const MAX_NOTE_LENGTH = 256;

type RefundRow = typeof refunds.$inferSelect;

/**
 * Asks the provider for a `pending` refund with our refund id as idempotency key, so a retry never refunds twice.
 * A clear refusal (4xx other than 409/429) fails the refund; no answer leaves it pending, to be sent again.
 */
export async function sendRefundToProvider(
  database: Database,
  {
    refund,
    providerPaymentId,
    provider,
    clock = appClock,
  }: { refund: RefundRow; providerPaymentId: string; provider: PaymentProvider; clock?: Clock },
): Promise<RefundOutcome> {
  let answer;
  try {
    answer = await provider.refund({
      providerPaymentId,
      amountPaise: refund.providerAmountPaise,
      idempotencyKey: refund.id,
      receipt: refundReceiptFor(refund.id),
      notes: { refund_id: refund.id, payment_id: refund.paymentId, reason: refund.reason.slice(0, MAX_NOTE_LENGTH) },
    });
  } catch (error) {
    if (error instanceof ProviderError && isRefusal(error.status)) {
      logger.warn({ refundId: refund.id, status: error.status, reason: error.message }, "the provider refused a refund");
      await recordRefundFailure(database, { refund: { refundId: refund.id }, reason: error.message });
      return "provider-refused";
    }
    logger.warn({ err: error, refundId: refund.id }, "refund not acknowledged by the provider; it will be sent again");
    await database
      .update(refunds)
      .set({
        nextAttemptAt: sql`${sqlInstant(clock())} + make_interval(secs => ${REFUND_RESEND_AFTER_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending"), isNull(refunds.providerRefundId)));
    return "provider-unreachable";
  }

  await database
    .update(refunds)
    .set({ providerRefundId: answer.id, nextAttemptAt: null, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
  const reference = { providerRefundId: answer.id, receipt: refundReceiptFor(refund.id) };
  if (answer.status === "processed") {
    await recordRefundProcessed(database, { refund: reference, amountPaise: answer.amount });
    return "processed";
  }
  if (answer.status === "failed") {
    await recordRefundFailure(database, { refund: reference, reason: REFUND_FAILED_REASON });
    return "provider-refused";
  }
  return "requested";
}

/** A 4xx means the provider did not make the refund; 409 (the same key still in progress) and 429 mean try again. */
function isRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}
