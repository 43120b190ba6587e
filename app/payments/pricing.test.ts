import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  classifyCouponText,
  convertMinor,
  COUNTRIES,
  currencyFor,
  findCatalogueItem,
  offersUpfront,
  quotePrice,
  referralCredit,
  RENEWAL_COURSE,
  toProviderPaise,
  type Country,
} from "./pricing";
import { formatMoney } from "~/platform/money";

describe("text that names an object member", () => {
  it.each(["__proto__", "constructor", "toString"])("is no course: %s", (course) => {
    expect(() => quotePrice({ course, country: "India" })).not.toThrow();
    expect(quotePrice({ course, country: "India" })).toBeUndefined();
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])("reads %s as a code for the server to look up", (text) => {
    expect(classifyCouponText(text)).toEqual({ kind: "code", code: text.toLowerCase(), text });
  });
});

describe("countries and currency (spec 1 §9)", () => {
  it("India pays in INR and every other country in USD", () => {
    expect(COUNTRIES).toEqual(["India", "US", "Canada", "South America", "Rest of Asia & Australia", "Africa"]);
    expect(currencyFor("India")).toBe("INR");
    for (const country of COUNTRIES.filter((name) => name !== "India")) expect(currencyFor(country)).toBe("USD");
  });
});

describe("catalogue (spec 1 §9 'Per-month prices')", () => {
  it("holds every item with its INR and USD price in minor units", () => {
    const prices = Object.fromEntries(CATALOGUE.map((item) => [item.name, [item.price.INR, item.price.USD]]));
    expect(prices).toEqual({
      "Agentic AI": [299_900, 14_900],
      "Vibe Coding": [299_900, 14_900],
      "Python for ML & AI": [299_900, 14_900],
      "4 Months AI Certification For Professionals": [299_900, 14_900],
      "PowerBI & Tableau": [299_900, 14_900],
      "O365 & Excel Automation": [299_900, 14_900],
      "Quantum Computing": [1_199_900, 59_900],
      "Zodiac Premium AI Course": [399_900, 19_900],
      Masterclass: [19_900, 499],
      "Renewal Fee (Existing Student Only)": [299_900, 14_900],
    });
  });

  it("offers '4 months upfront' only for the 4-month courses", () => {
    expect(offersUpfront(findCatalogueItem("Agentic AI"))).toBe(true);
    expect(offersUpfront(findCatalogueItem("Zodiac Premium AI Course"))).toBe(true);
    expect(offersUpfront(findCatalogueItem("Masterclass"))).toBe(false);
    expect(offersUpfront(findCatalogueItem(RENEWAL_COURSE))).toBe(false);
    expect(offersUpfront(undefined)).toBe(false);
  });

  it("finds items by name, case-insensitively, and by the course pages' titles", () => {
    expect(findCatalogueItem(" agentic ai ")?.name).toBe("Agentic AI");
    expect(findCatalogueItem("Agentic AI Development")?.name).toBe("Agentic AI");
    expect(findCatalogueItem("Vive Coding")?.name).toBe("Vibe Coding");
    expect(findCatalogueItem("Business Intelligence with Power BI & Tableau")?.name).toBe("PowerBI & Tableau");
    expect(findCatalogueItem("Build AI Projects")).toBeUndefined();
    expect(findCatalogueItem("")).toBeUndefined();
  });
});

describe("coupon or referral text (spec 1 §5)", () => {
  it("reads codes trimmed, with a lower-cased form for the lookup", () => {
    expect(classifyCouponText("  Save10 ")).toEqual({ kind: "code", code: "save10", text: "Save10" });
  });
  it("treats text with '@' and '.' as a referral e-mail, lower-cased", () => {
    expect(classifyCouponText(" Friend@Example.COM ")).toEqual({ kind: "referral", email: "friend@example.com" });
  });
  it("calls any other text a code and blank text empty", () => {
    expect(classifyCouponText("a@b")).toEqual({ kind: "code", code: "a@b", text: "a@b" });
    expect(classifyCouponText("   ")).toEqual({ kind: "empty" });
    expect(classifyCouponText(undefined)).toEqual({ kind: "empty" });
  });
});

describe("quotes (spec 1 §9 'Discounts and totals')", () => {
  // The server grants 15 % for one spec coupon and 30 % for the other (spec 1 §9); here only the percent matters.
  const coupon15 = { kind: "coupon", percent: 15 } as const;
  const coupon30 = { kind: "coupon", percent: 30 } as const;
  const referral = { kind: "referral" } as const;

  it("worked example: US, Quantum Computing, the 15 % coupon → 509.15 USD → 4 225 945 paise", () => {
    const quote = quotePrice({ course: "Quantum Computing", country: "US", discount: coupon15 })!;
    expect(quote.currency).toBe("USD");
    expect(quote.base).toBe(59_900);
    expect(quote.total).toBe(50_915);
    expect(formatMoney(quote.total, quote.currency)).toBe("$509.15");
    expect(quote.providerAmountPaise).toBe(4_225_945);
  });

  it("worked example: India, Agentic AI, upfront + the 30 % coupon → ₹7,557.48 → 755 748 paise", () => {
    const quote = quotePrice({ course: "Agentic AI", country: "India", discount: coupon30, payUpfront: true })!;
    expect(quote.base).toBe(1_199_600);
    expect(quote.discounts).toEqual([
      { kind: "coupon", percent: 30, amount: 359_880 },
      { kind: "upfront", percent: 7, amount: 83_972 },
    ]);
    expect(quote.total).toBe(755_748);
    expect(formatMoney(quote.total, quote.currency)).toBe("₹7,557.48");
    expect(quote.providerAmountPaise).toBe(755_748);
    expect(quote.duration).toBe("4 months (upfront)");
  });

  it("charges one month's price without options", () => {
    const quote = quotePrice({ course: "Vibe Coding", country: "India" })!;
    expect([quote.base, quote.total, quote.months, quote.duration]).toEqual([299_900, 299_900, 1, "1 month"]);
  });

  it("ignores the upfront option for the masterclass and for renewals", () => {
    const masterclass = quotePrice({ course: "Masterclass", country: "Canada", payUpfront: true })!;
    expect([masterclass.total, masterclass.upfront, masterclass.months, masterclass.duration]).toEqual([
      499,
      false,
      null,
      "2 hours",
    ]);
    const renewal = quotePrice({ course: RENEWAL_COURSE, country: "India", payUpfront: true, renewalMonths: 2 })!;
    expect([renewal.base, renewal.upfront]).toEqual([599_800, false]);
  });

  it("multiplies a renewal by its months, 1 to 4, clamping anything else", () => {
    expect(quotePrice({ course: RENEWAL_COURSE, country: "US", renewalMonths: 3 })!.total).toBe(44_700);
    expect(quotePrice({ course: RENEWAL_COURSE, country: "US", renewalMonths: 9 })!.months).toBe(4);
    expect(quotePrice({ course: RENEWAL_COURSE, country: "US", renewalMonths: 0 })!.months).toBe(1);
    expect(quotePrice({ course: RENEWAL_COURSE, country: "US", renewalMonths: 2 })!.duration).toBe("2 months");
  });

  it("gives the 7 % referral discount only when the server granted it", () => {
    const asked = { course: "Agentic AI", country: "India" as const };
    expect(quotePrice({ ...asked, discount: { kind: "none" } })!.total).toBe(299_900);
    expect(quotePrice(asked)!.total).toBe(299_900);
    const valid = quotePrice({ ...asked, discount: referral })!;
    expect(valid.total).toBe(278_907); // 2999 less 7 %: ₹2,789.07
    expect(valid.discounts).toEqual([{ kind: "referral", percent: 7, amount: 20_993 }]);
  });

  it("grants nothing for a coupon percent that is not a whole positive number, and caps it at 100", () => {
    for (const percent of [0, -5, 2.5, Number.NaN]) {
      expect(quotePrice({ course: "Agentic AI", country: "India", discount: { kind: "coupon", percent } })!.discounts).toEqual(
        [],
      );
    }
    expect(quotePrice({ course: "Agentic AI", country: "India", discount: { kind: "coupon", percent: 250 } })!.total).toBe(0);
  });

  it("adds the referral and upfront discounts, each on the base", () => {
    const quote = quotePrice({ course: "Agentic AI", country: "US", discount: referral, payUpfront: true })!;
    expect(quote.base).toBe(59_600);
    expect(quote.total).toBe(51_256); // 86 % of 596.00
  });

  it("rounds half up once, at the end", () => {
    // 4.99 USD less 7 % = 4.6407 → 4.64; less 15 % = 4.2415 → 4.24; less 30 % = 3.493 → 3.49
    expect(quotePrice({ course: "Masterclass", country: "US", discount: referral })!.total).toBe(464);
    expect(quotePrice({ course: "Masterclass", country: "US", discount: coupon15 })!.total).toBe(424);
    expect(quotePrice({ course: "Masterclass", country: "US", discount: coupon30 })!.total).toBe(349);
    // ₹199 less 15 % = 169.15 exactly; 4 × 4.99 renewal-like sums never pass through floats
    expect(quotePrice({ course: "Masterclass", country: "India", discount: coupon15 })!.total).toBe(16_915);
  });

  it("has no quote for a course outside the catalogue", () => {
    expect(quotePrice({ course: "Build AI Projects", country: "India" })).toBeUndefined();
  });
});

describe("conversions", () => {
  it("charges the provider in paise, USD at 83", () => {
    expect(toProviderPaise(14_900, "USD")).toBe(1_236_700);
    expect(toProviderPaise(299_900, "INR")).toBe(299_900);
  });
  it("converts between INR and USD at 83, rounding half up", () => {
    expect(convertMinor(50_915, "USD", "INR")).toBe(4_225_945);
    expect(convertMinor(299_900, "INR", "USD")).toBe(3_613); // 2999 / 83 = 36.1325…
    expect(convertMinor(8_300 + 41, "INR", "USD")).toBe(100); // 0.4939… rounds down
    expect(convertMinor(8_300 + 42, "INR", "USD")).toBe(101); // 0.506… rounds up
    expect(convertMinor(123, "USD", "USD")).toBe(123);
  });

  it("credits the referrer 10 %, rounded half up", () => {
    expect(referralCredit(278_907)).toBe(27_891);
    expect(referralCredit(464)).toBe(46);
    expect(referralCredit(465)).toBe(47);
  });
});

describe("invariants (property tests)", () => {
  const itemName = fc.constantFrom(...CATALOGUE.map((item) => item.name));
  const country = fc.constantFrom(...COUNTRIES) as fc.Arbitrary<Country>;
  const discount = fc.oneof(
    fc.constant({ kind: "none" } as const),
    fc.constant({ kind: "referral" } as const),
    fc.integer({ min: 1, max: 60 }).map((percent) => ({ kind: "coupon", percent }) as const),
  );
  const input = fc.record({
    course: itemName,
    country,
    discount,
    renewalMonths: fc.integer({ min: -2, max: 8 }),
    payUpfront: fc.boolean(),
  });

  it("the total is an integer, never negative and never above the base", () => {
    fc.assert(
      fc.property(input, (request) => {
        const quote = quotePrice(request)!;
        expect(Number.isInteger(quote.total)).toBe(true);
        expect(quote.total).toBeGreaterThanOrEqual(0);
        expect(quote.total).toBeLessThanOrEqual(quote.base);
      }),
    );
  });

  it("the currency always matches the country, and the provider amount follows it", () => {
    fc.assert(
      fc.property(input, (request) => {
        const quote = quotePrice(request)!;
        expect(quote.currency).toBe(request.country === "India" ? "INR" : "USD");
        expect(quote.providerAmountPaise).toBe(quote.currency === "USD" ? quote.total * 83 : quote.total);
      }),
    );
  });

  it("discounts add: the total is the base less the sum of the percentages, within one rounding", () => {
    fc.assert(
      fc.property(input, (request) => {
        const quote = quotePrice(request)!;
        const exact = (quote.base * (100 - quote.totalPercent)) / 100;
        expect(Math.abs(quote.total - exact)).toBeLessThanOrEqual(0.5);
        const lines = quote.discounts.reduce((sum, line) => sum + line.amount, 0);
        // each line is rounded on its own: they differ from base − total by at most one unit per line
        expect(Math.abs(quote.base - quote.total - lines)).toBeLessThanOrEqual(quote.discounts.length);
      }),
    );
  });

  it("more discount never costs more", () => {
    fc.assert(
      fc.property(input, (request) => {
        const withoutCoupon = quotePrice({ ...request, discount: { kind: "none" } })!;
        const withCoupon = quotePrice({ ...request, discount: { kind: "coupon", percent: 30 } })!;
        expect(withCoupon.total).toBeLessThanOrEqual(withoutCoupon.total);
      }),
    );
  });
});
