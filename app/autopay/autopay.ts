// Autopay's rules (docs/decisions/0109-autopay.md): when a subscription charges, which provider state wins, when the
// pre-debit notice is due, and which instalments may be collected without the student's own authentication.
import { toProviderPaise } from "~/payments";
import { indiaInstant, type Currency } from "~/platform";

export const AUTOPAY_STATUSES = [
  "created",
  "authenticated",
  "active",
  "pending",
  "halted",
  "cancelled",
  "completed",
  "expired",
] as const;

export type AutopayStatus = (typeof AUTOPAY_STATUSES)[number];

/** States in which the provider will still debit the student (a halted one no longer retries). */
export const CHARGING_STATUSES: readonly AutopayStatus[] = ["authenticated", "active", "pending"];

/** States the provider will not leave: the subscription is over. */
export const ENDED: readonly AutopayStatus[] = ["cancelled", "completed", "expired"];

/** States of a subscription that is not over yet: at most one per enrolment (a partial unique index). */
export const LIVE_STATUSES: readonly AutopayStatus[] = AUTOPAY_STATUSES.filter((status) => !ENDED.includes(status));

/** A charge falls on the due date at 09:00 in India: a working-hours debit the notice announced the day before. */
export const CHARGE_TIME_IN_INDIA = "09:00";

/** Days between charges: the business's instalment is due 30 days after the latest payment, not a calendar month. */
export const CHARGE_PERIOD_DAYS = 30;

/** The notice goes out from 48 hours before a charge, so one run of the job inside that window is ≥ 24 h ahead. */
export const NOTICE_HOURS_BEFORE = 48;

/** RBI: a recurring debit above ₹15,000 needs the customer's own authentication each time; we offer autopay up to it. */
export const AUTOPAY_LIMIT_PAISE = 1_500_000;

export const AUTOPAY_TEXT = {
  turnOn: "Pay monthly automatically",
  on: "Autopay on",
  turnOff: "Turn off autopay",
  waiting: "Autopay is waiting for your authorisation",
  halted: "Autopay stopped after failed debits: please pay this instalment yourself.",
  overLimit: "Autopay is available for instalments up to ₹15,000.",
} as const;

/** The instant of the charge for an instalment due on `dueDate` (India date). */
export function chargeAtForDueDate(dueDate: string): Date {
  return indiaInstant(dueDate, CHARGE_TIME_IN_INDIA);
}

/** Whether the provider may still debit the student. */
export function isCharging(status: AutopayStatus): boolean {
  return CHARGING_STATUSES.includes(status);
}

const RANK: Record<AutopayStatus, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 2,
  halted: 2,
  cancelled: 3,
  completed: 3,
  expired: 3,
};

/**
 * The state after an event, whatever order events arrive in: an ended subscription stays ended, a later stage beats
 * an earlier one, and among active, pending and halted (which alternate) the event the provider made last wins.
 */
export function nextAutopayStatus(
  current: { status: AutopayStatus; at: Date | null },
  incoming: { status: AutopayStatus; at: Date },
): AutopayStatus {
  if (ENDED.includes(current.status)) return current.status;
  if (RANK[incoming.status] !== RANK[current.status]) {
    return RANK[incoming.status] > RANK[current.status] ? incoming.status : current.status;
  }
  return current.at && current.at > incoming.at ? current.status : incoming.status;
}

/** Whether the pre-debit notice of a charge at `chargeAt` is due at `now`. */
export function debitNoticeDue(chargeAt: Date, now: Date): boolean {
  const opens = chargeAt.getTime() - NOTICE_HOURS_BEFORE * 3_600_000;
  return now.getTime() >= opens && now.getTime() < chargeAt.getTime();
}

/** An enrolment's autopay as its card and the admin's student page show it. */
export interface EnrolmentAutopay {
  subscriptionId: string;
  status: AutopayStatus;
  /** The next debit's time (ISO), while one is scheduled. */
  nextChargeAt: string | null;
  /** What the bank debits, INR paise. */
  amountPaise: number;
}

/** What an enrolment card tells the autopay rules. */
export interface AutopayCardEnrolment {
  id: string;
  status: string;
  plan: string;
  monthsRemaining: number;
  remainingMinor: number;
  pricePerMonthMinor: number;
  currency: Currency;
}

/** Whether the card offers 'Pay monthly automatically': monthly instalments left, each within the RBI limit. */
export function offersAutopay(enrolment: AutopayCardEnrolment): boolean {
  return (
    enrolment.status === "active" &&
    (enrolment.plan === "monthly" || enrolment.plan === "cxo") &&
    enrolment.monthsRemaining > 0 &&
    enrolment.remainingMinor >= enrolment.pricePerMonthMinor &&
    toProviderPaise(enrolment.pricePerMonthMinor, enrolment.currency) <= AUTOPAY_LIMIT_PAISE
  );
}

/** The mandate a student is asked to authorise, as its page shows it. */
export interface AutopayMandate {
  subscriptionId: string;
  providerSubscriptionId: string;
  provider: "razorpay" | "sandbox";
  keyId: string;
  course: string;
  amountPaise: number;
  totalCount: number;
  firstChargeAt: string | null;
}
