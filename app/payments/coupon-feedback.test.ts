import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, couponFeedback, discountQueryFor, grantedDiscount, type DiscountLookup } from "./coupon-feedback";

const SUPPORT = "support@example.test";
const answered = (check: Extract<DiscountLookup, { state: "answered" }>["check"]): DiscountLookup => ({
  state: "answered",
  check,
});

describe("coupon and referral messages (spec 1 §5)", () => {
  it("says the spec's words", () => {
    expect(COUPON_MESSAGES.checking).toBe("Checking referral email...");
    expect(COUPON_MESSAGES.validReferral).toBe("✅ Valid referral! 7% discount applied");
    expect(COUPON_MESSAGES.unknownReferral).toBe("❌ Email not found in our student database");
    expect(COUPON_MESSAGES.wrongCoupon("help@academy.example")).toBe(
      "Wrong coupon code, you can get your discount amount refunded later, write an email to help@academy.example after your payment is complete",
    );
  });

  it("says nothing for an empty field or a known coupon", () => {
    expect(couponFeedback("", { state: "idle" }, SUPPORT)).toEqual({ tone: "none", message: null });
    expect(couponFeedback(" SOMECODE ", answered({ kind: "coupon", percent: 15 }), SUPPORT)).toEqual({
      tone: "none",
      message: null,
    });
  });

  it("says nothing about a code while the server is asked: only it knows the codes", () => {
    expect(couponFeedback("SOMECODE", { state: "checking" }, SUPPORT)).toEqual({ tone: "none", message: null });
    expect(couponFeedback("SOMECODE", { state: "idle" }, SUPPORT)).toEqual({ tone: "none", message: null });
  });

  it("shows the referral lookup's progress and answer in the spec's words", () => {
    expect(couponFeedback("friend@example.com", { state: "checking" }, SUPPORT).message).toBe("Checking referral email...");
    expect(couponFeedback("friend@example.com", { state: "idle" }, SUPPORT).message).toBe("Checking referral email...");
    expect(couponFeedback("friend@example.com", answered({ kind: "referral" }), SUPPORT).message).toBe(
      "✅ Valid referral! 7% discount applied",
    );
    expect(couponFeedback("friend@example.com", answered({ kind: "referral-not-found" }), SUPPORT).message).toBe(
      "❌ Email not found in our student database",
    );
  });

  it("says what really happened when the address is the payer's own, or could not be checked", () => {
    expect(couponFeedback("me@example.com", answered({ kind: "own-referral" }), SUPPORT).message).toBe(
      "You cannot use your own email as a referral.",
    );
    expect(couponFeedback("friend@example.com", { state: "unavailable" }, SUPPORT).message).toBe(
      "Could not check the referral right now. Please try again.",
    );
    expect(couponFeedback("SOMECODE", { state: "unavailable" }, SUPPORT).message).toBe(
      "Could not check the coupon code right now. Please try again.",
    );
  });

  it("names the support address for a code the server does not know", () => {
    expect(couponFeedback("SAVE10", answered({ kind: "wrong-coupon" }), SUPPORT).message).toBe(
      "Wrong coupon code, you can get your discount amount refunded later, write an email to support@example.test after your payment is complete",
    );
  });
});

describe("what the dialog asks and what an answer grants", () => {
  it("asks about the text trimmed, e-mails lower-cased, and nothing for an empty field", () => {
    expect(discountQueryFor(" Friend@Example.com ")).toBe("friend@example.com");
    expect(discountQueryFor(" Save10 ")).toBe("Save10");
    expect(discountQueryFor("   ")).toBeNull();
  });

  it("grants a known coupon's percent or the referral, and nothing for the other answers", () => {
    expect(grantedDiscount({ kind: "coupon", percent: 30 })).toEqual({ kind: "coupon", percent: 30 });
    expect(grantedDiscount({ kind: "referral" })).toEqual({ kind: "referral" });
    for (const kind of ["wrong-coupon", "referral-not-found", "own-referral"] as const)
      expect(grantedDiscount({ kind })).toEqual({ kind: "none" });
    expect(grantedDiscount(null)).toEqual({ kind: "none" });
  });
});
