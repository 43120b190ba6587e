import type { RateLimitRule } from "~/platform/index.server";

// Per-IP limits for the public payment endpoints: generous, as offices and mobile networks share addresses.
export const PAYMENT_RATE_LIMITS = {
  createOrderPerIp: { name: "payment-order:ip", max: 30, windowSeconds: 600 },
  // The referral lookup tells whether an e-mail is registered: limited so it is no bulk oracle.
  referralCheckPerIp: { name: "referral-check:ip", max: 60, windowSeconds: 600 },
  // The coupon lookup (codes live on the server only): enough for a person typing, far too few for guessing.
  couponCheckPerIp: { name: "coupon-check:ip", max: 120, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;
