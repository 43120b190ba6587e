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
 * The taxable value inside a GST-inclusive amount, rounded half up once: ⌊(100·amount + 59) / 118⌋ in integers
 * (an exact half never occurs, and the division lands close enough for `Math.floor` to read it exactly).
 */
export function taxableValueOf(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor * 100) || amountMinor < 0) throw new RangeError(`not an amount in paise: ${amountMinor}`);
  return Math.floor((amountMinor * 100 + 59) / 118);
}

/**
 * A plain receipt without a business GSTIN; a USD payer's export is zero-rated; otherwise by place of supply (IGST Act
 * s.12(2)(b)): CGST + SGST 9 % each, CGST taking the odd paisa, or IGST 18 % for another state.
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
