import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { decimalToMinor, type Currency } from "~/platform";
import { paymentRefundState, refundableMinor, type PaymentRefundState, type RefundStatus } from "~/refunds/refunds";
import { authUser, creditNotes, type Database, payments, refunds } from "~/platform/index.server";

export interface AdminRefund {
  id: string;
  amountMinor: number;
  providerAmountPaise: number;
  reason: string;
  status: RefundStatus;
  providerRefundId: string | null;
  failureReason: string | null;
  /** The admin who asked for it (their e-mail), when the account still exists. */
  requestedBy: string | null;
  /** ISO instants. */
  requestedAt: string;
  processedAt: string | null;
  creditNoteNumber: string | null;
}

/** What the payment detail page's refund section shows and needs (app/refunds/ui/refund-section.tsx). */
export interface PaymentRefunds {
  paymentId: string;
  currency: Currency;
  paidMinor: number;
  /** Paid less pending and processed refunds: the form's amount starts here. */
  refundableMinor: number;
  /** 'refund pending', 'refunded', 'partly refunded', or null: the payment's state beside its status. */
  refundState: PaymentRefundState | null;
  /** Only a successful payment with the provider's payment id can be refunded. */
  canRefund: boolean;
  refunds: AdminRefund[];
  /** The hidden key of a new refund form: the same form sent twice refunds once. */
  refundKey: string;
}

/** A payment's refunds, oldest first, for its admin detail page; null when there is no such payment. The caller checks the admin. */
export async function loadPaymentRefunds(database: Database, paymentId: string): Promise<PaymentRefunds | null> {
  const [payment] = await database
    .select({
      id: payments.id,
      currency: payments.currency,
      amount: payments.amount,
      status: payments.paymentStatus,
      providerPaymentId: payments.razorpayPaymentId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return null;
  const rows = await database
    .select({
      id: refunds.id,
      amountMinor: refunds.amount,
      providerAmountPaise: refunds.providerAmountPaise,
      reason: refunds.reason,
      status: refunds.status,
      providerRefundId: refunds.providerRefundId,
      failureReason: refunds.failureReason,
      requestedBy: authUser.email,
      requestedAt: refunds.createdAt,
      processedAt: refunds.processedAt,
      creditNoteNumber: creditNotes.number,
    })
    .from(refunds)
    .leftJoin(authUser, eq(authUser.id, refunds.requestedBy))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));

  const paidMinor = decimalToMinor(payment.amount);
  return {
    paymentId: payment.id,
    currency: payment.currency,
    paidMinor,
    refundableMinor: payment.status === "success" ? refundableMinor(paidMinor, rows) : 0,
    refundState: paymentRefundState(paidMinor, rows),
    canRefund: payment.status === "success" && payment.providerPaymentId !== null,
    refunds: rows.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      processedAt: row.processedAt?.toISOString() ?? null,
    })),
    refundKey: randomUUID(),
  };
}
