import { and, eq } from "drizzle-orm";
import { isUuid } from "~/platform";
import { creditNotes, type Database, payments, refunds } from "~/platform/index.server";
import { paymentsOfStudent } from "~/payments/index.server";
import { pdfDownload } from "./download-invoice.server";
import { renderInvoicePdf } from "./render-invoice-pdf.server";

/**
 * The credit note of a processed refund of one of the student's own payments as a PDF download, or null
 * when there is none for them: another student's refund, an unknown id and a refund not processed yet look the same.
 */
export async function downloadCreditNote(
  database: Database,
  options: { email: string; refundId: string },
): Promise<Response | null> {
  if (!isUuid(options.refundId)) return null;
  const [row] = await database
    .select({ creditNote: creditNotes })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(creditNotes.refundId, options.refundId), paymentsOfStudent(options.email)));
  if (!row) return null;
  return pdfDownload(row.creditNote, await renderInvoicePdf(row.creditNote));
}
