import { and, asc, desc, eq, or } from "drizzle-orm";
import type { EnrolmentPlan, EnrolmentStatus } from "~/enrolments";
import { type Currency, decimalToMinor, isUuid } from "~/platform";
import type { PaymentStatus } from "~/payments/payment-state";
import {
  auditLog,
  type Database,
  enrolments,
  invoices,
  paymentReconciliations,
  payments,
  paymentWebhookEvents,
} from "~/platform/index.server";

// The audit trail of one payment is short (a few checks, later refunds); a cap keeps a runaway one readable.
const AUDIT_TRAIL_LIMIT = 100;
// A payment pending for days is checked with backing-off delays: its latest checks say what is going on.
const RECONCILIATIONS_LIMIT = 50;

export interface PaymentDetails {
  payment: {
    id: string;
    status: PaymentStatus;
    failureReason: string | null;
    name: string;
    email: string;
    mobile: string;
    userId: string;
    course: string;
    duration: string;
    programme: string | null;
    country: string;
    state: string | null;
    gstin: string | null;
    currency: Currency;
    amountMinor: number;
    providerAmountPaise: number;
    paymentMethod: string;
    couponCode: string | null;
    referredByEmail: string | null;
    providerPaymentId: string | null;
    orderId: string | null;
    checkoutKey: string | null;
    createdAt: string;
    updatedAt: string;
    nextReconcileAt: string | null;
  };
  enrolment: {
    id: string;
    course: string;
    plan: EnrolmentPlan;
    status: EnrolmentStatus;
    batchId: string | null;
    currency: Currency;
    feeMinor: number;
    paidMinor: number;
    monthsPaid: number;
    monthsInPlan: number;
    startedAt: string;
  } | null;
  invoice: { number: string; kind: "tax-invoice" | "export-invoice" | "receipt"; issuedAt: string } | null;
  webhookEvents: {
    eventId: string;
    event: string;
    providerPaymentId: string | null;
    receivedAt: string;
    outcome: string | null;
  }[];
  /** The checks with the provider, newest first. */
  reconciliations: {
    id: string;
    source: "scheduled" | "admin";
    finding: string;
    detail: string | null;
    changed: boolean;
    checkedAt: string;
  }[];
  auditTrail: { id: string; actorEmail: string; action: string; details: string | null; createdAt: string }[];
}

/** `/admin/payments/:id`: the payment, its enrolment, its invoice, the provider's webhooks and its audit trail. */
export async function loadPaymentDetails(database: Database, paymentId: string): Promise<PaymentDetails | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await database.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) return null;

  const [enrolment] = row.enrolmentId ? await database.select().from(enrolments).where(eq(enrolments.id, row.enrolmentId)) : [];
  const [invoice] = await database
    .select({ number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.paymentId, row.id));
  // A webhook names the order and the provider's payment; either ties it to this payment.
  const eventOf = or(
    row.razorpayOrderId ? eq(paymentWebhookEvents.razorpayOrderId, row.razorpayOrderId) : undefined,
    row.razorpayPaymentId ? eq(paymentWebhookEvents.razorpayPaymentId, row.razorpayPaymentId) : undefined,
  );
  const events = eventOf
    ? await database.select().from(paymentWebhookEvents).where(eventOf).orderBy(asc(paymentWebhookEvents.receivedAt))
    : [];
  const checks = await database
    .select()
    .from(paymentReconciliations)
    .where(eq(paymentReconciliations.paymentId, row.id))
    .orderBy(desc(paymentReconciliations.checkedAt), desc(paymentReconciliations.id))
    .limit(RECONCILIATIONS_LIMIT);
  const audit = await database
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "payments"), eq(auditLog.rowId, row.id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_TRAIL_LIMIT);

  return {
    payment: {
      id: row.id,
      status: row.paymentStatus,
      failureReason: row.failureReason,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      userId: row.userId,
      course: row.course,
      duration: row.duration,
      programme: row.programme,
      country: row.country,
      state: row.state,
      gstin: row.gstin,
      currency: row.currency,
      amountMinor: decimalToMinor(row.amount),
      providerAmountPaise: row.providerAmountPaise,
      paymentMethod: row.paymentMethod,
      couponCode: row.couponCode,
      referredByEmail: row.referredByEmail,
      providerPaymentId: row.razorpayPaymentId,
      orderId: row.razorpayOrderId,
      checkoutKey: row.checkoutKey,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      nextReconcileAt: row.nextReconcileAt?.toISOString() ?? null,
    },
    enrolment: enrolment
      ? {
          id: enrolment.id,
          course: enrolment.course,
          plan: enrolment.plan,
          status: enrolment.status,
          batchId: enrolment.batchId,
          currency: enrolment.currency,
          feeMinor: decimalToMinor(enrolment.fee),
          paidMinor: decimalToMinor(enrolment.amountPaid),
          monthsPaid: enrolment.monthsPaid,
          monthsInPlan: enrolment.monthsInPlan,
          startedAt: enrolment.startedAt.toISOString(),
        }
      : null,
    invoice: invoice ? { number: invoice.number, kind: invoice.kind, issuedAt: invoice.issuedAt.toISOString() } : null,
    webhookEvents: events.map((event) => ({
      eventId: event.eventId,
      event: event.event,
      providerPaymentId: event.razorpayPaymentId,
      receivedAt: event.receivedAt.toISOString(),
      outcome: event.outcome,
    })),
    reconciliations: checks.map((check) => ({
      id: check.id,
      source: check.source,
      finding: check.finding,
      detail: check.detail,
      changed: check.changed,
      checkedAt: check.checkedAt.toISOString(),
    })),
    auditTrail: audit.map((entry) => ({
      id: entry.id,
      actorEmail: entry.actorEmail,
      action: entry.action,
      details: entry.details === null ? null : JSON.stringify(entry.details),
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
