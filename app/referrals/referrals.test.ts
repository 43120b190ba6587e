import { describe, expect, it } from "vitest";
import {
  balanceIn,
  checkPayoutForm,
  hasReferralFilters,
  MAX_PAYOUT_REFERENCE_LENGTH,
  payoutAnswerPath,
  payoutFitsBalance,
  payoutFormAction,
  payoutOutcomeMessage,
  PAYOUT_OUTCOMES,
  readReferralFilters,
  referrerBalances,
  referrerFromParam,
  referrerPath,
} from "./referrals";

describe("a referrer's balances", () => {
  it("earned is credited less clawed back, balance is earned less paid out, per currency, INR first", () => {
    const balances = referrerBalances([
      { currency: "USD", creditedMinor: 1_386, clawedBackMinor: 0, paidOutMinor: 1_000 },
      { currency: "INR", creditedMinor: 55_782, clawedBackMinor: 10_000, paidOutMinor: 0 },
      { currency: "INR", creditedMinor: 0, clawedBackMinor: 0, paidOutMinor: 20_000 },
    ]);
    expect(balances).toEqual([
      {
        currency: "INR",
        creditedMinor: 55_782,
        clawedBackMinor: 10_000,
        paidOutMinor: 20_000,
        earnedMinor: 45_782,
        balanceMinor: 25_782,
      },
      { currency: "USD", creditedMinor: 1_386, clawedBackMinor: 0, paidOutMinor: 1_000, earnedMinor: 1_386, balanceMinor: 386 },
    ]);
    expect(balanceIn(balances, "USD")).toBe(386);
  });

  it("never adds currencies together, and has no line for a currency without credits or payouts", () => {
    const balances = referrerBalances([{ currency: "USD", creditedMinor: 500, clawedBackMinor: 0, paidOutMinor: 0 }]);
    expect(balances.map((balance) => balance.currency)).toEqual(["USD"]);
    expect(balanceIn(balances, "INR")).toBe(0);
    expect(referrerBalances([])).toEqual([]);
  });

  it("goes negative when a refund claws back money already paid out", () => {
    const [inr] = referrerBalances([{ currency: "INR", creditedMinor: 29_990, clawedBackMinor: 29_990, paidOutMinor: 29_990 }]);
    expect(inr!.balanceMinor).toBe(-29_990);
  });

  it("a payout fits up to the exact balance, not a paisa more", () => {
    expect(payoutFitsBalance(25_782, 25_782)).toBe(true);
    expect(payoutFitsBalance(25_783, 25_782)).toBe(false);
    expect(payoutFitsBalance(1, 0)).toBe(false);
    expect(payoutFitsBalance(1, -5)).toBe(false);
  });
});

describe("the payout form", () => {
  const today = "2026-03-10";
  const form = (overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: "6F1C2B3A-1D2E-4F50-8A9B-0C1D2E3F4A5B",
    amount: "1,499.50",
    currency: "INR",
    paidOn: "2026-03-10",
    reference: "  UPI 412345678901  ",
    ...overrides,
  });

  it("reads a good form: amount in minor units, reference trimmed, key lower-cased", () => {
    expect(checkPayoutForm(form(), { today })).toEqual({
      ok: true,
      value: {
        idempotencyKey: "6f1c2b3a-1d2e-4f50-8a9b-0c1d2e3f4a5b",
        amountMinor: 149_950,
        currency: "INR",
        paidOn: "2026-03-10",
        reference: "UPI 412345678901",
      },
    });
  });

  it.each([
    [{ idempotencyKey: "" }, "form-expired"],
    [{ idempotencyKey: "not-a-uuid" }, "form-expired"],
    [{ amount: "" }, "invalid-amount"],
    [{ amount: "0" }, "invalid-amount"],
    [{ amount: "-5" }, "invalid-amount"],
    [{ amount: "12.345" }, "invalid-amount"],
    [{ currency: "EUR" }, "invalid-currency"],
    [{ currency: undefined }, "invalid-currency"],
    [{ paidOn: "" }, "invalid-date"],
    [{ paidOn: "2026-02-30" }, "invalid-date"],
    [{ paidOn: "2026-03-11" }, "future-date"],
    [{ reference: "   " }, "missing-reference"],
    [{ reference: "\u0000" }, "missing-reference"],
    [{ reference: "x".repeat(MAX_PAYOUT_REFERENCE_LENGTH + 1) }, "reference-too-long"],
  ])("refuses %j with '%s'", (overrides, outcome) => {
    expect(checkPayoutForm(form(overrides), { today })).toEqual({ ok: false, outcome });
  });

  it("accepts a reference of exactly the longest length, and an earlier date", () => {
    const reference = "x".repeat(MAX_PAYOUT_REFERENCE_LENGTH);
    expect(checkPayoutForm(form({ reference, paidOn: "2025-12-31" }), { today })).toMatchObject({
      ok: true,
      value: { reference, paidOn: "2025-12-31" },
    });
  });

  it("words every outcome; over-balance names the most that can be paid in that currency", () => {
    for (const outcome of PAYOUT_OUTCOMES) expect(payoutOutcomeMessage(outcome, null).text).not.toBe("");
    expect(payoutOutcomeMessage("recorded", null).kind).toBe("success");
    expect(payoutOutcomeMessage("over-balance", { minor: 25_782, currency: "INR" })).toEqual({
      kind: "error",
      text: "That is more than the referrer's INR balance: at most ₹257.82 can be paid out. Nothing was recorded.",
    });
    expect(payoutOutcomeMessage("over-balance", { minor: 0, currency: "USD" }).text).toBe(
      "The referrer has no USD balance to pay out. Nothing was recorded.",
    );
  });
});

describe("addresses", () => {
  it("a referrer's page is their e-mail, encoded; the answer carries only a code and a currency", () => {
    expect(referrerPath("priya+ref@example.com")).toBe("/admin/referrals/priya%2Bref%40example.com");
    expect(payoutFormAction("a@b.in")).toBe("/admin/referrals/a%40b.in/payout");
    expect(payoutAnswerPath("a@b.in", "over-balance", "USD")).toBe(
      "/admin/referrals/a%40b.in?payout=over-balance&currency=USD#payouts",
    );
  });

  it("reads the referrer from the address lower-cased, and nothing that cannot be an e-mail", () => {
    expect(referrerFromParam(" Priya@Example.COM ")).toBe("priya@example.com");
    expect(referrerFromParam("no-at-sign")).toBeNull();
    expect(referrerFromParam(undefined)).toBeNull();
    expect(referrerFromParam(`${"a".repeat(250)}@b.in`)).toBeNull();
  });

  it("keeps the search in the address, trimmed", () => {
    const filters = readReferralFilters(new URLSearchParams("q=%20priya%20"));
    expect(filters).toEqual({ search: "priya" });
    expect(hasReferralFilters(filters)).toBe(true);
    expect(hasReferralFilters(readReferralFilters(new URLSearchParams()))).toBe(false);
  });
});
