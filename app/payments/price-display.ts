// How prices read on the marketing pages. Amounts are integer minor units (paise, cents), never floats.
import { formatMoney } from "~/platform";

/** A price in both currencies the site sells in (spec 1 §9: India pays in INR, everyone else in USD). */
export interface DualPrice {
  /** Indian rupees, in paise. */
  inrPaise: number;
  /** US dollars, in cents. */
  usdCents: number;
}

/** "₹2,999", "₹34,999", "₹199": whole rupees without decimals, Indian digit grouping. */
export function formatInr(paise: number): string {
  return formatMoney(paise, "INR", { decimals: "when-fractional" });
}

/** "$149", "$1,192", "$4.99": whole dollars without decimals, cents with two digits. */
export function formatUsd(cents: number): string {
  return formatMoney(cents, "USD", { decimals: "when-fractional" });
}

/** The plain decimal amount structured data expects: 299900 → "2999", 499 → "4.99". */
export function decimalAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) throw new RangeError(`not an amount in minor units: ${minorUnits}`);
  const whole = Math.floor(minorUnits / 100);
  const fraction = minorUnits % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}

/** A monthly price label for an Enroll button: "₹2,999/month". */
export function monthlyInrLabel(price: DualPrice): string {
  return `${formatInr(price.inrPaise)}/month`;
}
