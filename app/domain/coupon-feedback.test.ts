import { describe, expect, it } from "vitest";
import { couponFeedback, referralEmailToCheck } from "./coupon-feedback";

const SUPPORT = "support@example.test";

describe("coupon and referral messages (spec 1 §5)", () => {
  it("says nothing for an empty field or a known coupon", () => {
    expect(couponFeedback("", "idle", SUPPORT)).toEqual({ tone: "none", message: null });
    expect(couponFeedback(" GoldIsOld ", "idle", SUPPORT)).toEqual({ tone: "none", message: null });
  });

  it("shows the referral lookup's progress and answer", () => {
    expect(couponFeedback("friend@example.com", "checking", SUPPORT).message).toBe("Checking referral email...");
    expect(couponFeedback("friend@example.com", "idle", SUPPORT).message).toBe("Checking referral email...");
    expect(couponFeedback("friend@example.com", "valid", SUPPORT).message).toBe("✅ Valid referral! 7% discount applied");
    expect(couponFeedback("friend@example.com", "invalid", SUPPORT).message).toBe("❌ Email not found in our student database");
  });

  it("names the support address for any other text", () => {
    expect(couponFeedback("SAVE10", "idle", SUPPORT).message).toBe(
      "Wrong coupon code, you can get your discount amount refunded later, write an email to support@example.test after your payment is complete",
    );
  });

  it("looks up only referral e-mails, trimmed and lower-cased", () => {
    expect(referralEmailToCheck(" Friend@Example.com ")).toBe("friend@example.com");
    expect(referralEmailToCheck("44agentx44")).toBeNull();
    expect(referralEmailToCheck("SAVE10")).toBeNull();
  });
});
