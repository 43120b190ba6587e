import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { payments } from "../db/schema";
import { paymentsOfStudent } from "../payments/student-payments.server";
import { invoiceOfPayment } from "./issue-invoice.server";
import { invoiceFileName, renderInvoicePdf } from "./render-invoice-pdf.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!UUID.test(options.paymentId)) return null;
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
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${invoiceFileName(invoice)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
