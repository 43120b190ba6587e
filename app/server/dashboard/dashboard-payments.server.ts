import { desc } from "drizzle-orm";
import { upcomingPaymentDate } from "~/domain/dashboard/upcoming-payment";
import { decimalToMinor, type Currency } from "~/domain/money";
import type { PaymentStatus } from "~/domain/payment-state";
import type { Database } from "../db/client.server";
import { payments } from "../db/schema";
import { paymentsOfStudent } from "../payments/student-payments.server";

export interface DashboardPayment {
  id: string;
  course: string;
  amountMinor: number;
  currency: Currency;
  paymentStatus: PaymentStatus;
  paymentDate: string;
  paymentTime: string;
}

/** The signed-in student's own payments, newest first. */
export function selectPaymentHistory(database: Database, email: string) {
  return database
    .select({
      id: payments.id,
      course: payments.course,
      amount: payments.amount,
      currency: payments.currency,
      paymentStatus: payments.paymentStatus,
      paymentDate: payments.paymentDate,
      paymentTime: payments.paymentTime,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(paymentsOfStudent(email))
    .orderBy(desc(payments.createdAt));
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
    })),
  };
}
