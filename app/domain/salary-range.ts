// Tentative annual salary ranges of the AI-jobs page (spec 2 §2.4, §9 "Careers").
// Ranges are kept in thousands of US dollars; the rupee figures are plain conversions at one fixed rate,
// which is why the page calls them equivalents.

/** Rupees per US dollar used for the INR equivalents (so $250K reads ₹2.1Cr, spec 2 §9). */
export const INR_PER_USD = 84;

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

/** An amount in rupees in Indian shorthand: lakh (L) below one crore, crore (Cr) from there, e.g. '₹67L', '₹2.1Cr'. */
export function formatInrShort(rupees: number): string {
  const CRORE = 10_000_000;
  const LAKH = 100_000;
  const lakh = Math.round(rupees / LAKH);
  if (lakh < 100) return `₹${lakh}L`;
  // 99.6 lakh would round to '100L'; that is one crore.
  return `₹${trimDecimals(Math.max(rupees, CRORE) / CRORE)}Cr`;
}

/** '₹67L - ₹1.09Cr': the dollar range converted at INR_PER_USD. */
export function formatInrEquivalent({ minThousands, maxThousands }: SalaryRangeUsd): string {
  const toRupees = (thousands: number) => thousands * 1000 * INR_PER_USD;
  return `${formatInrShort(toRupees(minThousands))} - ${formatInrShort(toRupees(maxThousands))}`;
}

function trimDecimals(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, "");
}
