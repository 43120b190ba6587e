import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { findIndianState } from "~/content/indian-states";
import { siteConfig } from "~/content/site-config";
import { formatIndiaDate, formatMoney } from "~/platform";
import { EXPORT_NOTE, GST_RATE_PERCENT, SAC_CODE } from "~/invoices/gst";
import type { CreditNote } from "./issue-credit-note.server";
import type { Invoice } from "./issue-invoice.server";

/** What the PDF draws: an invoice, or a credit note, which names the invoice it reduces. */
export type TaxDocument = Invoice | CreditNote;

const isCreditNote = (document: TaxDocument): document is CreditNote => "refundId" in document;

const TITLES: Record<Invoice["kind"], string> = {
  "tax-invoice": "Tax Invoice",
  "export-invoice": "Tax Invoice",
  receipt: "Receipt",
};
const TOTAL_LABELS: Record<Invoice["kind"], string> = {
  "tax-invoice": "Total (incl. GST)",
  "export-invoice": "Total",
  receipt: "Amount received",
};
const PAGE = { width: 595.28, height: 841.89, margin: 48 }; // A4, in points
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.15, 0.27, 0.62);
const RULE = rgb(0.85, 0.87, 0.9);
const SHADE = rgb(0.95, 0.96, 0.98);

/** The file name a browser saves the invoice under: its number, with the slashes made safe. */
export function invoiceFileName(invoice: Pick<Invoice, "number">) {
  return `${invoice.number.replaceAll("/", "-")}.pdf`;
}

/** The words that differ between an invoice of each kind and a credit note. */
function labelsOf(document: TaxDocument) {
  if (!isCreditNote(document)) {
    return {
      title: TITLES[document.kind],
      numberLabel: document.kind === "receipt" ? "Receipt No." : "Invoice No.",
      referenceLabel: "Payment ID",
      line: `Course fee: ${document.course}`,
      total: TOTAL_LABELS[document.kind],
    };
  }
  return {
    title: "Credit Note",
    numberLabel: "Credit Note No.",
    referenceLabel: "Refund ID",
    line: `Refund of course fee: ${document.course}`,
    total: document.kind === "tax-invoice" ? "Total refunded (incl. GST)" : "Total refunded",
  };
}

/**
 * The invoice or credit note as a PDF, from its frozen row only, so the same document gives the same bytes. Standard
 * fonts cannot draw '₹', so amounts read 'INR 2,541.53'.
 */
export async function renderInvoicePdf(invoice: TaxDocument): Promise<Uint8Array> {
  const labels = labelsOf(invoice);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${labels.title} ${invoice.number}`);
  pdf.setAuthor(invoice.businessLegalName);
  pdf.setCreator(siteConfig.name);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const text = (
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; alignRight?: boolean } = {},
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = options.size ?? 10;
    const printable = printableIn(font, value);
    const width = font.widthOfTextAtSize(printable, size);
    page.drawText(printable, { x: options.alignRight ? x - width : x, y, size, font, color: options.color ?? INK });
  };

  // The seller, and the document's title.
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND });
  let y = PAGE.height - PAGE.margin - 6;
  text(invoice.businessLegalName, left, y, { size: 15, bold: true });
  text(labels.title.toUpperCase(), right, y, { size: 18, bold: true, color: BRAND, alignRight: true });
  y -= 18;
  for (const line of wrap(fonts.regular, invoice.businessAddress, 9, 300)) {
    text(line, left, y, { size: 9, color: MUTED });
    y -= 12;
  }
  if (invoice.businessState) {
    text(`State: ${stateWithCode(invoice.businessState)}`, left, y, { size: 9, color: MUTED });
    y -= 12;
  }
  if (invoice.businessGstin) {
    text(`GSTIN: ${invoice.businessGstin}`, left, y, { size: 9, bold: true });
    y -= 12;
  }
  text(`${siteConfig.supportEmail} · ${siteConfig.phoneDisplay}`, left, y, { size: 9, color: MUTED });

  // Number, date and place of supply on the right; the buyer below.
  const facts: [string, string][] = [
    [labels.numberLabel, invoice.number],
    ["Date", indiaDate(invoice.issuedAt)],
  ];
  if (isCreditNote(invoice)) {
    facts.push([invoice.kind === "receipt" ? "Original receipt" : "Original invoice", invoice.invoiceNumber]);
    facts.push(["Invoice date", indiaDate(invoice.invoiceIssuedAt)]);
  }
  if (invoice.placeOfSupply) facts.push(["Place of supply", stateWithCode(invoice.placeOfSupply)]);
  if (invoice.kind === "export-invoice") facts.push(["Place of supply", "Outside India"]);
  if (invoice.paymentReference) facts.push([labels.referenceLabel, invoice.paymentReference]);
  let factY = PAGE.height - PAGE.margin - 32;
  for (const [label, value] of facts) {
    text(label, right - 170, factY, { size: 9, color: MUTED });
    text(value, right, factY, { size: 9, bold: true, alignRight: true });
    factY -= 13;
  }

  y = Math.min(y, factY) - 22;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: RULE });
  y -= 20;
  text("BILLED TO", left, y, { size: 8, bold: true, color: MUTED });
  y -= 15;
  text(invoice.buyerName, left, y, { size: 11, bold: true });
  y -= 13;
  const buyerLines = [invoice.buyerEmail];
  if (invoice.buyerState) buyerLines.push(`State: ${stateWithCode(invoice.buyerState)}`);
  if (invoice.buyerGstin) buyerLines.push(`GSTIN: ${invoice.buyerGstin}`);
  for (const line of buyerLines) {
    text(line, left, y, { size: 9.5 });
    y -= 13;
  }

  // The line of the course and the totals.
  y -= 16;
  const columns = { description: left + 10, sac: right - 190, amount: right - 10 };
  page.drawRectangle({ x: left, y: y - 7, width: right - left, height: 22, color: SHADE });
  text("Description", columns.description, y, { size: 9, bold: true });
  if (invoice.kind !== "receipt") text("SAC", columns.sac, y, { size: 9, bold: true });
  text(invoice.kind === "receipt" ? "Amount" : "Taxable value", columns.amount, y, { size: 9, bold: true, alignRight: true });
  y -= 26;
  text(labels.line, columns.description, y, { size: 10 });
  if (invoice.kind !== "receipt") text(SAC_CODE, columns.sac, y, { size: 10 });
  text(money(invoice.taxable, invoice.currency), columns.amount, y, { size: 10, alignRight: true });
  y -= 14;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: RULE });

  const totals: [string, number][] = [];
  if (invoice.kind === "tax-invoice") {
    totals.push(["Taxable value", invoice.taxable]);
    if (invoice.placeOfSupply === invoice.businessState) {
      totals.push([`CGST @ ${GST_RATE_PERCENT / 2}%`, invoice.cgst], [`SGST @ ${GST_RATE_PERCENT / 2}%`, invoice.sgst]);
    } else totals.push([`IGST @ ${GST_RATE_PERCENT}%`, invoice.igst]);
  }
  if (invoice.kind === "export-invoice") totals.push(["Taxable value", invoice.taxable], ["IGST @ 0% (zero-rated)", 0]);
  y -= 20;
  for (const [label, value] of totals) {
    text(label, columns.sac, y, { size: 9.5, color: MUTED });
    text(money(value, invoice.currency), columns.amount, y, { size: 9.5, alignRight: true });
    y -= 15;
  }
  y -= 10;
  page.drawRectangle({ x: columns.sac - 10, y: y - 9, width: right - columns.sac + 10, height: 26, color: SHADE });
  text(labels.total, columns.sac, y, { size: 11, bold: true });
  text(money(invoice.amount, invoice.currency), columns.amount, y, { size: 11, bold: true, alignRight: true });
  y -= 40;

  if (invoice.kind === "export-invoice") {
    text(EXPORT_NOTE, left, y, { size: 9.5, bold: true });
    y -= 16;
  }
  if (invoice.kind === "tax-invoice") text("Tax payable on reverse charge: No", left, y, { size: 9, color: MUTED });

  page.drawLine({ start: { x: left, y: 70 }, end: { x: right, y: 70 }, thickness: 0.8, color: RULE });
  const footer = `This is a computer-generated ${labels.title.toLowerCase()} and needs no signature. Questions: ${siteConfig.supportEmail}`;
  text(footer, left, 56, { size: 8, color: MUTED });
  drawPageNumber(page, fonts.regular);
  return pdf.save({ useObjectStreams: false });
}

function drawPageNumber(page: PDFPage, font: PDFFont) {
  page.drawText("Page 1 of 1", {
    x: PAGE.width - PAGE.margin - font.widthOfTextAtSize("Page 1 of 1", 8),
    y: 56,
    size: 8,
    font,
    color: MUTED,
  });
}

/** 'INR 2,541.53': the money module's figure with the currency's code for its symbol. */
function money(minor: number, currency: TaxDocument["currency"]) {
  return `${currency} ${formatMoney(minor, currency).replace(/^[^\d-]+/, "")}`;
}

function stateWithCode(name: string) {
  const state = findIndianState(name);
  return state ? `${state.name} (${state.gstCode})` : name;
}

/** '23 Nov 2026', '5 Dec 2026': the issue date on a clock in India, as the documents have always printed it. */
const indiaDate = (instant: Date) => formatIndiaDate(instant, { padDay: false });

/**
 * The text as the standard font can draw it (WinAnsi): accents are dropped ('é' → 'e'), anything else becomes
 * '?'. A buyer's name in another script is still on the row; embedding a Unicode font would print it.
 */
function printableIn(font: PDFFont, value: string) {
  return Array.from(value.normalize("NFKD").replace(/\p{M}/gu, ""))
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of printableIn(font, value).split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
