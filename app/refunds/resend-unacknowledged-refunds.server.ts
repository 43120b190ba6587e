import { eq, sql } from "drizzle-orm";
import { claimDue, type Clock, type Database, logger, payments, refunds, sqlInstant, appClock } from "~/platform/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";
import { sendRefundToProvider } from "./send-refund-to-provider.server";

/**
 * Pending refunds the provider never acknowledged are sent again with the same idempotency key, which never refunds
 * twice. Claimed with SKIP LOCKED and a lease, so several servers share the work.
 */
export async function resendUnacknowledgedRefunds(
  database: Database,
  {
    provider = getPaymentProvider(),
    batchSize = 20,
    clock = appClock,
  }: { provider?: PaymentProvider; batchSize?: number; clock?: Clock } = {},
) {
  const now = clock();
  const claimed = await claimDue<{ id: string }>(database, {
    table: "refunds",
    due: sql`status = 'pending' and provider_refund_id is null and next_attempt_at <= ${sqlInstant(now)}`,
    orderBy: sql`next_attempt_at`,
    leaseColumn: "next_attempt_at",
    returning: sql`id`,
    limit: batchSize,
    now,
  });
  const summary = { sent: 0, stillUnanswered: 0 };
  for (const { id } of claimed) {
    const [row] = await database
      .select({ refund: refunds, providerPaymentId: payments.razorpayPaymentId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, id));
    if (!row?.providerPaymentId) continue;
    const outcome = await sendRefundToProvider(database, {
      refund: row.refund,
      providerPaymentId: row.providerPaymentId,
      provider,
      clock,
    });
    summary[outcome === "provider-unreachable" ? "stillUnanswered" : "sent"] += 1;
  }
  if (claimed.length > 0) logger.info(summary, "refunds sent again");
  return summary;
}
