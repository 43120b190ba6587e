import { describe, expect, it } from "vitest";
import { financialYearOf, formatInvoiceNumber, MAX_INVOICE_NUMBER_LENGTH } from "./invoice-number";

describe("financialYearOf", () => {
  it("starts the year on 1 April in India time, not UTC", () => {
    // 31 March 2027 23:59 IST is 18:29 UTC: still 26-27. 1 April 00:00 IST is 31 March 18:30 UTC: 27-28.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("26-27");
    expect(financialYearOf(new Date("2026-11-23T12:00:00Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2027-01-15T12:00:00Z"))).toBe("26-27");
  });

  it("writes a century's turn with two digits", () => {
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("99-00");
    expect(financialYearOf(new Date("2100-02-01T00:00:00Z"))).toBe("99-00");
  });
});

describe("formatInvoiceNumber", () => {
  it("pads the sequence to six digits", () => {
    expect(formatInvoiceNumber("26-27", 123)).toBe("AEA/26-27/000123");
    expect(formatInvoiceNumber("26-27", 1)).toBe("AEA/26-27/000001");
  });

  it("stays within CGST Rule 46's 16 characters and refuses to go past them", () => {
    expect(formatInvoiceNumber("26-27", 999_999)).toHaveLength(MAX_INVOICE_NUMBER_LENGTH);
    expect(() => formatInvoiceNumber("26-27", 1_000_000)).toThrow(/16 characters/);
    expect(() => formatInvoiceNumber("26-27", 1, "AEAX")).toThrow(/16 characters/);
  });

  it("refuses a sequence that is not a positive whole number", () => {
    expect(() => formatInvoiceNumber("26-27", 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("26-27", 1.5)).toThrow(RangeError);
  });
});
