import { desc, sql } from "drizzle-orm";
import { upcomingPaymentDate } from "~/enrolments";
import { type Currency, decimalToMinor, indiaDate } from "~/platform";
import type { PaymentStatus } from "~/payments/payment-state";
import type { RefundStatus } from "~/refunds";
import { type Database, payments } from "~/platform/index.server";
import { paymentsOfStudent } from "./student-payments.server";

/** A refund of the payment, and its credit note once the provider has processed it. */
export interface DashboardRefund {
  id: string;
  amountMinor: number;
  status: RefundStatus;
  /** 'YYYY-MM-DD' (India): when it was processed, else when it was asked for. */
  date: string;
  hasCreditNote: boolean;
}

export interface DashboardPayment {
  id: string;
  course: string;
  amountMinor: number;
  currency: Currency;
  paymentStatus: PaymentStatus;
  paymentDate: string;
  paymentTime: string;
  refunds: DashboardRefund[];
}

type RefundJson = { id: string; amount: number; status: RefundStatus; at: string; credit_note: boolean };

// The fields and order of the read, shared with the dashboard's one-statement read (read-dashboard-rows.server.ts).
export const paymentHistoryFields = {
  id: payments.id,
  course: payments.course,
  amount: payments.amount,
  currency: payments.currency,
  paymentStatus: payments.paymentStatus,
  paymentDate: payments.paymentDate,
  paymentTime: payments.paymentTime,
  createdAt: payments.createdAt,
  // The payment's refunds in one go (a student has a handful), oldest first. `payments.id` is written out: drizzle
  // names a selected table's columns without the table, which inside this sub-query would mean the refund's.
  refunds: sql<RefundJson[]>`(
    select coalesce(json_agg(json_build_object(
             'id', refund.id, 'amount', refund.amount, 'status', refund.status,
             'at', coalesce(refund.processed_at, refund.created_at),
             'credit_note', exists (select 1 from credit_notes note where note.refund_id = refund.id))
           order by refund.created_at), '[]'::json)
      from refunds refund where refund.payment_id = payments.id)`,
};
export const paymentHistoryOrder = [desc(payments.createdAt)];

/** The signed-in student's own payments, newest first. */
export function selectPaymentHistory(database: Database, email: string) {
  return database
    .select(paymentHistoryFields)
    .from(payments)
    .where(paymentsOfStudent(email))
    .orderBy(...paymentHistoryOrder);
}

type PaymentRow = Awaited<ReturnType<typeof selectPaymentHistory>>[number];

/** The payment history as the dashboard lists it, and the next due date it implies (spec 1 §9). */
export function dashboardPayments(history: readonly PaymentRow[]) {
  return {
    upcomingPaymentDate: upcomingPaymentDate(
      history.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    ),
    payments: history.map((payment): DashboardPayment => ({
      id: payment.id,
      course: payment.course,
      amountMinor: decimalToMinor(payment.amount),
      currency: payment.currency,
      paymentStatus: payment.paymentStatus,
      paymentDate: payment.paymentDate,
      paymentTime: payment.paymentTime,
      refunds: payment.refunds.map((refund) => ({
        id: refund.id,
        amountMinor: Number(refund.amount),
        status: refund.status,
        date: indiaDate(new Date(refund.at)),
        hasCreditNote: refund.credit_note,
      })),
    })),
  };
}
