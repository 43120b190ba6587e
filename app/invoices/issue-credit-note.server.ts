import { eq, sql } from "drizzle-orm";
import { CREDIT_NOTE_PREFIX, creditNoteSplit } from "~/invoices/credit-note";
import { financialYearOf, formatInvoiceNumber } from "~/invoices/invoice-number";
import { creditNotes, type Database, queryRows, refunds } from "~/platform/index.server";
import { issueInvoice } from "./issue-invoice.server";
import { takeDocumentNumber } from "./take-document-number.server";

export type CreditNote = typeof creditNotes.$inferSelect;

/**
 * The credit note of a processed refund, issued now if it has none (docs/decisions/0038-refunds.md), in the
 * transaction that marks it processed: numbered like invoices, split the way its invoice was.
 */
export async function issueCreditNote(transaction: Database, { refundId }: { refundId: string }): Promise<CreditNote> {
  const [existing] = await transaction.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  if (existing) return existing;
  const [refund] = await transaction.select().from(refunds).where(eq(refunds.id, refundId));
  if (refund?.status !== "processed") throw new Error(`refund ${refundId} is not processed`);

  const invoice = await issueInvoice(transaction, { paymentId: refund.paymentId });
  const [credited] = await queryRows<{ total: string | number; issued_at: Date | string }>(
    transaction,
    sql`select coalesce(sum(amount), 0) as total, now() as issued_at from credit_notes where invoice_id = ${invoice.id}`,
  );
  const creditedBeforeMinor = Number(credited!.total);
  if (creditedBeforeMinor + refund.amount > invoice.amount) {
    throw new Error(`refund ${refundId} would credit more than invoice ${invoice.number}`);
  }
  const split = creditNoteSplit(invoice, { creditedBeforeMinor, refundMinor: refund.amount });

  // The database's clock, as for invoices.
  const issuedAt = new Date(credited!.issued_at);
  const financialYear = financialYearOf(issuedAt);
  const sequence = await takeDocumentNumber(transaction, { series: "credit-note", financialYear });
  const [creditNote] = await transaction
    .insert(creditNotes)
    .values({
      refundId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      number: formatInvoiceNumber(financialYear, sequence, CREDIT_NOTE_PREFIX),
      financialYear,
      sequence,
      issuedAt,
      kind: invoice.kind,
      buyerName: invoice.buyerName,
      buyerEmail: invoice.buyerEmail,
      buyerState: invoice.buyerState,
      buyerGstin: invoice.buyerGstin,
      course: invoice.course,
      paymentReference: refund.providerRefundId,
      currency: invoice.currency,
      amount: refund.amount,
      ...split,
      placeOfSupply: invoice.placeOfSupply,
      businessLegalName: invoice.businessLegalName,
      businessAddress: invoice.businessAddress,
      businessState: invoice.businessState,
      businessGstin: invoice.businessGstin,
    })
    .returning();
  return creditNote!;
}
