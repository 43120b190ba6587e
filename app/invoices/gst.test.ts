import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstBreakdown, taxableValueOf } from "./gst";

const registered = { businessState: "Karnataka", businessRegistered: true } as const;

describe("taxableValueOf", () => {
  it("takes 18 % GST out of a GST-inclusive price, rounded half up to the paisa", () => {
    expect(taxableValueOf(118_00)).toBe(100_00);
    expect(taxableValueOf(2_999_00)).toBe(2_541_53); // 254152.54… → 254153
    expect(taxableValueOf(199_00)).toBe(168_64); // 16864.41…
    expect(taxableValueOf(59)).toBe(50); // exactly 50
    expect(taxableValueOf(1)).toBe(1); // 0.847… → 1
    expect(taxableValueOf(0)).toBe(0);
  });

  it("never meets a half paisa (a × 100 / 118 = 50a / 59, an odd denominator), so the rounding rule is unambiguous", () => {
    for (let amount = 0; amount < 20_000; amount += 1) {
      expect((amount * 100) % 118).not.toBe(59);
      expect(taxableValueOf(amount)).toBe(Math.round((amount * 100) / 118));
    }
  });
});

describe("gstBreakdown", () => {
  it("splits the tax into CGST and SGST within the business's state, CGST taking the odd paisa", () => {
    const breakdown = gstBreakdown({ amountMinor: 2_999_00, currency: "INR", buyerState: "Karnataka", ...registered });
    expect(breakdown).toEqual({
      kind: "tax-invoice",
      taxable: 2_541_53,
      cgst: 22_874,
      sgst: 22_873,
      igst: 0,
      placeOfSupply: "Karnataka",
    });
  });

  it("charges IGST to a buyer in another state", () => {
    const breakdown = gstBreakdown({ amountMinor: 11_999_00, currency: "INR", buyerState: "Maharashtra", ...registered });
    expect(breakdown).toEqual({
      kind: "tax-invoice",
      taxable: 10_168_64,
      cgst: 0,
      sgst: 0,
      igst: 1_830_36,
      placeOfSupply: "Maharashtra",
    });
  });

  it("takes the business's state as the place of supply when the buyer's is unknown (IGST Act s.12(2)(b))", () => {
    const breakdown = gstBreakdown({ amountMinor: 199_00, currency: "INR", buyerState: null, ...registered });
    expect(breakdown.placeOfSupply).toBe("Karnataka");
    expect(breakdown.igst).toBe(0);
    expect(breakdown.cgst + breakdown.sgst).toBe(199_00 - 168_64);
  });

  it("zero-rates a USD payer's export", () => {
    expect(gstBreakdown({ amountMinor: 509_15, currency: "USD", buyerState: null, ...registered })).toEqual({
      kind: "export-invoice",
      taxable: 509_15,
      cgst: 0,
      sgst: 0,
      igst: 0,
      placeOfSupply: null,
    });
  });

  it("issues a plain receipt without tax lines when the business has no GSTIN", () => {
    const breakdown = gstBreakdown({
      amountMinor: 2_999_00,
      currency: "INR",
      buyerState: "Karnataka",
      businessState: "Karnataka",
      businessRegistered: false,
    });
    expect(breakdown).toEqual({ kind: "receipt", taxable: 2_999_00, cgst: 0, sgst: 0, igst: 0, placeOfSupply: null });
  });

  it("adds up to the amount paid, to the paisa, for any amount, state and currency", () => {
    const states = ["Karnataka", "Maharashtra", "Delhi", "Kerala", null];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(...states),
        fc.constantFrom("INR" as const, "USD" as const),
        fc.boolean(),
        (amountMinor, buyerState, currency, businessRegistered) => {
          const b = gstBreakdown({ amountMinor, currency, buyerState, businessState: "Karnataka", businessRegistered });
          expect(b.taxable + b.cgst + b.sgst + b.igst).toBe(amountMinor);
          for (const part of [b.taxable, b.cgst, b.sgst, b.igst]) expect(Number.isInteger(part) && part >= 0).toBe(true);
          if (b.kind === "tax-invoice") {
            // The tax is 18 % of the taxable value to within the single rounding of the taxable value.
            expect(Math.abs((b.cgst + b.sgst + b.igst) * 100 - b.taxable * 18)).toBeLessThanOrEqual(118 / 2);
            expect(b.cgst - b.sgst === 0 || b.cgst - b.sgst === 1).toBe(true);
            expect(b.igst === 0 || b.cgst + b.sgst === 0).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
