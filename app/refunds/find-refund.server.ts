import { eq } from "drizzle-orm";
import { refundIdOfReceipt } from "~/payments/index.server";
import { type Database, refunds } from "~/platform/index.server";

/** How a refund is named: our id (our own calls), or the provider's refund id and receipt (its webhooks). */
export type RefundReference = { refundId: string } | { providerRefundId: string; receipt: string | null };

/**
 * The refund a provider message is about: by the provider's refund id, else by the receipt we sent (our id), since
 * a webhook may arrive before the answer that gave us the provider's id was stored.
 */
export async function findRefund(database: Database, reference: RefundReference) {
  if ("providerRefundId" in reference) {
    const [byProviderId] = await database.select().from(refunds).where(eq(refunds.providerRefundId, reference.providerRefundId));
    if (byProviderId) return byProviderId;
  }
  const refundId = "refundId" in reference ? reference.refundId : refundIdOfReceipt(reference.receipt);
  if (!refundId) return undefined;
  const [byId] = await database.select().from(refunds).where(eq(refunds.id, refundId));
  // Another provider refund carrying our receipt is not this one.
  const provided = providerRefundIdOf(reference);
  if (byId?.providerRefundId && provided && byId.providerRefundId !== provided) return undefined;
  return byId;
}

/** The provider's refund id a message carries, if any: kept on the refund when we did not have it yet. */
export function providerRefundIdOf(reference: RefundReference): string | null {
  return "providerRefundId" in reference ? reference.providerRefundId : null;
}
