import type { DiscountCheck } from "~/payments/coupon-feedback";
import { classifyCouponText } from "~/payments/pricing";
import type { Database } from "~/platform/index.server";
import { checkReferral } from "~/referrals/index.server";
import { findCoupon } from "./coupons.server";

export interface ResolvedDiscount {
  /** What the dialog is told (and shows); null for an empty field. */
  check: DiscountCheck | null;
  /** The payment's coupon_code column: a known code lower-cased, or unknown text as typed (for a refund request later). */
  couponCode: string | null;
  /** The payment's referred_by_email column: set only for a valid referral. */
  referralEmail: string | null;
}

/**
 * What the coupon-or-referral text is worth (spec 1 §5, §9). The dialog's lookup and the order's price both come from
 * here, so what the payer is shown is what is charged.
 */
export async function resolveDiscount(
  database: Database,
  { text, payerEmails }: { text: string; payerEmails: (string | null | undefined)[] },
): Promise<ResolvedDiscount> {
  const parsed = classifyCouponText(text);
  if (parsed.kind === "empty") return { check: null, couponCode: null, referralEmail: null };
  if (parsed.kind === "code") {
    const coupon = findCoupon(parsed.code);
    return coupon
      ? { check: { kind: "coupon", percent: coupon.percent }, couponCode: coupon.code, referralEmail: null }
      : { check: { kind: "wrong-coupon" }, couponCode: parsed.text, referralEmail: null };
  }
  const referral = await checkReferral(database, { referralEmail: parsed.email, payerEmails });
  if (referral === "valid") return { check: { kind: "referral" }, couponCode: null, referralEmail: parsed.email };
  return {
    check: { kind: referral === "own-email" ? "own-referral" : "referral-not-found" },
    couponCode: null,
    referralEmail: null,
  };
}
