// spec 1 §9 "Dashboard": when the next monthly payment is due.
import { addDaysToDate, type Currency, decimalToMinor, formatMoney } from "~/platform";
import type { PaymentStatus } from "~/payments";

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

const minimum = (currency: Currency) => formatMoney(MINIMUM_MONTHLY_PAYMENT[currency], currency, { decimals: "when-fractional" });

const rule = `${DAYS_UNTIL_NEXT_PAYMENT} days after your newest successful payment of at least ${minimum("INR")} or ${minimum("USD")}.`;

/** spec 1 §9's rule in the dashboard's words: the newest qualifying payment sets the date, not the first. */
export const UPCOMING_PAYMENT_TEXT = {
  /** Under the date: how it was set. */
  rule: `Set ${rule}`,
  /** When no payment qualifies yet. */
  none: `No upcoming payment date yet. It is set ${rule}`,
} as const;

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
