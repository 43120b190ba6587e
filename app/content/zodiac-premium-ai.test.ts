import { describe, expect, it } from "vitest";
import { formatInr, formatUsd } from "~/payments/price-display";
import { quotePrice, ZODIAC_COURSE } from "~/payments/pricing";
import { zodiacPremiumCourse as course } from "./zodiac-premium-ai";

describe("Zodiac Premium AI pricing (spec 2 §9)", () => {
  it("lists ₹34,999 and offers ₹3,999 × 4 = ₹15,996", () => {
    expect(formatInr(course.listPriceInrPaise)).toBe("₹34,999");
    expect(formatInr(course.monthlyPrice.inrPaise)).toBe("₹3,999");
    expect(course.monthlyPrice.inrPaise * course.months).toBe(course.fullCoursePrice.inrPaise);
    expect(formatInr(course.fullCoursePrice.inrPaise)).toBe("₹15,996");
  });

  it("quotes what the payment dialog charges, month by month and for 4 months upfront (spec 1 §9: 7 % more off)", () => {
    for (const [country, key] of [
      ["India", "inrPaise"],
      ["US", "usdCents"],
    ] as const) {
      expect(course.monthlyPrice[key]).toBe(quotePrice({ course: ZODIAC_COURSE, country })!.total);
      expect(course.upfrontPrice[key]).toBe(quotePrice({ course: ZODIAC_COURSE, country, payUpfront: true })!.total);
    }
    expect(formatInr(course.upfrontPrice.inrPaise)).toBe("₹14,876.28");
    expect(formatUsd(course.upfrontPrice.usdCents)).toBe("$740.28");
  });
});
