import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { paymentDateRange, type PaymentFilters, type PaymentListRow } from "~/payments/payments";
import { decimalToMinor, isUuid } from "~/platform";
import { containsPattern, type Database, payments } from "~/platform/index.server";

// The payments list's query, shared by the screen and its CSV export so both show the same rows.

/** Status, course and currency exactly; India dates inclusive; the search on e-mail, name and the provider's ids. */
export function paymentsWhere(filters: PaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(payments.paymentStatus, filters.status));
  if (filters.course) conditions.push(eq(payments.course, filters.course));
  if (filters.currency) conditions.push(eq(payments.currency, filters.currency));
  const { from, before } = paymentDateRange(filters);
  if (from) conditions.push(gte(payments.createdAt, from));
  if (before) conditions.push(lt(payments.createdAt, before));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(payments.email, pattern),
        ilike(payments.name, pattern),
        ilike(payments.razorpayPaymentId, pattern),
        ilike(payments.razorpayOrderId, pattern),
        // Our own id, as the detail page's address and the audit log show it.
        isUuid(filters.search) ? eq(payments.id, filters.search) : undefined,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Where a page of the export ended: the next one starts after this row (newest first). */
export interface PaymentCursor {
  /** created_at as the database writes it, to the microsecond (a JavaScript Date keeps only milliseconds). */
  createdAt: string;
  id: string;
}

/** The filtered payments, newest first: a page by `offset`, or the rows after `after` (the export's batches). */
export async function queryPayments(
  database: Database,
  { filters, limit, offset = 0, after }: { filters: PaymentFilters; limit: number; offset?: number; after?: PaymentCursor },
): Promise<(PaymentListRow & { cursor: PaymentCursor })[]> {
  const rows = await database
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      createdAtText: sql<string>`${payments.createdAt}::text`,
      name: payments.name,
      email: payments.email,
      course: payments.course,
      currency: payments.currency,
      amount: payments.amount,
      status: payments.paymentStatus,
      providerPaymentId: payments.razorpayPaymentId,
      orderId: payments.razorpayOrderId,
      // What the provider has refunded of it (processed refunds), in minor units of its currency.
      // (Written out in full: inside a select of one table, Drizzle names its columns without the table.)
      refundedMinor: sql<number>`(select coalesce(sum(refund.amount), 0) from refunds refund
        where refund.payment_id = "payments"."id" and refund.status = 'processed')::int`,
      refundPending: sql<boolean>`exists (select 1 from refunds refund
        where refund.payment_id = "payments"."id" and refund.status = 'pending')`,
    })
    .from(payments)
    .where(
      and(
        paymentsWhere(filters),
        after ? sql`(${payments.createdAt}, ${payments.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ createdAtText, amount, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    amountMinor: decimalToMinor(amount),
    cursor: { createdAt: createdAtText, id: row.id },
  }));
}
