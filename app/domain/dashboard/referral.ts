// spec 1 §9 "Referral" and spec 1 §2: what a student earns by referring friends, and the message they share.
import { decimalToMinor, type Currency } from "../money";
import { quotePrice, REFERRAL_PERCENT, STANDARD_COURSE } from "../pricing";

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
  currency: Currency;
  paymentDate: string;
}

export interface ReferredPayment {
  maskedName: string;
  course: string;
  currency: Currency;
  amountMinor: number;
  earningMinor: number;
  paymentDate: string;
}

export interface ReferralEarnings {
  /** One line per currency that has credits, INR first: the sums of the lines shown. */
  totals: { currency: Currency; earningMinor: number; referredMinor: number }[];
  payments: ReferredPayment[];
}

/**
 * spec 1 §9: the referrer earns 10% of each successful payment that used their e-mail. The credits are read
 * from the ledger written when the payment succeeded, and each total is the sum of its lines, kept per currency.
 */
export function referralEarnings(credits: readonly ReferralCreditFacts[]): ReferralEarnings {
  const payments = credits.map((credit): ReferredPayment => ({
    maskedName: maskName(credit.name),
    course: credit.course,
    currency: credit.currency,
    amountMinor: decimalToMinor(credit.amount),
    earningMinor: decimalToMinor(credit.earning),
    paymentDate: credit.paymentDate,
  }));
  const totals = (["INR", "USD"] as const).flatMap((currency) => {
    const inCurrency = payments.filter((payment) => payment.currency === currency);
    if (inCurrency.length === 0) return [];
    const referredMinor = inCurrency.reduce((sum, payment) => sum + payment.amountMinor, 0);
    const earningMinor = inCurrency.reduce((sum, payment) => sum + payment.earningMinor, 0);
    return [{ currency, referredMinor, earningMinor }];
  });
  return { totals, payments };
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
