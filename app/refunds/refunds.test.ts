import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkRefundForm,
  parseRefundAmount,
  paymentRefundState,
  providerRefundPaise,
  referralClawback,
  refundableMinor,
  refundAmountText,
  refundAnswerPath,
  refundOutcomeMessage,
  REFUND_OUTCOMES,
} from "./refunds";

const refund = (amountMinor: number, status: "pending" | "processed" | "failed") => ({ amountMinor, status });

describe("what may be refunded", () => {
  it("is what was paid less pending and processed refunds; a failed one gives its amount back", () => {
    expect(refundableMinor(2_999_00, [])).toBe(2_999_00);
    expect(refundableMinor(2_999_00, [refund(1_000_00, "pending"), refund(500_00, "processed")])).toBe(1_499_00);
    expect(refundableMinor(2_999_00, [refund(2_999_00, "failed")])).toBe(2_999_00);
    expect(refundableMinor(2_999_00, [refund(2_999_00, "processed")])).toBe(0);
  });

  it("names the payment's refund state: pending first, then refunded or partly refunded", () => {
    expect(paymentRefundState(2_999_00, [])).toBeNull();
    expect(paymentRefundState(2_999_00, [refund(2_999_00, "failed")])).toBeNull();
    expect(paymentRefundState(2_999_00, [refund(1_000_00, "processed"), refund(1_999_00, "pending")])).toBe("refund pending");
    expect(paymentRefundState(2_999_00, [refund(1_000_00, "processed")])).toBe("partly refunded");
    expect(paymentRefundState(2_999_00, [refund(1_000_00, "processed"), refund(1_999_00, "processed")])).toBe("refunded");
  });
});

describe("providerRefundPaise", () => {
  it("asks for the same paise for an INR payment, and the charge's share for a USD one", () => {
    const inr = { paymentMinor: 2_999_00, providerPaise: 2_999_00, refundedBeforeMinor: 0, providerRefundedBeforePaise: 0 };
    expect(providerRefundPaise({ ...inr, amountMinor: 1_000_00 })).toBe(1_000_00);
    // $149 charged as ₹12,367.00 (83 × 149): $49.50 back is 49.50 / 149 of it.
    const usd = { paymentMinor: 149_00, providerPaise: 12_367_00, refundedBeforeMinor: 0, providerRefundedBeforePaise: 0 };
    expect(providerRefundPaise({ ...usd, amountMinor: 49_50 })).toBe(4_108_50);
    expect(providerRefundPaise({ ...usd, amountMinor: 149_00 })).toBe(12_367_00);
  });

  it("never asks for more than was charged, and the refund that empties the payment takes exactly the rest", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (paymentMinor, rate, parts) => {
          const providerPaise = paymentMinor * rate;
          let refunded = 0;
          let providerRefunded = 0;
          for (const part of [...parts, paymentMinor]) {
            const amountMinor = Math.min(part, paymentMinor - refunded);
            if (amountMinor === 0) break;
            const paise = providerRefundPaise({
              paymentMinor,
              providerPaise,
              refundedBeforeMinor: refunded,
              providerRefundedBeforePaise: providerRefunded,
              amountMinor,
            });
            expect(paise).toBeGreaterThanOrEqual(0);
            refunded += amountMinor;
            providerRefunded += paise;
            expect(providerRefunded).toBeLessThanOrEqual(providerPaise);
          }
          expect(providerRefunded).toBe(providerPaise);
        },
      ),
    );
  });
});

describe("referralClawback", () => {
  it("takes back the credit's share of what was refunded, all of it for a full refund", () => {
    expect(referralClawback(299_90, 2_999_00, 0)).toBe(0);
    expect(referralClawback(299_90, 2_999_00, 1_499_50)).toBe(149_95);
    expect(referralClawback(299_90, 2_999_00, 1_000_00)).toBe(100_00);
    expect(referralClawback(299_90, 2_999_00, 2_999_00)).toBe(299_90);
  });
});

describe("the refund form", () => {
  const key = "0b8c6f7e-6a4b-4c53-9d59-3f0c1d2e4a5b";

  it("reads the amount as typed, in minor units", () => {
    expect(parseRefundAmount("1499.50")).toBe(1_499_50);
    expect(parseRefundAmount("1,499.5")).toBe(1_499_50);
    expect(parseRefundAmount(" ₹2999 ")).toBe(2_999_00);
    for (const wrong of ["", "0", "0.00", "-5", "12.345", "1e3", "abc", "12.3.4"]) expect(parseRefundAmount(wrong)).toBeNull();
    expect(refundAmountText(1_499_50)).toBe("1499.50");
    expect(refundAmountText(5)).toBe("0.05");
  });

  it("answers each problem with its outcome code, the key first", () => {
    expect(checkRefundForm({ refundKey: key, amount: "100", reason: "Asked by the student" })).toEqual({
      ok: true,
      value: { refundKey: key, amountMinor: 100_00, reason: "Asked by the student", additional: false },
    });
    // 'This is an additional refund': ticked only when the checkbox sent its value.
    const ticked = checkRefundForm({ refundKey: key, amount: "100", reason: "x", additional: "yes" });
    expect(ticked).toMatchObject({ ok: true, value: { additional: true } });
    expect(checkRefundForm({ refundKey: key, amount: "100", reason: "x", additional: "no" })).toMatchObject({
      value: { additional: false },
    });
    expect(checkRefundForm({ amount: "100", reason: "x" })).toEqual({ ok: false, outcome: "form-expired" });
    expect(checkRefundForm({ refundKey: key, amount: "", reason: "x" })).toEqual({ ok: false, outcome: "invalid-amount" });
    expect(checkRefundForm({ refundKey: key, amount: "10", reason: "   " })).toEqual({ ok: false, outcome: "missing-reason" });
    expect(checkRefundForm({ refundKey: key, amount: "10", reason: "x".repeat(501) })).toEqual({
      ok: false,
      outcome: "reason-too-long",
    });
  });

  it("has a message for every outcome", () => {
    for (const outcome of REFUND_OUTCOMES) {
      expect(refundOutcomeMessage(outcome, { minor: 1_499_50, currency: "INR" }).text.length).toBeGreaterThan(10);
    }
    expect(refundOutcomeMessage("over-limit", { minor: 1_499_50, currency: "INR" }).text).toBe(
      "That is more than can be refunded: at most ₹1,499.50.",
    );
  });

  it("names the refund in progress: amount, admin, and when in India time", () => {
    const earlier = { amountMinor: 2_500_00, requestedBy: "admin@x.com", requestedAt: "2026-11-29T04:44:00.000Z" };
    expect(refundOutcomeMessage("in-progress", { minor: 4_999_00, currency: "INR" }, earlier)).toEqual({
      kind: "error",
      text:
        "A refund of ₹2,500.00 by admin@x.com at 29 Nov 2026, 10:14 am IST is already in progress for this payment. " +
        "Tick 'This is an additional refund' to refund more.",
    });
    expect(refundOutcomeMessage("in-progress", { minor: 100, currency: "INR" }).text).toBe(
      "Another refund of this payment is already in progress. Tick 'This is an additional refund' to refund more.",
    );
    expect(refundAnswerPath("p", "in-progress", "r")).toBe("/admin/payments/p?refund=in-progress&earlier=r#refunds");
    expect(refundAnswerPath("p", "duplicate", "r")).toBe("/admin/payments/p?refund=duplicate#refunds");
  });
});
