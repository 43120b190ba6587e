import { describe, expect, it } from "vitest";
import { quotePrice, STANDARD_COURSE } from "~/payments/pricing";
import {
  chatAppShareLink,
  maskName,
  REFERRAL_MONTHLY_FEE,
  referralEarnings,
  referralShareMessage,
  type ReferralCreditFacts,
} from "./referral";

describe("referral earnings", () => {
  // One credit of the referral ledger (referral_credits) and the payment it was earned on.
  const credit = (overrides: Partial<ReferralCreditFacts>): ReferralCreditFacts => ({
    name: "Arjun Mehta",
    course: "Vibe Coding",
    amount: "2789.07",
    earning: "278.91",
    clawedBack: "0.00",
    currency: "INR",
    paymentDate: "2026-02-01",
    ...overrides,
  });

  it("shows each credit of the ledger as written, per currency", () => {
    const earnings = referralEarnings([
      credit({}),
      credit({ currency: "USD", amount: "138.57", earning: "13.86", name: "Sam Lee" }),
    ]);
    expect(earnings.payments).toHaveLength(2);
    expect(earnings.payments[0]).toMatchObject({ maskedName: "A*** M***", amountMinor: 278_907, earningMinor: 27_891 });
    expect(earnings.payments[1]).toMatchObject({ maskedName: "S*** L***", currency: "USD", earningMinor: 1_386 });
  });

  it("totals the lines shown, so the total never differs from their sum by a paisa", () => {
    // 10 % of each ₹2,789.07 is ₹278.907 → ₹278.91; 10 % of their sum ₹5,578.14 would be ₹557.81.
    const earnings = referralEarnings([credit({}), credit({}), credit({ currency: "USD", amount: "138.57", earning: "13.86" })]);
    expect(earnings.totals).toEqual([
      { currency: "INR", referredMinor: 557_814, earningMinor: 55_782, paidOutMinor: 0, balanceMinor: 55_782 },
      { currency: "USD", referredMinor: 13_857, earningMinor: 1_386, paidOutMinor: 0, balanceMinor: 1_386 },
    ]);
    const inrLines = earnings.payments.filter((line) => line.currency === "INR");
    expect(inrLines.reduce((sum, line) => sum + line.earningMinor, 0)).toBe(earnings.totals[0]!.earningMinor);
  });

  it("is empty when nobody used the code", () => {
    expect(referralEarnings([])).toEqual({ totals: [], payments: [], payouts: [] });
  });

  it("earns each credit less what a refund clawed back", () => {
    const earnings = referralEarnings([credit({ earning: "299.90", clawedBack: "100.00" }), credit({})]);
    expect(earnings.payments[0]).toMatchObject({ earningMinor: 19_990, clawedBackMinor: 10_000 });
    expect(earnings.totals[0]).toMatchObject({ currency: "INR", earningMinor: 19_990 + 27_891, balanceMinor: 19_990 + 27_891 });
  });

  it("takes the payouts off the balance in their own currency, never another's", () => {
    const earnings = referralEarnings(
      [credit({}), credit({ currency: "USD", amount: "138.57", earning: "13.86" })],
      [
        { amount: "200.00", currency: "INR", paidOn: "2026-03-01", reference: "UPI 4123" },
        { amount: "13.86", currency: "USD", paidOn: "2026-03-02", reference: "PayPal 77" },
      ],
    );
    expect(earnings.totals).toEqual([
      { currency: "INR", referredMinor: 278_907, earningMinor: 27_891, paidOutMinor: 20_000, balanceMinor: 7_891 },
      { currency: "USD", referredMinor: 13_857, earningMinor: 1_386, paidOutMinor: 1_386, balanceMinor: 0 },
    ]);
    expect(earnings.payouts).toEqual([
      { currency: "INR", amountMinor: 20_000, paidOn: "2026-03-01", reference: "UPI 4123" },
      { currency: "USD", amountMinor: 1_386, paidOn: "2026-03-02", reference: "PayPal 77" },
    ]);
  });

  it("still shows a currency that has payouts and no credits, with its balance below zero", () => {
    const earnings = referralEarnings([], [{ amount: "50.00", currency: "INR", paidOn: "2026-03-01", reference: "x" }]);
    expect(earnings.totals).toEqual([
      { currency: "INR", referredMinor: 0, earningMinor: 0, paidOutMinor: 5_000, balanceMinor: -5_000 },
    ]);
  });

  it("masks names to initials", () => {
    expect(maskName("Arjun Mehta")).toBe("A*** M***");
    expect(maskName("  kavya  ")).toBe("k***");
    expect(maskName("")).toBe("***");
  });
});

describe("the referral message", () => {
  it("shares a message with the code and the 2789 monthly fee through a chat-app link", () => {
    const message = referralShareMessage({
      referralCode: "priya@example.com",
      siteUrl: "https://academy.example",
      businessName: "AI Elevate Academy",
    });
    expect(message).toContain("priya@example.com");
    expect(message).toContain("2789 per month");
    expect(message).toBe(
      "Hi! I'm learning AI with live, instructor-led classes at AI Elevate Academy. " +
        "Join with my referral code priya@example.com and get 7% off: just ₹2789 per month. " +
        "Enrol here: https://academy.example",
    );
    const link = chatAppShareLink(message);
    expect(link.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(link.slice("https://wa.me/?text=".length))).toBe(message);
  });

  it("quotes the catalogue's standard monthly price less the referral discount, so a price change reaches it", () => {
    const referredMonth = quotePrice({ course: STANDARD_COURSE, country: "India", discount: { kind: "referral" } })!;
    expect(referredMonth.total).toBe(278_907); // 2999 less 7 %: ₹2,789.07
    expect(REFERRAL_MONTHLY_FEE).toBe(Math.floor(referredMonth.total / 100));
    expect(REFERRAL_MONTHLY_FEE).toBe(2789); // spec 1 §2
  });
});
