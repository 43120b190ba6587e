// spec 1 §9 "Dashboard": when the next monthly payment is due.
import { addDaysToDate } from "../india-time";
import { decimalToMinor, type Currency } from "../money";
import type { PaymentStatus } from "../payment-state";

export const DAYS_UNTIL_NEXT_PAYMENT = 30;

// spec 1 §9: a payment counts towards the next due date when it is at least 2000 INR or 100 USD.
const MINIMUM_MONTHLY_PAYMENT: Record<Currency, number> = { INR: 2000_00, USD: 100_00 };

export interface PaymentFacts {
  amount: string;
  currency: Currency;
  paymentStatus: PaymentStatus;
  paymentDate: string; // 'YYYY-MM-DD'
  createdAt: string; // ISO instant
}

/**
 * spec 1 §9: 30 days after the newest successful payment of at least 2000 INR or 100 USD
 * (payments scanned newest first). Null when there is none.
 */
export function upcomingPaymentDate(payments: readonly PaymentFacts[]): string | null {
  const newestFirst = [...payments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const qualifying = newestFirst.find(
    (payment) =>
      payment.paymentStatus === "success" && decimalToMinor(payment.amount) >= MINIMUM_MONTHLY_PAYMENT[payment.currency],
  );
  return qualifying ? addDaysToDate(qualifying.paymentDate, DAYS_UNTIL_NEXT_PAYMENT) : null;
}
