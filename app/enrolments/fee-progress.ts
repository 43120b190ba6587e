// spec 1 §9 "Dashboard": the course fee, what has been paid of it and what remains.
import { decimalToMinor, wholePercent, type Currency } from "~/platform";
import { COURSE_MONTHS, monthlyPrice, QUANTUM_COURSE, STANDARD_COURSE } from "~/payments";

export function isQuantumCourse(courseName: string | null | undefined) {
  return (courseName ?? "").toLowerCase().includes(QUANTUM_COURSE.toLowerCase());
}

/**
 * spec 1 §9: the full course fee in minor units: four months at the standard or Quantum Computing monthly price, in
 * the student's currency (docs/decisions/0010-dashboard-fee-currency.md).
 */
export function fullCourseFee(courseName: string | null | undefined, currency: Currency): number {
  return COURSE_MONTHS * monthlyPrice(isQuantumCourse(courseName) ? QUANTUM_COURSE : STANDARD_COURSE, currency);
}

export interface FeeProgress {
  currency: Currency;
  feeMinor: number;
  paidMinor: number;
  remainingMinor: number;
  percentPaid: number; // 0..100, whole
}

/** spec 1 §9: remaining = fee − total_amount_paid, never below 0. */
export function feeProgress(options: { courseName: string | null; currency: Currency; totalAmountPaid: string }): FeeProgress {
  const feeMinor = fullCourseFee(options.courseName, options.currency);
  const paidMinor = decimalToMinor(options.totalAmountPaid);
  return {
    currency: options.currency,
    feeMinor,
    paidMinor,
    remainingMinor: Math.max(0, feeMinor - paidMinor),
    percentPaid: wholePercent(paidMinor, feeMinor),
  };
}
