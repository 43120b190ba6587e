// GST on a course fee (docs/decisions/0034-tax-invoices.md). The site's prices include GST at 18 %: the tax is taken
// out of the amount paid, in paise, rounded once, and the parts always add up to the amount to the paisa.

export type InvoiceKind = "tax-invoice" | "export-invoice" | "receipt";

/** Printed on a zero-rated export invoice (IGST Act s.16: export of services under a letter of undertaking). */
export const EXPORT_NOTE = "Supply meant for export under LUT without payment of IGST";
/** Services Accounting Code of commercial training and coaching services. */
export const SAC_CODE = "999293";
export const GST_RATE_PERCENT = 18;

export interface GstBreakdown {
  kind: InvoiceKind;
  /** Taxable value, in the payment's minor units. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The state whose tax applies (the place of supply); null for a receipt or an export. */
  placeOfSupply: string | null;
}

/**
 * The taxable value inside a GST-inclusive amount: amount × 100 / 118, rounded half up to the paisa, once.
 * Integer arithmetic: ⌊(100·amount + 59) / 118⌋ (an exact half never occurs: 100/118 = 50/59, an odd denominator). Both operands are exact integers far below 2^53, so the division
 * lands within 1/118 of an integer and `Math.floor` reads it exactly.
 */
export function taxableValueOf(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor * 100) || amountMinor < 0) throw new RangeError(`not an amount in paise: ${amountMinor}`);
  return Math.floor((amountMinor * 100 + 59) / 118);
}

/**
 * How a payment's amount splits into taxable value and tax.
 * - No business GSTIN: a plain receipt, the whole amount and no tax lines.
 * - A USD payer (outside India): a zero-rated export, the whole amount taxable at 0.
 * - Otherwise the place of supply is the buyer's state when known, else the business's (IGST Act s.12(2)(b));
 *   the same state as the business's pays CGST 9 % + SGST 9 %, another state IGST 18 %. The two halves split
 *   the tax exactly: CGST takes the odd paisa (CGST = ⌈tax / 2⌉, SGST = tax − CGST).
 */
export function gstBreakdown(payment: {
  amountMinor: number;
  currency: "INR" | "USD";
  buyerState: string | null;
  businessState: string;
  businessRegistered: boolean;
}): GstBreakdown {
  const { amountMinor } = payment;
  const untaxed = { taxable: amountMinor, cgst: 0, sgst: 0, igst: 0, placeOfSupply: null };
  if (!payment.businessRegistered) return { kind: "receipt", ...untaxed };
  if (payment.currency === "USD") return { kind: "export-invoice", ...untaxed };

  const taxable = taxableValueOf(amountMinor);
  const tax = amountMinor - taxable;
  const placeOfSupply = payment.buyerState ?? payment.businessState;
  if (placeOfSupply === payment.businessState) {
    const cgst = Math.ceil(tax / 2);
    return { kind: "tax-invoice", taxable, cgst, sgst: tax - cgst, igst: 0, placeOfSupply };
  }
  return { kind: "tax-invoice", taxable, cgst: 0, sgst: 0, igst: tax, placeOfSupply };
}
