import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDIT_NOTE_PREFIX, creditNoteSplit } from "./credit-note";
import { gstBreakdown } from "./gst";
import { formatInvoiceNumber, MAX_INVOICE_NUMBER_LENGTH } from "./invoice-number";

function invoiceOf(amountMinor: number, currency: "INR" | "USD", buyerState: string | null, businessRegistered = true) {
  const breakdown = gstBreakdown({ amountMinor, currency, buyerState, businessState: "Karnataka", businessRegistered });
  return { ...breakdown, amount: amountMinor, businessState: businessRegistered ? "Karnataka" : null };
}

describe("credit note numbers", () => {
  it("have their own series within CGST Rule 46's 16 characters", () => {
    const number = formatInvoiceNumber("26-27", 999_999, CREDIT_NOTE_PREFIX);
    expect(number).toBe("CN/26-27/999999");
    expect(number.length).toBeLessThanOrEqual(MAX_INVOICE_NUMBER_LENGTH);
  });
});

describe("creditNoteSplit", () => {
  it("splits a part refund the way the invoice split the payment: CGST + SGST within the state", () => {
    const invoice = invoiceOf(2_999_00, "INR", "Karnataka");
    const first = creditNoteSplit(invoice, { creditedBeforeMinor: 0, refundMinor: 1_499_50 });
    expect(first).toEqual({ taxable: 1_270_76, cgst: 11_437, sgst: 11_437, igst: 0 });
    const rest = creditNoteSplit(invoice, { creditedBeforeMinor: 1_499_50, refundMinor: 1_499_50 });
    expect(first.taxable + rest.taxable).toBe(invoice.taxable);
    expect(first.cgst + rest.cgst).toBe(invoice.cgst);
    expect(first.sgst + rest.sgst).toBe(invoice.sgst);
  });

  it("charges back IGST to another state, nothing on an export or a receipt", () => {
    expect(creditNoteSplit(invoiceOf(11_999_00, "INR", "Maharashtra"), { creditedBeforeMinor: 0, refundMinor: 118_00 })).toEqual({
      taxable: 100_00,
      cgst: 0,
      sgst: 0,
      igst: 18_00,
    });
    expect(creditNoteSplit(invoiceOf(149_00, "USD", null), { creditedBeforeMinor: 0, refundMinor: 49_00 })).toEqual({
      taxable: 49_00,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(creditNoteSplit(invoiceOf(2_999_00, "INR", null, false), { creditedBeforeMinor: 0, refundMinor: 2_999_00 })).toEqual({
      taxable: 2_999_00,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });

  it("each note adds up to its refund, and the notes of a full refund add up to the invoice line by line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom("INR" as const, "USD" as const),
        fc.constantFrom("Karnataka", "Maharashtra", null),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        (amount, currency, buyerState, parts) => {
          const invoice = invoiceOf(amount, currency, buyerState);
          const total = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
          let credited = 0;
          for (const part of [...parts, amount]) {
            const refundMinor = Math.min(part, amount - credited);
            if (refundMinor === 0) break;
            const split = creditNoteSplit(invoice, { creditedBeforeMinor: credited, refundMinor });
            expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(refundMinor);
            for (const value of Object.values(split)) expect(value).toBeGreaterThanOrEqual(0);
            for (const key of ["taxable", "cgst", "sgst", "igst"] as const) total[key] += split[key];
            credited += refundMinor;
          }
          expect(credited).toBe(amount);
          expect(total).toEqual({ taxable: invoice.taxable, cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst });
        },
      ),
    );
  });
});
