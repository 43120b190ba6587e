import { asc, count, sql } from "drizzle-orm";
import { PAYMENTS_PAGE_SIZE, type CurrencyTotal, type PaymentFilters, type PaymentListRow } from "~/domain/admin/payments";
import { decimalToMinor } from "~/domain/money";
import { pageWindow, type PageWindow } from "~/domain/paging";
import type { Database } from "../db/client.server";
import { payments } from "../db/schema";
import { paymentsWhere, queryPayments } from "./payments-query.server";

export interface PaymentList extends PageWindow {
  payments: PaymentListRow[];
  /** The whole filtered set, per currency (not only this page). */
  totals: CurrencyTotal[];
}

/**
 * issue 16: one page of the filtered payments (newest first) and the filtered set's totals per currency. A failed
 * read is not turned into an empty list: a screen of money showing "0 payments" would mislead (the error page shows).
 */
export async function listPayments(
  database: Database,
  { filters, page }: { filters: PaymentFilters; page: number },
): Promise<PaymentList> {
  const where = paymentsWhere(filters);
  const sums = await database
    .select({
      currency: payments.currency,
      count: count(),
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
      successful: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.paymentStatus} = 'success'), 0)::text`,
    })
    .from(payments)
    .where(where)
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  const totals: CurrencyTotal[] = sums.map((sum) => ({
    currency: sum.currency,
    count: sum.count,
    amountMinor: decimalToMinor(sum.amount),
    successfulMinor: decimalToMinor(sum.successful),
  }));
  const window = pageWindow({
    total: totals.reduce((all, total) => all + total.count, 0),
    requested: page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  const rows = window.total === 0 ? [] : await queryPayments(database, { filters, limit: window.limit, offset: window.offset });
  return { ...window, payments: rows.map(({ cursor: _cursor, ...row }) => row), totals };
}
