import { eq } from "drizzle-orm";
import { CHECKOUT_MESSAGES } from "~/payments/checkout";
import { type Database, logger, payments } from "~/platform/index.server";
import { getPaymentProvider } from "./get-payment-provider.server";
import type { PaymentProvider } from "./payment-provider.server";
import { recordPaymentSuccess } from "./record-payment-success.server";

export type ConfirmCheckoutResult =
  { kind: "confirmed"; paymentId: string } | { kind: "invalid"; status: number; message: string };

/**
 * The browser's report of a successful checkout, counted only when its signature matches the order id this server
 * stored; then the payment is recorded as a success, once (spec 1 §4).
 */
export async function confirmCheckout(
  database: Database,
  {
    paymentId,
    razorpayPaymentId,
    razorpayOrderId,
    signature,
    provider = getPaymentProvider(),
  }: {
    paymentId: string;
    razorpayPaymentId?: string | null;
    razorpayOrderId?: string | null;
    signature?: string | null;
    provider?: PaymentProvider;
  },
): Promise<ConfirmCheckoutResult> {
  if (!razorpayPaymentId || !razorpayOrderId) {
    return { kind: "invalid", status: 400, message: CHECKOUT_MESSAGES.invalidResponse };
  }
  const [payment] = await database
    .select({ id: payments.id, orderId: payments.razorpayOrderId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const genuine =
    payment?.orderId != null &&
    payment.orderId === razorpayOrderId &&
    provider.isValidCheckoutSignature({ orderId: payment.orderId, paymentId: razorpayPaymentId, signature });
  if (!genuine) {
    logger.warn({ paymentId, razorpayOrderId }, "checkout confirmation refused: unknown order or bad signature");
    return { kind: "invalid", status: 400, message: CHECKOUT_MESSAGES.invalidResponse };
  }
  const result = await recordPaymentSuccess(database, { razorpayOrderId: payment.orderId!, razorpayPaymentId });
  if (result.kind === "unknown-order") return { kind: "invalid", status: 400, message: CHECKOUT_MESSAGES.invalidResponse };
  return { kind: "confirmed", paymentId: result.paymentId };
}
