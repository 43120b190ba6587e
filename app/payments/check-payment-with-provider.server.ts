import { eq, sql } from "drizzle-orm";
import type { ProviderCheck } from "~/payments/payments";
import { isUuid } from "~/platform";
import { type Database, payments } from "~/platform/index.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { reconcilePayment } from "./reconcile-pending-payments.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * 'Check with provider': this one payment's reconciliation, now, whatever its age or status. The audit row shares the
 * transaction of whatever it changed. Null when there is no such payment.
 */
export async function checkPaymentWithProvider(
  database: Database,
  { actor, paymentId, provider = getPaymentProvider() }: { actor: AuditActor; paymentId: string; provider?: PaymentProvider },
): Promise<ProviderCheck | null> {
  if (!isUuid(paymentId)) return null;
  const [payment] = await database
    .select({
      id: payments.id,
      status: payments.paymentStatus,
      razorpayOrderId: payments.razorpayOrderId,
      providerAmountPaise: payments.providerAmountPaise,
      ageSeconds: sql<number>`extract(epoch from now() - ${payments.createdAt})::float8`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return null;

  let statusAfter = payment.status;
  const { finding, changed } = await reconcilePayment(database, {
    provider,
    source: "admin",
    payment,
    alongside: async (transaction, outcome) => {
      const [after] = await transaction
        .select({ status: payments.paymentStatus })
        .from(payments)
        .where(eq(payments.id, payment.id));
      statusAfter = after!.status;
      await recordAudit(transaction, {
        actor,
        action: "check-with-provider",
        tableName: "payments",
        rowId: payment.id,
        details: { finding: outcome.finding, changed: outcome.changed, from: payment.status, to: statusAfter },
      });
    },
  });
  return { finding, changed, statusAfter };
}
