import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { autopaySubscriptions, claimDue, type Database, logger } from "~/platform/index.server";
import { ENDED, LIVE_STATUSES } from "./autopay";
import { getPaymentProvider, type PaymentProvider, ProviderError } from "~/payments/index.server";

export type AutopayEndReason = "turned-off-by-student" | "turned-off-by-admin" | "paid-by-hand" | "refunded" | "enrolment-closed";

/**
 * Marks the enrolment's subscription to be cancelled with the provider, in the caller's transaction (a manual
 * payment, a full refund, a closed enrolment, a press of 'Turn off autopay'); the cancellation job carries it out.
 */
export async function requestAutopayEnd(
  transaction: Database,
  { enrolmentId, reason }: { enrolmentId: string; reason: AutopayEndReason },
): Promise<number> {
  const ended = await transaction
    .update(autopaySubscriptions)
    .set({ cancelRequestedAt: sql`now()`, cancelReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(autopaySubscriptions.enrolmentId, enrolmentId),
        isNull(autopaySubscriptions.cancelRequestedAt),
        inArray(autopaySubscriptions.status, LIVE_STATUSES),
      ),
    )
    .returning({ id: autopaySubscriptions.id });
  return ended.length;
}

/**
 * Cancels with the provider every subscription we asked to end (or only one enrolment's, for the press that asked):
 * each claimed with a lease, so two servers ask once and a failure is asked again when the lease runs out. A
 * subscription the provider ended already takes its state.
 */
export async function endRequestedSubscriptions(
  database: Database,
  { now, enrolmentId, provider = getPaymentProvider() }: { now: Date; enrolmentId?: string; provider?: PaymentProvider },
): Promise<{ ended: number; failed: number }> {
  const claimed = await claimDue<{ id: string; provider_subscription_id: string }>(database, {
    table: "autopay_subscriptions",
    due: sql`cancel_requested_at is not null and status not in ('cancelled', 'completed', 'expired')
      and (next_cancel_attempt_at is null or next_cancel_attempt_at <= ${now.toISOString()}::timestamptz)
      ${enrolmentId ? sql`and enrolment_id = ${enrolmentId}::uuid` : sql``}`,
    orderBy: sql`cancel_requested_at`,
    leaseColumn: "next_cancel_attempt_at",
    returning: sql`id, provider_subscription_id`,
    limit: 50,
    now,
  });
  let ended = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      let answer;
      try {
        answer = await provider.cancelSubscription(row.provider_subscription_id);
      } catch (error) {
        // "not cancellable": it ended on its own (completed, or cancelled from the provider's dashboard).
        if (!(error instanceof ProviderError && error.status === 400)) throw error;
        answer = await provider.fetchSubscription(row.provider_subscription_id);
      }
      if (!ENDED.includes(answer.status)) throw new Error(`still ${answer.status}`);
      await database
        .update(autopaySubscriptions)
        .set({ status: answer.status, statusAt: now, nextChargeAt: null, updatedAt: sql`now()` })
        .where(eq(autopaySubscriptions.id, row.id));
      ended += 1;
    } catch (error) {
      failed += 1;
      logger.warn({ err: error, subscription: row.id }, "autopay cancellation failed; will retry");
    }
  }
  return { ended, failed };
}
