import { eq, inArray } from "drizzle-orm";
import { creditNotes, type Database, invoices, type OutboxAttachment } from "~/platform/index.server";
import { invoiceFileName, renderInvoicePdf, type TaxDocument } from "./render-invoice-pdf.server";

export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

async function documentOf(database: Database, attachment: OutboxAttachment): Promise<TaxDocument | undefined> {
  if (attachment.kind === "credit-note") {
    const [creditNote] = await database.select().from(creditNotes).where(eq(creditNotes.id, attachment.creditNoteId));
    return creditNote;
  }
  const [invoice] = await database.select().from(invoices).where(eq(invoices.id, attachment.invoiceId));
  return invoice;
}

/** The id of the document an attachment names: the key of `attachmentNames`. */
export function attachmentId(attachment: OutboxAttachment): string {
  return attachment.kind === "credit-note" ? attachment.creditNoteId : attachment.invoiceId;
}

/** An outbox attachment as a file, rendered when the e-mail is sent: an invoice or a credit note from its frozen row. */
export async function renderOutboxAttachment(database: Database, attachment: OutboxAttachment): Promise<MailFile> {
  const document = await documentOf(database, attachment);
  if (!document) throw new Error(`attachment: no ${attachment.kind} ${attachmentId(attachment)}`);
  return {
    filename: invoiceFileName(document),
    contentType: "application/pdf",
    content: Buffer.from(await renderInvoicePdf(document)),
  };
}

/** The file names of the documents these outbox rows attach, by document id: for the development mailbox. */
export async function attachmentNames(database: Database, attachments: OutboxAttachment[]): Promise<Map<string, string>> {
  const ids = (kind: OutboxAttachment["kind"]) => [
    ...new Set(attachments.filter((attachment) => attachment.kind === kind).map(attachmentId)),
  ];
  const [invoiceIds, creditNoteIds] = [ids("invoice"), ids("credit-note")];
  const rows = [
    ...(invoiceIds.length > 0
      ? await database.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, invoiceIds))
      : []),
    ...(creditNoteIds.length > 0
      ? await database
          .select({ id: creditNotes.id, number: creditNotes.number })
          .from(creditNotes)
          .where(inArray(creditNotes.id, creditNoteIds))
      : []),
  ];
  return new Map(rows.map((row) => [row.id, invoiceFileName(row)]));
}
