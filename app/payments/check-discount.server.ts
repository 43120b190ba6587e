import type { DiscountCheck } from "~/payments/coupon-feedback";
import { classifyCouponText } from "~/payments/pricing";
import { consumeRateLimit, type Database } from "~/platform/index.server";
import { PAYMENT_RATE_LIMITS } from "./rate-limits.server";
import { resolveDiscount } from "./resolve-discount.server";

export type DiscountCheckResult = { kind: "answered"; check: DiscountCheck | null } | { kind: "rate-limited" };

/**
 * The payment dialog's coupon-or-referral lookup, limited per client address so it cannot become a bulk oracle of
 * accounts or coupons.
 */
export async function checkDiscount(
  database: Database,
  { text, payerEmails, clientIp }: { text: string; payerEmails: (string | null | undefined)[]; clientIp: string },
): Promise<DiscountCheckResult> {
  const parsed = classifyCouponText(text);
  if (parsed.kind === "empty") return { kind: "answered", check: null };
  const rule = parsed.kind === "referral" ? PAYMENT_RATE_LIMITS.referralCheckPerIp : PAYMENT_RATE_LIMITS.couponCheckPerIp;
  if (!(await consumeRateLimit(database, rule, clientIp))) return { kind: "rate-limited" };
  const { check } = await resolveDiscount(database, { text, payerEmails });
  return { kind: "answered", check };
}
