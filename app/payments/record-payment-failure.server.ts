import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { statusesBefore } from "~/payments/payment-state";
import { type Database, payments } from "~/platform/index.server";

/**
 * Marks a payment `failed` or `cancelled` only if that moves its state forward (payment-state.ts). Returns whether the
 * row changed.
 */
export async function recordPaymentFailure(
  database: Database,
  {
    payment,
    status,
    reason = null,
    razorpayPaymentId = null,
  }: {
    /** Our payment id, or the provider's order id. */
    payment: { id: string } | { razorpayOrderId: string };
    status: "failed" | "cancelled";
    reason?: string | null;
    razorpayPaymentId?: string | null;
  },
): Promise<boolean> {
  const which: SQL = "id" in payment ? eq(payments.id, payment.id) : eq(payments.razorpayOrderId, payment.razorpayOrderId);
  const changed = await database
    .update(payments)
    .set({
      paymentStatus: status,
      ...(status === "failed" ? { failureReason: reason } : {}),
      razorpayPaymentId: sql`coalesce(${razorpayPaymentId}, ${payments.razorpayPaymentId})`,
      nextReconcileAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(which, inArray(payments.paymentStatus, statusesBefore(status))))
    .returning({ id: payments.id });
  if (changed.length === 0 && razorpayPaymentId) {
    // Already closed the same way (say, by the browser): keep the provider's payment id, which support asks for.
    await database
      .update(payments)
      .set({ razorpayPaymentId, updatedAt: sql`now()` })
      .where(and(which, eq(payments.paymentStatus, status), isNull(payments.razorpayPaymentId)));
  }
  return changed.length > 0;
}
