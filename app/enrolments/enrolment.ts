// A student's money, course by course. One enrolment per student and course bought;
// every successful payment belongs to exactly one. Pure rules: the server stores what `applyPayment` returns
// and the dashboard shows what `enrolmentStanding` says. Money is integer minor units of the enrolment's currency.
import { VERIFICATION_MESSAGES } from "~/accounts";
import { DAYS_UNTIL_NEXT_PAYMENT } from "./upcoming-payment";
import { addDaysToDate, type Currency, wholePercent } from "~/platform";
import { COURSE_MONTHS, MASTERCLASS_COURSE, RENEWAL_COURSE } from "~/payments";

/**
 * monthly/upfront: a 4-month course; session: the 2-hour Masterclass; cxo: the 8-month programme, monthly; renewal:
 * renewal-fee months of a course the site does not know (payments from before enrolments existed).
 */
export const ENROLMENT_PLANS = ["monthly", "upfront", "session", "cxo", "renewal"] as const;
export type EnrolmentPlan = (typeof ENROLMENT_PLANS)[number];

export const ENROLMENT_STATUSES = ["active", "completed", "cancelled", "refunded"] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

// What the payment dialog answers about enrolments. No spec text: the business's words.
export const ENROLMENT_MESSAGES = {
  renewalWithoutEnrolment: "Renewal is only for existing students. Please choose your course instead.",
  signInForInstalment: "Please sign in to pay your next instalment.",
  verifyForInstalment: VERIFICATION_MESSAGES.notice,
  instalmentNotFound: "This enrolment could not be found. Please reload your dashboard and try again.",
  fullyPaid: "This course is fully paid: there is no instalment to pay.",
  instalmentMonths: (most: number) => `Please choose between 1 and ${most} ${most === 1 ? "month" : "months"}.`,
} as const;

/** The CXO programme lasts 8 months (spec 2 §2.7). */
export const CXO_PROGRAMME_MONTHS = 8;

export const PLAN_LABELS: Record<EnrolmentPlan, string> = {
  monthly: "Monthly, 4 months",
  upfront: "4 months upfront",
  session: "Single session",
  cxo: "Monthly, 8 months",
  renewal: "Renewal",
};

/** What one payment brings to an enrolment: its amount in the enrolment's currency and the months it pays. */
export interface PaymentContribution {
  amountMinor: number;
  months: number;
}

export interface EnrolmentMoney {
  currency: Currency;
  /** One month's price as charged at the first payment (after its coupon or referral discount). */
  pricePerMonthMinor: number;
  monthsInPlan: number;
  monthsPaid: number;
  /** What the student agreed to pay for the whole plan. */
  feeMinor: number;
  paidMinor: number;
}

/** The plan a first payment starts, from what was bought: the course, upfront or not, and the CXO page. */
export function planOfFirstPayment(payment: { course: string; upfront: boolean; cxoProgramme?: boolean }): EnrolmentPlan {
  if (payment.course === MASTERCLASS_COURSE) return "session";
  if (payment.course === RENEWAL_COURSE) return "renewal";
  if (payment.upfront) return "upfront";
  return payment.cxoProgramme ? "cxo" : "monthly";
}

/** The months a payment pays for, from its duration column ("2 months", "4 months (upfront)", "2 hours"). */
export function monthsOfDuration(duration: string): number {
  const months = /^(\d+)\s+months?/.exec(duration.trim());
  return months ? Number(months[1]) : 1;
}

/** A new enrolment, made by its first successful payment. */
export function startEnrolment(plan: EnrolmentPlan, currency: Currency, first: PaymentContribution): EnrolmentMoney {
  const months = Math.max(1, first.months);
  if (plan === "monthly" || plan === "cxo") {
    const monthsInPlan = plan === "cxo" ? CXO_PROGRAMME_MONTHS : COURSE_MONTHS;
    const pricePerMonthMinor = Math.round(first.amountMinor / months);
    return {
      currency,
      pricePerMonthMinor,
      monthsInPlan,
      monthsPaid: Math.min(months, monthsInPlan),
      feeMinor: pricePerMonthMinor * Math.max(monthsInPlan, months),
      paidMinor: first.amountMinor,
    };
  }
  // Upfront, a session, a renewal of an unknown course: the payment is the whole agreed fee.
  return {
    currency,
    pricePerMonthMinor: Math.round(first.amountMinor / months),
    monthsInPlan: months,
    monthsPaid: months,
    feeMinor: first.amountMinor,
    paidMinor: first.amountMinor,
  };
}

/**
 * A later payment for the enrolment: the next instalment(s), or a renewal. Months beyond the plan extend it,
 * and the fee grows so that a fully paid plan stays fully paid (a renewal after the last month).
 */
export function applyPayment(enrolment: EnrolmentMoney, payment: PaymentContribution): EnrolmentMoney {
  const monthsPaid = enrolment.monthsPaid + Math.max(0, payment.months);
  const paidMinor = enrolment.paidMinor + payment.amountMinor;
  const beyondPlan = monthsPaid > enrolment.monthsInPlan;
  return {
    ...enrolment,
    monthsPaid,
    paidMinor,
    monthsInPlan: Math.max(enrolment.monthsInPlan, monthsPaid),
    feeMinor: beyondPlan ? Math.max(enrolment.feeMinor, paidMinor) : enrolment.feeMinor,
  };
}

/** A processed refund of one of the enrolment's payments, every amount in the enrolment's currency. */
export interface PaymentRefund {
  /** The refunded payment, as `applyPayment` (or `startEnrolment`) added it, and the months it paid for. */
  paymentMinor: number;
  paymentMonths: number;
  /** What processed refunds had given back of that payment before this one, and with it. */
  refundedBeforeMinor: number;
  refundedAfterMinor: number;
}

/**
 * What a processed refund does to the enrolment (docs/decisions/0038-refunds.md): a part refund is a concession (paid
 * and fee drop together); a full refund undoes the payment's months; nothing paid left makes it `refunded`.
 */
export function applyRefund<Money extends EnrolmentMoney & { status: EnrolmentStatus }>(
  enrolment: Money,
  refund: PaymentRefund,
): Money {
  const refundMinor = Math.max(0, refund.refundedAfterMinor - refund.refundedBeforeMinor);
  const paidMinor = Math.max(0, enrolment.paidMinor - refundMinor);
  if (refund.refundedAfterMinor < refund.paymentMinor) {
    return { ...enrolment, paidMinor, feeMinor: Math.max(paidMinor, enrolment.feeMinor - refundMinor) };
  }
  return {
    ...enrolment,
    paidMinor,
    monthsPaid: Math.max(0, enrolment.monthsPaid - refund.paymentMonths),
    feeMinor: enrolment.feeMinor + refund.refundedBeforeMinor,
    status: paidMinor === 0 ? "refunded" : enrolment.status,
  };
}

export interface EnrolmentStanding {
  feeMinor: number;
  paidMinor: number;
  /** Never negative. */
  remainingMinor: number;
  percentPaid: number;
  /** How many more monthly instalments the student may pay now: 0 when fully paid. */
  monthsRemaining: number;
  /** 'YYYY-MM-DD': 30 days after the latest instalment (spec 1 §9); null when fully paid or not active. */
  nextDueDate: string | null;
}

/** Fee, paid, remaining, progress and the next due date of an enrolment, on the India date of its latest payment. */
export function enrolmentStanding(
  enrolment: EnrolmentMoney & { status: EnrolmentStatus; lastPaidOn: string; dueOn?: string },
): EnrolmentStanding {
  const remainingMinor = Math.max(0, enrolment.feeMinor - enrolment.paidMinor);
  const owing = remainingMinor > 0 && enrolment.status === "active";
  return {
    feeMinor: enrolment.feeMinor,
    paidMinor: enrolment.paidMinor,
    remainingMinor,
    percentPaid: enrolment.feeMinor > 0 ? wholePercent(enrolment.paidMinor, enrolment.feeMinor) : 100,
    monthsRemaining: owing ? Math.max(1, enrolment.monthsInPlan - enrolment.monthsPaid) : 0,
    // The stored due date carries an admin's extension or waiver (docs/decisions/0107-collections.md).
    nextDueDate: owing ? (enrolment.dueOn ?? addDaysToDate(enrolment.lastPaidOn, DAYS_UNTIL_NEXT_PAYMENT)) : null,
  };
}

/**
 * The price of paying `months` instalments now: the enrolment's monthly price for each, the last one capped at
 * what remains. Undefined when the months are out of range (less than 1, more than remain) or nothing is owed.
 */
export function instalmentPrice(
  enrolment: EnrolmentMoney & { status: EnrolmentStatus; lastPaidOn: string },
  months: number,
): number | undefined {
  const standing = enrolmentStanding(enrolment);
  if (!Number.isInteger(months) || months < 1 || months > standing.monthsRemaining) return undefined;
  return Math.min(months * enrolment.pricePerMonthMinor, standing.remainingMinor);
}

/** One enrolment as the student's dashboard shows it (a card in 'Course Investment & Progress'). */
export interface DashboardEnrolment extends EnrolmentStanding {
  id: string;
  course: string;
  plan: EnrolmentPlan;
  planLabel: string;
  status: EnrolmentStatus;
  currency: Currency;
  pricePerMonthMinor: number;
  /** The country of the first payment: the instalment dialog charges in the same currency. */
  country: string;
  /** 'YYYY-MM-DD' (India) of the first payment. */
  startedOn: string;
  /** Instalments paid of the plan's: '2 of 4 instalments paid' on a monthly card. */
  monthsPaid: number;
  monthsInPlan: number;
}

/**
 * spec 1 §9 'Renewal Fee (Existing Student Only)': the dashboard offers 'Renew' to a student with an active course
 * enrolment (not a Masterclass session), as the server does when it prices a renewal.
 */
export function offersRenewal(enrolments: readonly Pick<DashboardEnrolment, "plan" | "status">[]): boolean {
  return enrolments.some((enrolment) => enrolment.status === "active" && enrolment.plan !== "session");
}
