import { classifyCouponText } from "./pricing";

// spec 1 §5 "Payment dialog": what the dialog says under the coupon-or-referral field.
export const COUPON_MESSAGES = {
  checking: "Checking referral email...",
  validReferral: "✅ Valid referral! 7% discount applied",
  unknownReferral: "❌ Email not found in our student database",
  wrongCoupon: (supportEmail: string) =>
    `Wrong coupon code, you can get your discount amount refunded later, write an email to ${supportEmail} after your payment is complete`,
} as const;

/** Where the server's referral lookup for the current text stands. */
export type ReferralLookup = "idle" | "checking" | "valid" | "invalid";

export type CouponFeedback =
  | { tone: "none"; message: null }
  | { tone: "info" | "success" | "error" | "warning"; message: string };

/**
 * The message for the text in the field. A known coupon says nothing; a referral e-mail shows the
 * lookup's progress or answer; any other text is a wrong coupon (spec 1 §5).
 */
export function couponFeedback(text: string, lookup: ReferralLookup, supportEmail: string): CouponFeedback {
  const parsed = classifyCouponText(text);
  switch (parsed.kind) {
    case "empty":
    case "coupon":
      return { tone: "none", message: null };
    case "unknown":
      return { tone: "warning", message: COUPON_MESSAGES.wrongCoupon(supportEmail) };
    case "referral":
      if (lookup === "valid") return { tone: "success", message: COUPON_MESSAGES.validReferral };
      if (lookup === "invalid") return { tone: "error", message: COUPON_MESSAGES.unknownReferral };
      return { tone: "info", message: COUPON_MESSAGES.checking };
  }
}

/** The e-mail to look up for this text, or null when the text is not a referral e-mail. */
export function referralEmailToCheck(text: string): string | null {
  const parsed = classifyCouponText(text);
  return parsed.kind === "referral" ? parsed.email : null;
}
