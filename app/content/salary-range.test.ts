import { describe, expect, it } from "vitest";
import { INR_PER_USD } from "~/payments/pricing";
import { formatInrEquivalent, formatInrShort, formatUsdRange } from "./salary-range";

describe("salary ranges of the AI-jobs page", () => {
  it("writes dollar ranges in thousands", () => {
    expect(formatUsdRange({ minThousands: 80, maxThousands: 130 })).toBe("$80K - $130K");
  });

  it("writes rupees in lakh below one crore and in crore (one decimal) from there", () => {
    expect(formatInrShort(6_640_000)).toBe("₹66L");
    expect(formatInrShort(9_960_000)).toBe("₹1Cr");
    expect(formatInrShort(10_000_000)).toBe("₹1Cr");
    expect(formatInrShort(10_790_000)).toBe("₹1.1Cr");
    expect(formatInrShort(20_750_000)).toBe("₹2.1Cr");
  });

  it("converts at the site's one rate, the spec's 83 ₹/$ (spec 1 §9), up to the ₹2.1Cr spec 2 §9 quotes", () => {
    expect(INR_PER_USD).toBe(83);
    expect(formatInrEquivalent({ minThousands: 100, maxThousands: 170 })).toBe("₹83L - ₹1.4Cr");
    expect(formatInrEquivalent({ minThousands: 150, maxThousands: 250 })).toBe("₹1.2Cr - ₹2.1Cr");
    expect(formatInrEquivalent({ minThousands: 80, maxThousands: 130 })).toBe("₹66L - ₹1.1Cr");
  });
});
