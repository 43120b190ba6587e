import { describe, expect, it } from "vitest";
import { decimalAmount, formatInr, formatUsd, monthlyInrLabel } from "./price-display";

describe("price display", () => {
  it("formats rupees with Indian grouping and no decimals", () => {
    expect(formatInr(299_900)).toBe("₹2,999");
    expect(formatInr(3_499_900)).toBe("₹34,999");
    expect(formatInr(1_599_600)).toBe("₹15,996");
    expect(formatInr(19_900)).toBe("₹199");
    expect(formatInr(10_000_000)).toBe("₹1,00,000");
  });

  it("formats dollars with cents only when there are some", () => {
    expect(formatUsd(14_900)).toBe("$149");
    expect(formatUsd(119_200)).toBe("$1,192");
    expect(formatUsd(499)).toBe("$4.99");
    expect(formatUsd(1_999)).toBe("$19.99");
    expect(formatUsd(59_950)).toBe("$599.50");
  });

  it("gives structured data a plain decimal amount", () => {
    expect(decimalAmount(299_900)).toBe("2999");
    expect(decimalAmount(499)).toBe("4.99");
    expect(decimalAmount(1_205)).toBe("12.05");
    expect(decimalAmount(0)).toBe("0");
    expect(() => decimalAmount(-1)).toThrow(RangeError);
    expect(() => decimalAmount(1.5)).toThrow(RangeError);
  });

  it("labels a monthly enrolment button with the rupee price", () => {
    expect(monthlyInrLabel({ inrPaise: 1_199_900, usdCents: 59_900 })).toBe("₹11,999/month");
  });
});
