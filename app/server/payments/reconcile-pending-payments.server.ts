import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_FAILURE_REASON } from "~/domain/checkout";
import {
  ABANDON_AFTER_SECONDS,
  ABANDONED_REASON,
  nextReconcileDelaySeconds,
  RECONCILE_AFTER_SECONDS,
  REFUNDED_REASON,
} from "~/domain/payment-state";
import { queryRows, type Database } from "../db/client.server";
import { payments } from "../db/schema";
import { logger } from "../logger.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { recordPaymentFailure } from "./record-payment-failure.server";
import { recordPaymentSuccess } from "./record-payment-success.server";

// A claimed payment is left alone by other servers for this long; one provider call fits well within it.
const CLAIM_LEASE_SECONDS = 120;

interface ClaimedPayment {
  id: string;
  razorpay_order_id: string | null;
  provider_amount_paise: number;
  age_seconds: number;
}

export interface ReconciliationSummary {
  checked: number;
  succeeded: number;
  failed: number;
  stillPending: number;
  errors: number;
}

/**
 * Finishes payments still `pending` a few minutes after checkout (a closed tab, a lost webhook) by
 * asking the provider for the order's payments (spec: issue 4 "Reconciliation"): a captured attempt of the
 * order's amount is a success; attempts that all failed or were refunded make it failed. Rows are claimed
 * with FOR UPDATE SKIP LOCKED and a lease, so several servers share the work without doing it twice;
 * and finishing is idempotent anyway.
 */
export async function reconcilePendingPayments(
  database: Database,
  { provider = getPaymentProvider(), batchSize = 20 }: { provider?: PaymentProvider; batchSize?: number } = {},
): Promise<ReconciliationSummary> {
  const claimed = await queryRows<ClaimedPayment>(
    database,
    sql`
      update payments
         set next_reconcile_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
       where id in (
         select id from payments
          where payment_status = 'pending'
            and created_at <= now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})
            and (next_reconcile_at is null or next_reconcile_at <= now())
          order by created_at
          limit ${batchSize}
          for update skip locked)
       returning id, razorpay_order_id, provider_amount_paise,
                 extract(epoch from now() - created_at)::float8 as age_seconds`,
  );

  const summary: ReconciliationSummary = { checked: claimed.length, succeeded: 0, failed: 0, stillPending: 0, errors: 0 };
  for (const payment of claimed) {
    try {
      const outcome = await reconcileOne(database, provider, payment);
      summary[outcome] += 1;
    } catch (error) {
      summary.errors += 1;
      logger.warn({ err: error, paymentId: payment.id }, "reconciliation failed; the lease expires and another run retries");
    }
  }
  return summary;
}

async function reconcileOne(
  database: Database,
  provider: PaymentProvider,
  payment: ClaimedPayment,
): Promise<"succeeded" | "failed" | "stillPending"> {
  const age = Number(payment.age_seconds);
  const abandoned = age >= ABANDON_AFTER_SECONDS;
  if (!payment.razorpay_order_id) {
    if (!abandoned) return postpone(database, payment.id, age);
    await recordPaymentFailure(database, { payment: { id: payment.id }, status: "failed", reason: ABANDONED_REASON });
    return "failed";
  }

  const attempts = await provider.fetchOrderPayments(payment.razorpay_order_id);
  // Only money we hold counts as paid: a refunded attempt (a late authorization the provider gave back, or a
  // refund made before we heard of the capture) is no success (issue 13 §4).
  const captured = attempts.find(
    (attempt) => attempt.status === "captured" && attempt.amount === Number(payment.provider_amount_paise),
  );
  if (captured) {
    await recordPaymentSuccess(database, { razorpayOrderId: payment.razorpay_order_id, razorpayPaymentId: captured.id });
    return "succeeded";
  }
  // An authorized or just-created attempt may still be captured: wait for it.
  const inFlight = attempts.some((attempt) => attempt.status === "created" || attempt.status === "authorized");
  const lastEnded = attempts.filter((attempt) => attempt.status === "failed" || attempt.status === "refunded").at(-1);
  if (!inFlight && lastEnded) {
    await recordPaymentFailure(database, {
      payment: { id: payment.id },
      status: "failed",
      reason: lastEnded.status === "refunded" ? REFUNDED_REASON : lastEnded.errorDescription || DEFAULT_FAILURE_REASON,
      razorpayPaymentId: lastEnded.id,
    });
    return "failed";
  }
  if (!inFlight && abandoned) {
    await recordPaymentFailure(database, { payment: { id: payment.id }, status: "failed", reason: ABANDONED_REASON });
    return "failed";
  }
  return postpone(database, payment.id, age);
}

async function postpone(database: Database, paymentId: string, ageSeconds: number) {
  await database
    .update(payments)
    .set({ nextReconcileAt: sql`now() + make_interval(secs => ${nextReconcileDelaySeconds(ageSeconds)})` })
    .where(and(eq(payments.id, paymentId), eq(payments.paymentStatus, "pending")));
  return "stillPending" as const;
}
