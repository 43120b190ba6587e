import { eq } from "drizzle-orm";
import { decimalToMinor, formatMoney, type Currency } from "~/platform";
import { type Database, payments } from "~/platform/index.server";

export interface PaymentSummary {
  /** Our payment id: the reference_id the provider's order carries (spec 1 §7), what support asks for. */
  referenceId: string;
  course: string;
  /** "₹2,549.15", "$509.15" */
  amount: string;
  currency: Currency;
  /** The provider's payment id, once paid. */
  providerPaymentId: string | null;
  failureReason: string | null;
}

/** `generic`: no payment named, an unknown one, or someone else's — the page shows no details. */
export type PaymentOutcome = { kind: "generic" } | { kind: "success" | "pending" | "not-completed"; summary: PaymentSummary };

/**
 * What /payment-success shows about `paymentId`, to its buyer only (the ordering browser's signed cookie, the paying
 * account, or a verified account with its e-mail). Everyone else gets the generic page, whether or not it exists.
 */
export async function loadPaymentOutcome(
  database: Database,
  {
    paymentId,
    viewer,
    receiptPaymentIds,
  }: {
    paymentId: string | null;
    viewer: { id: string; email: string; emailVerified: boolean } | null;
    receiptPaymentIds: readonly string[];
  },
): Promise<PaymentOutcome> {
  if (!paymentId) return { kind: "generic" };
  const [payment] = await database.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return { kind: "generic" };
  const isBuyer =
    receiptPaymentIds.includes(payment.id) ||
    (viewer !== null &&
      (viewer.id === payment.userId || (viewer.emailVerified && viewer.email.toLowerCase() === payment.email.toLowerCase())));
  if (!isBuyer) return { kind: "generic" };

  const summary: PaymentSummary = {
    referenceId: payment.id,
    course: payment.course,
    amount: formatMoney(decimalToMinor(payment.amount), payment.currency),
    currency: payment.currency,
    providerPaymentId: payment.paymentStatus === "success" ? payment.razorpayPaymentId : null,
    failureReason: payment.paymentStatus === "failed" ? payment.failureReason : null,
  };
  if (payment.paymentStatus === "success") return { kind: "success", summary };
  if (payment.paymentStatus === "pending") return { kind: "pending", summary };
  return { kind: "not-completed", summary };
}
