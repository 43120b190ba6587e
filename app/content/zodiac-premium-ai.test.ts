import { describe, expect, it } from "vitest";
import { formatInr } from "~/domain/price-display";
import { zodiacPremiumCourse } from "./zodiac-premium-ai";

describe("Zodiac Premium AI pricing (spec 2 §9)", () => {
  it("lists ₹34,999 and offers ₹3,999 × 4 = ₹15,996", () => {
    expect(formatInr(zodiacPremiumCourse.listPriceInrPaise)).toBe("₹34,999");
    expect(formatInr(zodiacPremiumCourse.monthlyPrice.inrPaise)).toBe("₹3,999");
    expect(zodiacPremiumCourse.monthlyPrice.inrPaise * zodiacPremiumCourse.months).toBe(zodiacPremiumCourse.fullCourseInrPaise);
    expect(formatInr(zodiacPremiumCourse.fullCourseInrPaise)).toBe("₹15,996");
  });
});
