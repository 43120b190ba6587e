import { eq, sql } from "drizzle-orm";
import { type Database, logger, payments, queryRows, refunds } from "~/platform/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";
import { REFUND_RESEND_AFTER_SECONDS, sendRefundToProvider } from "./send-refund-to-provider.server";

/**
 * Refunds awaiting the provider (ARCHITECTURE "Scheduled work"): a pending refund the provider never acknowledged
 * (it did not answer, or the server stopped before asking) is sent again with the same idempotency key, which never
 * refunds twice. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several servers share the work.
 */
export async function resendUnacknowledgedRefunds(
  database: Database,
  { provider = getPaymentProvider(), batchSize = 20 }: { provider?: PaymentProvider; batchSize?: number } = {},
) {
  const claimed = await queryRows<{ id: string }>(
    database,
    sql`
      update refunds set next_attempt_at = now() + make_interval(secs => ${REFUND_RESEND_AFTER_SECONDS})
       where id in (
         select id from refunds
          where status = 'pending' and provider_refund_id is null and next_attempt_at <= now()
          order by next_attempt_at
          limit ${batchSize}
          for update skip locked)
       returning id`,
  );
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
    });
    summary[outcome === "provider-unreachable" ? "stillUnanswered" : "sent"] += 1;
  }
  if (claimed.length > 0) logger.info(summary, "refunds sent again");
  return summary;
}
