import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { invoices, type OutboxAttachment } from "../db/schema";
import { invoiceFileName, renderInvoicePdf } from "./render-invoice-pdf.server";

export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An outbox attachment as a file, rendered when the e-mail is sent: an invoice from its frozen row. */
export async function renderOutboxAttachment(database: Database, attachment: OutboxAttachment): Promise<MailFile> {
  const [invoice] = await database.select().from(invoices).where(eq(invoices.id, attachment.invoiceId));
  if (!invoice) throw new Error(`attachment: no invoice ${attachment.invoiceId}`);
  return {
    filename: invoiceFileName(invoice),
    contentType: "application/pdf",
    content: Buffer.from(await renderInvoicePdf(invoice)),
  };
}

/** The file names of the invoices these outbox rows attach, by invoice id: for the development mailbox. */
export async function invoiceAttachmentNames(database: Database, attachments: OutboxAttachment[]): Promise<Map<string, string>> {
  const ids = [...new Set(attachments.map((attachment) => attachment.invoiceId))];
  if (ids.length === 0) return new Map();
  const rows = await database
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((row) => [row.id, invoiceFileName(row)]));
}
