import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_FAILURE_REASON } from "~/payments/checkout";
import {
  ABANDON_AFTER_SECONDS,
  ABANDONED_REASON,
  nextReconcileDelaySeconds,
  RECONCILE_AFTER_SECONDS,
  REFUNDED_REASON,
  type ProviderFinding,
} from "~/payments/payment-state";
import {
  claimDue,
  type Clock,
  type Database,
  logger,
  paymentReconciliations,
  payments,
  sqlInstant,
  appClock,
} from "~/platform/index.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { recordPaymentFailure } from "./record-payment-failure.server";
import { recordPaymentSuccess } from "./record-payment-success.server";

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
 * Finishes payments still `pending` a few minutes after checkout (a closed tab, a lost webhook) by asking the
 * provider. Claimed with SKIP LOCKED and a lease, so servers share the work; finishing is idempotent anyway.
 */
export async function reconcilePendingPayments(
  database: Database,
  {
    provider = getPaymentProvider(),
    batchSize = 20,
    clock = appClock,
  }: { provider?: PaymentProvider; batchSize?: number; clock?: Clock } = {},
): Promise<ReconciliationSummary> {
  const claimedAt = clock();
  const now = sqlInstant(claimedAt);
  const claimed = await claimDue<ClaimedPayment>(database, {
    table: "payments",
    due: sql`payment_status = 'pending'
         and created_at <= ${now} - make_interval(secs => ${RECONCILE_AFTER_SECONDS})
         and (next_reconcile_at is null or next_reconcile_at <= ${now})`,
    orderBy: sql`created_at`,
    leaseColumn: "next_reconcile_at",
    returning: sql`id, razorpay_order_id, provider_amount_paise, extract(epoch from ${now} - created_at)::float8 as age_seconds`,
    limit: batchSize,
    now: claimedAt,
  });

  const summary: ReconciliationSummary = { checked: claimed.length, succeeded: 0, failed: 0, stillPending: 0, errors: 0 };
  for (const payment of claimed) {
    try {
      const { finding } = await reconcilePayment(database, {
        provider,
        clock,
        source: "scheduled",
        payment: {
          id: payment.id,
          razorpayOrderId: payment.razorpay_order_id,
          providerAmountPaise: Number(payment.provider_amount_paise),
          ageSeconds: Number(payment.age_seconds),
        },
      });
      summary[SUMMARY_COUNTER[finding.kind]] += 1;
    } catch (error) {
      summary.errors += 1;
      logger.warn({ err: error, paymentId: payment.id }, "reconciliation failed; the lease expires and another run retries");
    }
  }
  return summary;
}

const SUMMARY_COUNTER: Record<ProviderFinding["kind"], "succeeded" | "failed" | "stillPending"> = {
  captured: "succeeded",
  failed: "failed",
  abandoned: "failed",
  "in-progress": "stillPending",
  "no-order": "stillPending",
};

/** One payment as reconciliation needs it; `ageSeconds` by the job's clock. */
export interface ReconcilablePayment {
  id: string;
  razorpayOrderId: string | null;
  providerAmountPaise: number;
  ageSeconds: number;
}

/**
 * One payment's reconciliation: asks the provider outside any transaction, then records what it found, moving the
 * state only forward; `alongside` joins that transaction. Every check is kept in payment_reconciliations.
 */
export async function reconcilePayment(
  database: Database,
  {
    provider,
    clock = appClock,
    source,
    payment,
    alongside,
  }: {
    provider: PaymentProvider;
    clock?: Clock;
    source: "scheduled" | "admin";
    payment: ReconcilablePayment;
    alongside?: (transaction: Database, outcome: { finding: ProviderFinding; changed: boolean }) => Promise<void>;
  },
): Promise<{ finding: ProviderFinding; changed: boolean }> {
  let finding: ProviderFinding;
  try {
    finding = await askProvider(provider, payment);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await database
      .insert(paymentReconciliations)
      .values({ paymentId: payment.id, source, finding: "error", detail, changed: false });
    throw error;
  }
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const changed = await recordFinding(tx, payment, finding, clock());
    await tx
      .insert(paymentReconciliations)
      .values({ paymentId: payment.id, source, finding: finding.kind, detail: findingDetail(finding), changed });
    await alongside?.(tx, { finding, changed });
    return { finding, changed };
  });
}

/** What a finding names besides its kind: the provider's payment id, and the reason of a failure. */
function findingDetail(finding: ProviderFinding): string | null {
  if (finding.kind === "failed") return `${finding.providerPaymentId}: ${finding.reason}`;
  return finding.kind === "captured" ? finding.providerPaymentId : null;
}

async function askProvider(provider: PaymentProvider, payment: ReconcilablePayment): Promise<ProviderFinding> {
  const abandoned = payment.ageSeconds >= ABANDON_AFTER_SECONDS;
  if (!payment.razorpayOrderId) return abandoned ? { kind: "abandoned" } : { kind: "no-order" };

  const attempts = await provider.fetchOrderPayments(payment.razorpayOrderId);
  // Only money we hold counts as paid: a refunded attempt (a late authorization the provider gave back, or a
  // refund made before we heard of the capture) is no success.
  const captured = attempts.find((attempt) => attempt.status === "captured" && attempt.amount === payment.providerAmountPaise);
  if (captured) return { kind: "captured", providerPaymentId: captured.id };
  // An authorized or just-created attempt may still be captured: wait for it.
  const inFlight = attempts.some((attempt) => attempt.status === "created" || attempt.status === "authorized");
  const lastEnded = attempts.filter((attempt) => attempt.status === "failed" || attempt.status === "refunded").at(-1);
  if (!inFlight && lastEnded) {
    return {
      kind: "failed",
      reason: lastEnded.status === "refunded" ? REFUNDED_REASON : lastEnded.errorDescription || DEFAULT_FAILURE_REASON,
      providerPaymentId: lastEnded.id,
    };
  }
  return !inFlight && abandoned ? { kind: "abandoned" } : { kind: "in-progress" };
}

/** Records a finding; true when the payment's status changed. */
async function recordFinding(
  database: Database,
  payment: ReconcilablePayment,
  finding: ProviderFinding,
  now: Date,
): Promise<boolean> {
  switch (finding.kind) {
    case "captured": {
      const result = await recordPaymentSuccess(database, {
        razorpayOrderId: payment.razorpayOrderId!,
        razorpayPaymentId: finding.providerPaymentId,
      });
      return result.kind === "recorded";
    }
    case "failed":
      return recordPaymentFailure(database, {
        payment: { id: payment.id },
        status: "failed",
        reason: finding.reason,
        razorpayPaymentId: finding.providerPaymentId,
      });
    case "abandoned":
      return recordPaymentFailure(database, { payment: { id: payment.id }, status: "failed", reason: ABANDONED_REASON });
    case "in-progress":
    case "no-order":
      await postpone(database, payment, now);
      return false;
  }
}

async function postpone(database: Database, payment: ReconcilablePayment, now: Date) {
  await database
    .update(payments)
    .set({ nextReconcileAt: sql`${sqlInstant(now)} + make_interval(secs => ${nextReconcileDelaySeconds(payment.ageSeconds)})` })
    .where(and(eq(payments.id, payment.id), eq(payments.paymentStatus, "pending")));
}
