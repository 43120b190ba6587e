import { describe, expect, it } from "vitest";
import { formatInrEquivalent, formatInrShort, formatUsdRange } from "./salary-range";

describe("salary ranges of the AI-jobs page", () => {
  it("writes dollar ranges in thousands", () => {
    expect(formatUsdRange({ minThousands: 80, maxThousands: 130 })).toBe("$80K - $130K");
  });

  it("writes rupees in lakh below one crore and in crore from there", () => {
    expect(formatInrShort(6_720_000)).toBe("₹67L");
    expect(formatInrShort(9_960_000)).toBe("₹1Cr");
    expect(formatInrShort(10_000_000)).toBe("₹1Cr");
    expect(formatInrShort(10_920_000)).toBe("₹1.09Cr");
    expect(formatInrShort(21_000_000)).toBe("₹2.1Cr");
  });

  it("converts the top of the scale to the ₹2.1Cr the spec quotes", () => {
    expect(formatInrEquivalent({ minThousands: 150, maxThousands: 250 })).toBe("₹1.26Cr - ₹2.1Cr");
    expect(formatInrEquivalent({ minThousands: 80, maxThousands: 130 })).toBe("₹67L - ₹1.09Cr");
  });
});
