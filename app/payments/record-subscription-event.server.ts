import { and, desc, eq, sql } from "drizzle-orm";
import { type AutopayStatus, isCharging, nextAutopayStatus } from "~/autopay";
import { minorToDecimal } from "~/platform";
import { autopaySubscriptions, type Database, enrolments, logger, payments } from "~/platform/index.server";
import { monthsDuration } from "./pricing";
import { recordPaymentSuccess } from "./record-payment-success.server";

export interface SubscriptionEventFacts {
  event: string;
  /** The provider's time of the event (its `created_at`). */
  at: Date;
  subscription: { id: string; status: AutopayStatus; paidCount: number; chargeAt: Date | null };
  /** The payment a `subscription.charged` carries. */
  payment?: { id: string; orderId: string | null; amount: number; createdAt: Date };
}

/**
 * A subscription webhook, in the transaction that records its event id: the provider's state merged whatever order
 * events arrive in (docs/decisions/0109-autopay.md), and each `subscription.charged` one payment of the enrolment,
 * recorded by the same path as a checkout's (enrolment, invoice, e-mail), keyed by the charge's order.
 */
export async function recordSubscriptionEvent(transaction: Database, facts: SubscriptionEventFacts): Promise<string> {
  const [row] = await transaction
    .select()
    .from(autopaySubscriptions)
    .where(eq(autopaySubscriptions.providerSubscriptionId, facts.subscription.id))
    .for("update");
  if (!row) {
    logger.warn({ subscription: facts.subscription.id, event: facts.event }, "webhook for a subscription we did not create");
    return "unknown-subscription";
  }
  const status = nextAutopayStatus({ status: row.status, at: row.statusAt }, { status: facts.subscription.status, at: facts.at });
  const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  await transaction
    .update(autopaySubscriptions)
    .set({
      status,
      statusAt: status === facts.subscription.status ? latest(row.statusAt, facts.at) : row.statusAt,
      paidCount: Math.max(row.paidCount, facts.subscription.paidCount),
      nextChargeAt: isCharging(status) ? latest(row.nextChargeAt, facts.subscription.chargeAt) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(autopaySubscriptions.id, row.id));

  if (facts.event !== "subscription.charged") return "processed";
  if (!facts.payment) return "no-payment";
  if (facts.payment.amount !== row.providerAmountPaise) {
    logger.error(
      { subscription: row.id, charged: facts.payment.amount, expected: row.providerAmountPaise },
      "autopay charge differs",
    );
    return "amount-mismatch";
  }
  return recordCharge(transaction, row, facts.payment);
}

async function recordCharge(
  transaction: Database,
  subscription: typeof autopaySubscriptions.$inferSelect,
  charge: NonNullable<SubscriptionEventFacts["payment"]>,
): Promise<string> {
  const razorpayOrderId = charge.orderId ?? `autopay_${charge.id}`;
  const [enrolment] = await transaction.select().from(enrolments).where(eq(enrolments.id, subscription.enrolmentId));
  if (!enrolment) return "unknown-enrolment";
  // The charge is the student's like their earlier payments: the same name, mobile, state and GSTIN on its invoice.
  const [earlier] = await transaction
    .select()
    .from(payments)
    .where(and(eq(payments.enrolmentId, enrolment.id), eq(payments.paymentStatus, "success")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  await transaction
    .insert(payments)
    .values({
      userId: earlier?.userId ?? enrolment.userId ?? `guest_${subscription.id}`,
      name: earlier?.name ?? "Student",
      email: earlier?.email ?? enrolment.studentEmail,
      mobile: earlier?.mobile ?? "",
      course: enrolment.course,
      duration: monthsDuration(1),
      country: enrolment.country,
      currency: subscription.currency,
      amount: minorToDecimal(subscription.instalmentMinor),
      providerAmountPaise: charge.amount,
      razorpayOrderId,
      state: earlier?.state ?? null,
      gstin: earlier?.gstin ?? null,
      enrolmentId: enrolment.id,
      autopaySubscriptionId: subscription.id,
      // The charge's own time, so the next due date follows it (the sandbox's follows the application clock).
      createdAt: charge.createdAt,
    })
    .onConflictDoNothing({ target: payments.razorpayOrderId });
  const result = await recordPaymentSuccess(transaction, { razorpayOrderId, razorpayPaymentId: charge.id });
  return result.kind === "recorded" ? "processed" : "already-recorded";
}
