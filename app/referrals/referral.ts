// spec 1 §9 "Referral" and spec 1 §2: what a student earns by referring friends, and the message they share.
import { decimalToMinor, type Currency } from "~/platform";
import { quotePrice, REFERRAL_PERCENT, STANDARD_COURSE } from "~/payments";

/**
 * The monthly fee a referred friend pays for the standard course, in whole rupees as the share message
 * quotes it: the catalogue's 2999 less the 7% referral discount, ₹2,789.07, shown as 2789 (spec 1 §2).
 */
export const REFERRAL_MONTHLY_FEE = Math.floor(
  quotePrice({ course: STANDARD_COURSE, country: "India", discount: { kind: "referral" } })!.total / 100,
);

/** One credit of the referral ledger (referral_credits), with what the referrer may see of its payment. */
export interface ReferralCreditFacts {
  name: string;
  course: string;
  /** The referred payment's amount. */
  amount: string;
  /** The referrer's credit as the ledger recorded it (10 % of the payment, rounded once when it was written). */
  earning: string;
  /** The part of the credit taken back because the payment was refunded. */
  clawedBack: string;
  currency: Currency;
  paymentDate: string;
}

/** One payout to the referrer (referral_payouts), as an admin recorded it. */
export interface ReferralPayoutFacts {
  amount: string;
  currency: Currency;
  paidOn: string;
  reference: string;
}

export interface ReferredPayment {
  maskedName: string;
  course: string;
  currency: Currency;
  amountMinor: number;
  /** The credit less what a refund clawed back: what the referrer earns from this payment. */
  earningMinor: number;
  clawedBackMinor: number;
  paymentDate: string;
}

export interface ReferralPayout {
  currency: Currency;
  amountMinor: number;
  paidOn: string;
  reference: string;
}

export interface ReferralEarnings {
  /**
   * One line per currency that has credits or payouts, INR first: earned is the sum of the lines shown, the balance
   * is earned less paid out. Currencies are never added together.
   */
  totals: { currency: Currency; earningMinor: number; referredMinor: number; paidOutMinor: number; balanceMinor: number }[];
  payments: ReferredPayment[];
  /** Newest first, as the loader reads them. */
  payouts: ReferralPayout[];
}

/**
 * spec 1 §9: 10% of each successful payment that used the referrer's e-mail, less refunds, per currency, read from
 * the ledger, less the payouts recorded (docs/decisions/0039-referral-payouts.md).
 */
export function referralEarnings(
  credits: readonly ReferralCreditFacts[],
  payoutRows: readonly ReferralPayoutFacts[] = [],
): ReferralEarnings {
  const payments = credits.map((credit): ReferredPayment => {
    const clawedBackMinor = decimalToMinor(credit.clawedBack);
    return {
      maskedName: maskName(credit.name),
      course: credit.course,
      currency: credit.currency,
      amountMinor: decimalToMinor(credit.amount),
      earningMinor: decimalToMinor(credit.earning) - clawedBackMinor,
      clawedBackMinor,
      paymentDate: credit.paymentDate,
    };
  });
  const payouts = payoutRows.map((payout): ReferralPayout => ({
    currency: payout.currency,
    amountMinor: decimalToMinor(payout.amount),
    paidOn: payout.paidOn,
    reference: payout.reference,
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const totals = (["INR", "USD"] as const).flatMap((currency) => {
    const inCurrency = payments.filter((payment) => payment.currency === currency);
    const paidInCurrency = payouts.filter((payout) => payout.currency === currency);
    if (inCurrency.length === 0 && paidInCurrency.length === 0) return [];
    const referredMinor = sum(inCurrency.map((payment) => payment.amountMinor));
    const earningMinor = sum(inCurrency.map((payment) => payment.earningMinor));
    const paidOutMinor = sum(paidInCurrency.map((payout) => payout.amountMinor));
    return [{ currency, referredMinor, earningMinor, paidOutMinor, balanceMinor: earningMinor - paidOutMinor }];
  });
  return { totals, payments, payouts };
}

/** 'Arjun Mehta' → 'A*** M***': enough for the referrer to recognise a friend, no more. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "***";
  return words.map((word) => `${Array.from(word)[0]}***`).join(" ");
}

/** The message a student shares with friends (spec 1 §2: it mentions the fee of 2789 per month). */
export function referralShareMessage(options: { referralCode: string; siteUrl: string; businessName: string }): string {
  return (
    `Hi! I'm learning AI with live, instructor-led classes at ${options.businessName}. ` +
    `Join with my referral code ${options.referralCode} and get ${REFERRAL_PERCENT}% off: just ₹${REFERRAL_MONTHLY_FEE} per month. ` +
    `Enrol here: ${options.siteUrl}`
  );
}

/** A chat-app share link: the student picks whom to send it to (unlike siteConfig's chatLink, which opens our number). */
export function chatAppShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
