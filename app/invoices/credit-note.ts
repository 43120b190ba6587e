// A credit note for each processed refund, referencing the payment's invoice (docs/decisions/0038-refunds.md).
// Its own gapless series per financial year, e.g. CN/26-27/000001 (15 characters, within CGST Rule 46's 16).
import { taxableValueOf, type InvoiceKind } from "./gst";

/** The credit notes' series prefix: short, so year and six digits fit in Rule 46's 16 characters. */
export const CREDIT_NOTE_PREFIX = "CN";

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The invoice a credit note reverses, as far as the split of its figures goes. */
export interface CreditedInvoice {
  kind: InvoiceKind;
  amount: number;
  placeOfSupply: string | null;
  businessState: string | null;
}

/** How the first `refundedMinor` of the invoice's amount splits, the way the invoice split the whole of it. */
function splitOfFirst(invoice: CreditedInvoice, refundedMinor: number): TaxSplit {
  if (invoice.kind !== "tax-invoice") return { taxable: refundedMinor, cgst: 0, sgst: 0, igst: 0 };
  const taxable = taxableValueOf(refundedMinor);
  const tax = refundedMinor - taxable;
  if (invoice.placeOfSupply === invoice.businessState) {
    const cgst = Math.ceil(tax / 2);
    return { taxable, cgst, sgst: tax - cgst, igst: 0 };
  }
  return { taxable, cgst: 0, sgst: 0, igst: tax };
}

/**
 * A refund's split as everything credited so far minus what was credited before, so the credit notes of a full
 * refund add up to the invoice to the paisa, line by line.
 */
export function creditNoteSplit(
  invoice: CreditedInvoice,
  credit: { creditedBeforeMinor: number; refundMinor: number },
): TaxSplit {
  const before = splitOfFirst(invoice, credit.creditedBeforeMinor);
  const after = splitOfFirst(invoice, credit.creditedBeforeMinor + credit.refundMinor);
  return {
    taxable: after.taxable - before.taxable,
    cgst: after.cgst - before.cgst,
    sgst: after.sgst - before.sgst,
    igst: after.igst - before.igst,
  };
}
