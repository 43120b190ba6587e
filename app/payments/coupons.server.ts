// spec 1 §9 "Discounts and totals": the coupon codes and their percentages. Server code only: no file the
// browser downloads may contain a code (docs/decisions/0023-coupons-on-the-server.md).
const COUPONS: Readonly<Record<string, number>> = { "44agentx44": 15, goldisold: 30 };

/** Every code, for tests that prove none reaches the browser. */
export const COUPON_CODES: readonly string[] = Object.keys(COUPONS);

/** The known coupon for `code` (trimmed, case-insensitive), or undefined. */
export function findCoupon(code: string): { code: string; percent: number } | undefined {
  const wanted = code.trim().toLowerCase();
  // Own keys only: typed text such as "__proto__" or "constructor" must not find a prototype member.
  return Object.hasOwn(COUPONS, wanted) ? { code: wanted, percent: COUPONS[wanted]! } : undefined;
}
