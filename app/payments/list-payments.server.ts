import { asc, count, sql } from "drizzle-orm";
import {
  hasPaymentFilters,
  PAYMENTS_PAGE_SIZE,
  type CurrencyTotal,
  type PaymentFilters,
  type PaymentListRow,
} from "~/payments/payments";
import { decimalToMinor, type PageWindow, pageWindow } from "~/platform";
import { type Database, payments, paymentTotals } from "~/platform/index.server";
import { paymentsWhere, queryPayments } from "./payments-query.server";

export interface PaymentList extends PageWindow {
  payments: PaymentListRow[];
  /** The whole filtered set, per currency (not only this page). */
  totals: CurrencyTotal[];
}

/**
 * One page of the filtered payments (newest first) and the filtered set's totals per currency. A failed
 * read is not turned into an empty list: a screen of money showing "0 payments" would mislead (the error page shows).
 */
export async function listPayments(
  database: Database,
  { filters, page }: { filters: PaymentFilters; page: number },
): Promise<PaymentList> {
  const totals = hasPaymentFilters(filters) ? await filteredTotals(database, filters) : await allTotals(database);
  const window = pageWindow({
    total: totals.reduce((all, total) => all + total.count, 0),
    requested: page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  const rows = window.total === 0 ? [] : await queryPayments(database, { filters, limit: window.limit, offset: window.offset });
  return { ...window, payments: rows.map(({ cursor: _cursor, ...row }) => row), totals };
}

/** The totals of a filtered set, summed from its payments. */
async function filteredTotals(database: Database, filters: PaymentFilters): Promise<CurrencyTotal[]> {
  const sums = await database
    .select({
      currency: payments.currency,
      count: count(),
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
      successful: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.paymentStatus} = 'success'), 0)::text`,
    })
    .from(payments)
    .where(paymentsWhere(filters))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  return sums.map(currencyTotal);
}

/** The totals of every payment, from the rows the payments trigger keeps (drizzle/0011): a few rows, not 100 000. */
async function allTotals(database: Database): Promise<CurrencyTotal[]> {
  const sums = await database
    .select({
      currency: paymentTotals.currency,
      count: sql<number>`sum(${paymentTotals.payments})::int`,
      amount: sql<string>`sum(${paymentTotals.amount})::text`,
      successful: sql<string>`coalesce(sum(${paymentTotals.amount}) filter (where ${paymentTotals.paymentStatus} = 'success'), 0)::text`,
    })
    .from(paymentTotals)
    .groupBy(paymentTotals.currency)
    .having(sql`sum(${paymentTotals.payments}) > 0`)
    .orderBy(asc(paymentTotals.currency));
  return sums.map(currencyTotal);
}

function currencyTotal(sum: {
  currency: CurrencyTotal["currency"];
  count: number;
  amount: string;
  successful: string;
}): CurrencyTotal {
  return {
    currency: sum.currency,
    count: sum.count,
    amountMinor: decimalToMinor(sum.amount),
    successfulMinor: decimalToMinor(sum.successful),
  };
}
