import { desc, eq, sql } from "drizzle-orm";
import { type Database, payments } from "~/platform/index.server";

/**
 * A payer's payments with their webhook events, newest first, for /dev/payments.json (never in production).
 */
export async function listPaymentsForDev(database: Database, email: string) {
  return database
    .select({
      id: payments.id,
      userId: payments.userId,
      email: payments.email,
      course: payments.course,
      country: payments.country,
      currency: payments.currency,
      amount: payments.amount,
      providerAmountPaise: payments.providerAmountPaise,
      paymentStatus: payments.paymentStatus,
      failureReason: payments.failureReason,
      referredByEmail: payments.referredByEmail,
      couponCode: payments.couponCode,
      razorpayOrderId: payments.razorpayOrderId,
      razorpayPaymentId: payments.razorpayPaymentId,
      createdAt: payments.createdAt,
      // Qualified by hand: inside the sub-query Drizzle would name both columns "razorpay_order_id" unqualified.
      webhookEvents: sql<number>`(select count(*)::int from payment_webhook_events e where e.razorpay_order_id = payments.razorpay_order_id)`,
    })
    .from(payments)
    .where(eq(payments.email, email.trim().toLowerCase()))
    .orderBy(desc(payments.createdAt))
    .limit(50);
}
