import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalToMinor, formatMoney, formatMoneyCompact, minorToDecimal, percentOf, wholePercent } from "./money";

describe("amounts between minor units and the database's numeric text", () => {
  it("converts between minor units and numeric(12,2) text without floats", () => {
    expect(minorToDecimal(755_748)).toBe("7557.48");
    expect(minorToDecimal(5)).toBe("0.05");
    expect(minorToDecimal(0)).toBe("0.00");
    expect(minorToDecimal(-1_250)).toBe("-12.50");
    expect(decimalToMinor("7557.48")).toBe(755_748);
    expect(decimalToMinor("2999")).toBe(299_900);
    expect(decimalToMinor("12.5")).toBe(1250);
    expect(decimalToMinor("-12.50")).toBe(-1_250);
    expect(() => decimalToMinor("1e3")).toThrow();
  });

  it("reads decimal text exactly into minor units", () => {
    expect(decimalToMinor("2999.00")).toBe(299_900);
    expect(decimalToMinor("2789.07")).toBe(278_907);
    expect(decimalToMinor("4.9")).toBe(490);
    expect(decimalToMinor("100")).toBe(10_000);
    expect(decimalToMinor(149)).toBe(14_900);
    expect(() => decimalToMinor("12,00")).toThrow();
  });

  it("minor units survive the round trip through the database's numeric text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor))).toBe(minor);
      }),
    );
  });
});

describe("formatting", () => {
  it("formats with the currency's symbol and grouping, two decimals by default", () => {
    expect(formatMoney(1_199_600, "INR")).toBe("₹11,996.00");
    expect(formatMoney(10_000_000, "INR")).toBe("₹1,00,000.00");
    expect(formatMoney(119_200, "USD")).toBe("$1,192.00");
    expect(formatMoney(50_915, "USD")).toBe("$509.15");
  });

  it("formats with Indian grouping for rupees and decimals only when there are paise, when asked", () => {
    const fractional = { decimals: "when-fractional" } as const;
    expect(formatMoney(11_996_00, "INR", fractional)).toBe("₹11,996");
    expect(formatMoney(1_23_456_00, "INR", fractional)).toBe("₹1,23,456");
    expect(formatMoney(278_907, "INR", fractional)).toBe("₹2,789.07");
    expect(formatMoney(2_396_00, "USD", fractional)).toBe("$2,396");
    expect(formatMoney(499, "USD", fractional)).toBe("$4.99");
    expect(formatMoney(0, "INR", fractional)).toBe("₹0");
  });
});

describe("compact figures", () => {
  it("shortens an amount in the notation of the currency's country", () => {
    expect(formatMoneyCompact(1_20_000_00, "INR")).toBe("₹1.2L");
    expect(formatMoneyCompact(12_000_00, "USD")).toBe("$12K");
    expect(formatMoneyCompact(999_00, "INR")).toBe("₹999");
  });
});

describe("percentages", () => {
  it("takes a percent of an amount, rounded half up", () => {
    expect(percentOf(278_907, 10)).toBe(27_891);
    expect(percentOf(464, 10)).toBe(46);
    expect(percentOf(465, 10)).toBe(47);
    expect(percentOf(299_900, 93)).toBe(278_907);
  });

  it("tells what whole percent of a total a part is, never above 100", () => {
    expect(wholePercent(5_998_00, 11_996_00)).toBe(50);
    expect(wholePercent(10, 25)).toBe(40);
    expect(wholePercent(2, 3)).toBe(66);
    expect(wholePercent(30, 25)).toBe(100);
  });
});
