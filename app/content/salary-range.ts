// Tentative annual salary ranges of the AI-jobs page (spec 2 §2.4, §9 "Careers"), also shown on course pages.
// Ranges are kept in thousands of US dollars; the rupee figures are plain conversions at the site's one rate
// (spec 1 §9: 83 ₹/$), which is why the pages call them equivalents.
import { INR_PER_USD } from "~/payments";

export interface SalaryRangeUsd {
  /** Lower bound in thousands of US dollars. */
  minThousands: number;
  /** Upper bound in thousands of US dollars. */
  maxThousands: number;
}

/** '$80K - $130K'. */
export function formatUsdRange({ minThousands, maxThousands }: SalaryRangeUsd): string {
  return `$${minThousands}K - $${maxThousands}K`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** An amount in rupees in Indian shorthand: whole lakh (L) below one crore, crore (Cr) to one decimal from there: '₹66L', '₹2.1Cr'. */
export function formatInrShort(rupees: number): string {
  const lakh = Math.round(rupees / LAKH);
  if (lakh < 100) return `₹${lakh}L`;
  // 99.6 lakh would round to '100L'; that is one crore.
  const tenthsOfCrore = Math.round(Math.max(rupees, CRORE) / (CRORE / 10));
  return `₹${tenthsOfCrore % 10 === 0 ? tenthsOfCrore / 10 : (tenthsOfCrore / 10).toFixed(1)}Cr`;
}

/** '₹66L - ₹1.1Cr': the dollar range converted at INR_PER_USD. */
export function formatInrEquivalent({ minThousands, maxThousands }: SalaryRangeUsd): string {
  const toRupees = (thousands: number) => thousands * 1000 * INR_PER_USD;
  return `${formatInrShort(toRupees(minThousands))} - ${formatInrShort(toRupees(maxThousands))}`;
}
