import { eq, sql } from "drizzle-orm";
import { findIndianState, indianStateByGstCode } from "~/content/indian-states";
import { gstBreakdown } from "~/invoices/gst";
import { financialYearOf, formatInvoiceNumber } from "~/invoices/invoice-number";
import { decimalToMinor } from "~/platform";
import {
  appNowSql,
  type BusinessDetails,
  type Database,
  getConfig,
  invoices,
  payments,
  queryRows,
} from "~/platform/index.server";
import { takeDocumentNumber } from "./take-document-number.server";

export type Invoice = typeof invoices.$inferSelect;

/**
 * The invoice of a successful payment, issued now if it has none, in the transaction of its first success
 * (docs/decisions/0034-tax-invoices.md). The payment row is locked first, so two callers make one invoice.
 */
export async function issueInvoice(
  transaction: Database,
  { paymentId, business = getConfig().business }: { paymentId: string; business?: BusinessDetails },
): Promise<Invoice> {
  const [payment] = await queryRows<{
    id: string;
    name: string;
    email: string;
    course: string;
    currency: "INR" | "USD";
    amount: string;
    payment_status: string;
    razorpay_payment_id: string | null;
    state: string | null;
    gstin: string | null;
    issued_at: Date | string;
  }>(
    transaction,
    sql`select id, name, email, course, currency, amount, payment_status, razorpay_payment_id, state, gstin,
               ${appNowSql()} as issued_at
          from payments where id = ${paymentId} for update`,
  );
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const [existing] = await transaction.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (existing) return existing;
  if (payment.payment_status !== "success") throw new Error(`payment ${paymentId} has not succeeded`);

  // The database's clock (with the development offset), as for every other business time: servers agree on the year.
  const issuedAt = new Date(payment.issued_at);
  const financialYear = financialYearOf(issuedAt);
  const sequence = await takeDocumentNumber(transaction, { series: "invoice", financialYear });

  // A registered buyer's place of supply is where their GSTIN is registered (IGST Act s.12(2)(a)).
  const buyerState =
    (payment.gstin ? indianStateByGstCode(payment.gstin.slice(0, 2))?.name : undefined) ??
    (payment.state ? findIndianState(payment.state)?.name : undefined) ??
    null;
  const amountMinor = decimalToMinor(payment.amount);
  const breakdown = gstBreakdown({
    amountMinor,
    currency: payment.currency,
    buyerState,
    businessState: business.state ?? "",
    businessRegistered: business.gstin !== null,
  });
  const [invoice] = await transaction
    .insert(invoices)
    .values({
      paymentId,
      number: formatInvoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      issuedAt,
      kind: breakdown.kind,
      buyerName: payment.name,
      buyerEmail: payment.email,
      buyerState,
      buyerGstin: payment.gstin,
      course: payment.course,
      paymentReference: payment.razorpay_payment_id,
      currency: payment.currency,
      amount: amountMinor,
      taxable: breakdown.taxable,
      cgst: breakdown.cgst,
      sgst: breakdown.sgst,
      igst: breakdown.igst,
      placeOfSupply: breakdown.placeOfSupply,
      businessLegalName: business.legalName,
      businessAddress: business.address,
      businessState: business.state,
      businessGstin: business.gstin,
    })
    .returning();
  return invoice!;
}

/** The payment's invoice, issuing it first when a successful payment has none yet (one paid before invoices existed). */
export async function invoiceOfPayment(database: Database, paymentId: string): Promise<Invoice | null> {
  const [existing] = await database.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (existing) return existing;
  const [payment] = await database.select({ status: payments.paymentStatus }).from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== "success") return null;
  return database.transaction((transaction) => issueInvoice(transaction as unknown as Database, { paymentId }));
}
