import { eq, sql } from "drizzle-orm";
import { decimalToMinor, minorToDecimal, type Currency } from "~/platform";
import {
  MIN_PROVIDER_REFUND_PAISE,
  providerRefundPaise,
  RECENT_REFUND_MINUTES,
  refundableMinor,
  type RefundForm,
  type RefundOutcome,
} from "~/refunds/refunds";
import { recordAudit, type AuditActor } from "~/staff/index.server";
import { type Database, queryRows, refunds } from "~/platform/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";
import { REFUND_RESEND_AFTER_SECONDS, sendRefundToProvider } from "./send-refund-to-provider.server";

export type RefundRequestResult = { kind: "not-found" } | { kind: "answered"; outcome: RefundOutcome; refundId: string | null };

type RefundRow = typeof refunds.$inferSelect;
type Reservation =
  | { kind: "not-found" }
  | { kind: "refused"; outcome: RefundOutcome; refundId: string | null }
  | { kind: "reserved"; refund: RefundRow; providerPaymentId: string };

/**
 * An admin's refund, recorded `pending` under the payment's row lock, then sent to the provider outside the transaction
 * (docs/decisions/0038-refunds.md, 0085-second-refund-needs-confirmation.md). The caller has checked the admin.
 */
export async function requestRefund(
  database: Database,
  {
    paymentId,
    form,
    admin,
    provider = getPaymentProvider(),
  }: { paymentId: string; form: RefundForm; admin: AuditActor; provider?: PaymentProvider },
): Promise<RefundRequestResult> {
  const reservation = await database.transaction((transaction) =>
    reserveRefund(transaction as unknown as Database, { paymentId, form, admin }),
  );
  if (reservation.kind === "not-found") return reservation;
  if (reservation.kind === "refused") return { kind: "answered", outcome: reservation.outcome, refundId: reservation.refundId };
  const outcome = await sendRefundToProvider(database, {
    refund: reservation.refund,
    providerPaymentId: reservation.providerPaymentId,
    provider,
  });
  return { kind: "answered", outcome, refundId: reservation.refund.id };
}

async function reserveRefund(
  transaction: Database,
  { paymentId, form, admin }: { paymentId: string; form: RefundForm; admin: AuditActor },
): Promise<Reservation> {
  const [payment] = await queryRows<{
    id: string;
    currency: Currency;
    amount: string;
    provider_amount_paise: number;
    payment_status: string;
    razorpay_payment_id: string | null;
  }>(
    transaction,
    sql`select id, currency, amount, provider_amount_paise, payment_status, razorpay_payment_id
          from payments where id = ${paymentId} for update`,
  );
  if (!payment) return { kind: "not-found" };
  const refused = (outcome: RefundOutcome, refundId: string | null = null): Reservation => ({
    kind: "refused",
    outcome,
    refundId,
  });

  const [sameForm] = await transaction
    .select({ id: refunds.id, paymentId: refunds.paymentId })
    .from(refunds)
    .where(eq(refunds.refundKey, form.refundKey));
  if (sameForm) return sameForm.paymentId === paymentId ? refused("duplicate", sameForm.id) : refused("form-expired");
  if (payment.payment_status !== "success" || !payment.razorpay_payment_id) return refused("not-refundable");

  const earlier = await transaction
    .select({ amountMinor: refunds.amount, providerAmountPaise: refunds.providerAmountPaise, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  const paidMinor = decimalToMinor(payment.amount);
  const left = refundableMinor(paidMinor, earlier);
  if (left === 0) return refused("fully-refunded");
  if (!form.additional) {
    // Two forms opened on one payment: the second refunds only if its admin says it is on top of the first.
    const [inProgress] = await queryRows<{ id: string }>(
      transaction,
      sql`select id from refunds
           where payment_id = ${paymentId}
             and (status = 'pending'
                  or (status = 'processed' and created_at > now() - make_interval(mins => ${RECENT_REFUND_MINUTES})))
           order by created_at desc, id desc
           limit 1`,
    );
    if (inProgress) return refused("in-progress", inProgress.id);
  }
  if (form.amountMinor > left) return refused("over-limit");

  const holding = earlier.filter((refund) => refund.status !== "failed");
  const providerAmountPaise = providerRefundPaise({
    paymentMinor: paidMinor,
    providerPaise: Number(payment.provider_amount_paise),
    refundedBeforeMinor: holding.reduce((total, refund) => total + refund.amountMinor, 0),
    providerRefundedBeforePaise: holding.reduce((total, refund) => total + refund.providerAmountPaise, 0),
    amountMinor: form.amountMinor,
  });
  if (providerAmountPaise < MIN_PROVIDER_REFUND_PAISE) return refused("too-small");

  const [refund] = await transaction
    .insert(refunds)
    .values({
      paymentId,
      refundKey: form.refundKey,
      currency: payment.currency,
      amount: form.amountMinor,
      providerAmountPaise,
      reason: form.reason,
      requestedBy: admin.id,
      // Until the provider answers: should this server stop before it asks, another sends it then.
      nextAttemptAt: sql`now() + make_interval(secs => ${REFUND_RESEND_AFTER_SECONDS})`,
    })
    .returning();
  await recordAudit(transaction, {
    actor: admin,
    action: "refund",
    tableName: "refunds",
    rowId: refund!.id,
    details: {
      paymentId,
      amount: minorToDecimal(form.amountMinor),
      currency: payment.currency,
      providerAmountPaise,
      reason: form.reason,
      ...(form.additional ? { additional: true } : {}),
    },
  });
  return { kind: "reserved", refund: refund!, providerPaymentId: payment.razorpay_payment_id };
}
