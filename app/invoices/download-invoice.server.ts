import { and, eq } from "drizzle-orm";
import { isUuid } from "~/platform";
import { type Database, payments } from "~/platform/index.server";
import { paymentsOfStudent } from "~/payments/index.server";
import { invoiceOfPayment } from "./issue-invoice.server";
import { invoiceFileName, renderInvoicePdf, type TaxDocument } from "./render-invoice-pdf.server";

/** Who asks for an invoice: a student, for their own payments only; or an admin, for any payment. */
export type InvoiceReader = { kind: "student"; email: string } | { kind: "admin" };

/**
 * The invoice of a successful payment as a PDF download, or null when there is none for this reader: for a
 * student, another student's payment, an unknown id and an unpaid payment all look the same.
 */
export async function downloadInvoice(
  database: Database,
  options: { reader: InvoiceReader; paymentId: string },
): Promise<Response | null> {
  if (!isUuid(options.paymentId)) return null;
  const [payment] = await database
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, options.paymentId),
        options.reader.kind === "student" ? paymentsOfStudent(options.reader.email) : undefined,
      ),
    );
  if (!payment) return null;
  const invoice = await invoiceOfPayment(database, payment.id);
  if (!invoice) return null;
  return pdfDownload(invoice, await renderInvoicePdf(invoice));
}

/** A rendered invoice or credit note as its owner's private download, saved under its number. */
export function pdfDownload(document: Pick<TaxDocument, "number">, pdf: Uint8Array): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${invoiceFileName(document)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
