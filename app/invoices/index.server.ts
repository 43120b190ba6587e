// invoices: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { downloadCreditNote } from "./download-credit-note.server";
export { downloadInvoice } from "./download-invoice.server";
export { attachmentId, attachmentNames, type MailFile, renderOutboxAttachment } from "./invoice-attachment.server";
export { issueCreditNote } from "./issue-credit-note.server";
export { issueInvoice } from "./issue-invoice.server";
