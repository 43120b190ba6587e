import { z } from "zod";
import { classifyCouponText, REFERRAL_PERCENT, type GrantedDiscount } from "./pricing";

// spec 1 §5 "Payment dialog": what the dialog says under the coupon-or-referral field. The first four
// are the spec's words; the others say what really happened where the spec's 'not found' would mislead
// (docs/decisions/0023-coupons-on-the-server.md).
export const COUPON_MESSAGES = {
  checking: "Checking referral email...",
  validReferral: `✅ Valid referral! ${REFERRAL_PERCENT}% discount applied`,
  unknownReferral: "❌ Email not found in our student database",
  wrongCoupon: (supportEmail: string) =>
    `Wrong coupon code, you can get your discount amount refunded later, write an email to ${supportEmail} after your payment is complete`,
  ownReferral: "You cannot use your own email as a referral.",
  referralUnavailable: "Could not check the referral right now. Please try again.",
  couponUnavailable: "Could not check the coupon code right now. Please try again.",
} as const;

/** The server's answer about the field's text (POST /api/payments/discount); the order is priced by the same answer. */
export const DiscountCheckSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("coupon"), percent: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("wrong-coupon") }),
  z.object({ kind: z.literal("referral") }),
  z.object({ kind: z.literal("referral-not-found") }),
  z.object({ kind: z.literal("own-referral") }),
]);
export type DiscountCheck = z.output<typeof DiscountCheckSchema>;

/** Where the dialog's lookup of the current text stands; `unavailable`: rate-limited or the network failed. */
export type DiscountLookup =
  { state: "idle" } | { state: "checking" } | { state: "unavailable" } | { state: "answered"; check: DiscountCheck };

export type CouponFeedback =
  { tone: "none"; message: null } | { tone: "info" | "success" | "error" | "warning"; message: string };

const NONE: CouponFeedback = { tone: "none", message: null };

/**
 * The message for the text in the field. A known coupon says nothing; a referral e-mail shows the
 * lookup's progress or answer; other text is a wrong coupon once the server says so (spec 1 §5).
 */
export function couponFeedback(text: string, lookup: DiscountLookup, supportEmail: string): CouponFeedback {
  const parsed = classifyCouponText(text);
  if (parsed.kind === "empty") return NONE;
  if (lookup.state === "unavailable") {
    return {
      tone: "error",
      message: parsed.kind === "referral" ? COUPON_MESSAGES.referralUnavailable : COUPON_MESSAGES.couponUnavailable,
    };
  }
  if (lookup.state !== "answered") return parsed.kind === "referral" ? { tone: "info", message: COUPON_MESSAGES.checking } : NONE;
  switch (lookup.check.kind) {
    case "coupon":
      return NONE;
    case "wrong-coupon":
      return { tone: "warning", message: COUPON_MESSAGES.wrongCoupon(supportEmail) };
    case "referral":
      return { tone: "success", message: COUPON_MESSAGES.validReferral };
    case "referral-not-found":
      return { tone: "error", message: COUPON_MESSAGES.unknownReferral };
    case "own-referral":
      return { tone: "error", message: COUPON_MESSAGES.ownReferral };
  }
}

/** The discount an answer grants: a known coupon's percent or a valid referral; nothing otherwise. */
export function grantedDiscount(check: DiscountCheck | null | undefined): GrantedDiscount {
  if (check?.kind === "coupon") return { kind: "coupon", percent: check.percent };
  if (check?.kind === "referral") return { kind: "referral" };
  return { kind: "none" };
}

/** What the server is asked about for this text (null for an empty field): the text trimmed; e-mails lower-cased. */
export function discountQueryFor(text: string): string | null {
  const parsed = classifyCouponText(text);
  if (parsed.kind === "empty") return null;
  return parsed.kind === "referral" ? parsed.email : parsed.text;
}
