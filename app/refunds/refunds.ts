// Giving back all or part of a successful payment (docs/decisions/0038-refunds.md). Pure rules: what
// may still be refunded, what the provider is asked for, the referrer's share taken back, the admin form and its
// messages. Amounts are integer minor units of the payment's currency unless named `…Paise` (the provider's INR).
import { z } from "zod";
import {
  type Currency,
  formatIndiaDateTimeWithZone,
  formatMoney,
  isUuid,
  parseAmountInput,
  withoutNulCharacters,
} from "~/platform";

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Razorpay refuses a refund under ₹1.00 ('The amount must be at least INR 1.00'). */
export const MIN_PROVIDER_REFUND_PAISE = 100;
export const MAX_REFUND_REASON_LENGTH = 500;
/**
 * A refund still pending with the provider, or requested this many minutes ago or less, makes another refund of the
 * payment wait for the admin's 'This is an additional refund' (two admins on one payment refund it once).
 */
export const RECENT_REFUND_MINUTES = 10;
export const ADDITIONAL_REFUND_LABEL = "This is an additional refund";
/** failure_reason of a refund the provider reported failed without saying why (its `refund.failed` carries no reason). */
export const REFUND_FAILED_REASON = "The payment provider could not process this refund.";

/** A refund as the rules read it. */
export interface RefundFigures {
  amountMinor: number;
  providerAmountPaise: number;
  status: RefundStatus;
}

/** A pending refund may still go through: it counts against the limit until the provider says it failed. */
const holdsMoney = (refund: Pick<RefundFigures, "status">) => refund.status !== "failed";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What may still be refunded of a payment of `paidMinor`: paid − (pending + processed refunds), never negative. */
export function refundableMinor(paidMinor: number, refunds: readonly Pick<RefundFigures, "amountMinor" | "status">[]) {
  return Math.max(0, paidMinor - sum(refunds.filter(holdsMoney).map((refund) => refund.amountMinor)));
}

/** What a payment's list shows beside its status: a refund waiting for the provider first, then what went back. */
export type PaymentRefundState = "refund pending" | "refunded" | "partly refunded";

export function paymentRefundState(
  paidMinor: number,
  refunds: readonly Pick<RefundFigures, "amountMinor" | "status">[],
): PaymentRefundState | null {
  if (refunds.some((refund) => refund.status === "pending")) return "refund pending";
  const processed = sum(refunds.filter((refund) => refund.status === "processed").map((refund) => refund.amountMinor));
  if (processed === 0) return null;
  return processed >= paidMinor ? "refunded" : "partly refunded";
}

/** n × numerator / denominator, rounded half up, in integers (all non-negative, products far below 2^53). */
function shareOf(whole: number, numerator: number, denominator: number) {
  return Math.floor((2 * whole * numerator + denominator) / (2 * denominator));
}

/**
 * The paise the provider is asked to give back for `amountMinor` of a payment charged `providerPaise`. Cumulative, so
 * part refunds never add up to more than was charged and the last one returns exactly what is left.
 */
export function providerRefundPaise(input: {
  paymentMinor: number;
  providerPaise: number;
  /** Pending and processed refunds of the payment so far, in its currency and in paise. */
  refundedBeforeMinor: number;
  providerRefundedBeforePaise: number;
  amountMinor: number;
}): number {
  const left = input.providerPaise - input.providerRefundedBeforePaise;
  const refundedAfter = input.refundedBeforeMinor + input.amountMinor;
  if (refundedAfter >= input.paymentMinor) return left;
  const share = shareOf(input.providerPaise, refundedAfter, input.paymentMinor) - input.providerRefundedBeforePaise;
  return Math.min(left, Math.max(0, share));
}

/**
 * spec 1 §9's referral credit taken back for refunds: its share of what has been refunded, all of it once refunded
 * in full. Recomputed from the total after each refund, so rounding never drifts.
 */
export function referralClawback(creditMinor: number, paymentMinor: number, refundedMinor: number): number {
  if (paymentMinor <= 0 || refundedMinor >= paymentMinor) return creditMinor;
  return shareOf(creditMinor, refundedMinor, paymentMinor);
}

// ── The admin's refund form (app/refunds/ui/refund-section.tsx) and what its action answers.

/**
 * Every answer of `POST /admin/payments/:paymentId/refund`, passed back as a code, never text: the page words it
 * itself, so a link cannot make it say anything else.
 */
export const REFUND_OUTCOMES = [
  "requested",
  "processed",
  "duplicate",
  "invalid-amount",
  "missing-reason",
  "reason-too-long",
  "form-expired",
  "over-limit",
  "fully-refunded",
  "in-progress",
  "not-refundable",
  "too-small",
  "provider-refused",
  "provider-unreachable",
] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/** The refund form's address for a payment: `POST /admin/payments/:paymentId/refund`. */
export function refundFormAction(paymentId: string) {
  return `/admin/payments/${paymentId}/refund`;
}

/**
 * Where the form's answer is shown: the payment's page, with the outcome's code (never its text), at the refunds.
 * An `in-progress` answer also names the earlier refund by id, which the page looks up among the payment's refunds.
 */
export function refundAnswerPath(paymentId: string, outcome: RefundOutcome, earlierRefundId?: string | null) {
  const earlier = outcome === "in-progress" && earlierRefundId ? `&earlier=${earlierRefundId}` : "";
  return `/admin/payments/${paymentId}?refund=${outcome}${earlier}#${REFUND_SECTION_ID}`;
}

/** The id of the refund section on the payment's page. */
export const REFUND_SECTION_ID = "refunds";

export function isRefundOutcome(value: unknown): value is RefundOutcome {
  return typeof value === "string" && (REFUND_OUTCOMES as readonly string[]).includes(value);
}

/** The refund that made an `in-progress` answer, as the payment's page lists it. */
export interface EarlierRefund {
  amountMinor: number;
  /** The admin's e-mail; null when their account is gone. */
  requestedBy: string | null;
  /** An ISO instant. */
  requestedAt: string;
}

/**
 * The message of an outcome; `refundable` is what may still be refunded now, in the payment's currency; `earlier`
 * the refund an `in-progress` answer names (null when the address names none of this payment's refunds).
 */
export function refundOutcomeMessage(
  outcome: RefundOutcome,
  refundable: { minor: number; currency: Currency },
  earlier: EarlierRefund | null = null,
): { kind: "success" | "error"; text: string } {
  const most = formatMoney(refundable.minor, refundable.currency);
  const success = (text: string) => ({ kind: "success" as const, text });
  const error = (text: string) => ({ kind: "error" as const, text });
  switch (outcome) {
    case "requested":
      return success("Refund requested. It shows as pending until the payment provider confirms it.");
    case "processed":
      return success("Refund processed: the payment provider has confirmed it.");
    case "duplicate":
      return success("This refund was already requested (the form was sent twice): nothing more was refunded.");
    case "invalid-amount":
      return error("Enter the amount to refund, such as 1499.50.");
    case "missing-reason":
      return error("Please give the reason for the refund.");
    case "reason-too-long":
      return error(`Please keep the reason under ${MAX_REFUND_REASON_LENGTH} characters.`);
    case "form-expired":
      return error("This form has expired. Please reload the page and try again.");
    case "over-limit":
      return error(`That is more than can be refunded: at most ${most}.`);
    case "fully-refunded":
      return error("This payment has been refunded in full: nothing is left to refund.");
    case "in-progress":
      return error(`${inProgressText(earlier, refundable.currency)} Tick '${ADDITIONAL_REFUND_LABEL}' to refund more.`);
    case "not-refundable":
      return error("Only a successful online payment can be refunded.");
    case "too-small":
      return error("A refund must be at least ₹1.00 at the payment provider.");
    case "provider-refused":
      return error("The payment provider refused the refund; its reason is shown in the list. Nothing was refunded.");
    case "provider-unreachable":
      return error(
        "The payment provider did not answer. The refund stays pending and is sent again automatically; it is never made twice.",
      );
  }
}

function inProgressText(earlier: EarlierRefund | null, currency: Currency) {
  if (!earlier) return "Another refund of this payment is already in progress.";
  const who = earlier.requestedBy ?? "an admin who has since left";
  const when = formatIndiaDateTimeWithZone(earlier.requestedAt);
  return `A refund of ${formatMoney(earlier.amountMinor, currency)} by ${who} at ${when} is already in progress for this payment.`;
}

/** '1499.50', '1,499.5', '₹1499': a positive amount with at most two decimals, in minor units; null otherwise. */
export const parseRefundAmount = parseAmountInput;

/** An amount in minor units as the form's field shows it: '1499.50'. */
export function refundAmountText(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

const posted = z.preprocess((value) => (typeof value === "string" ? withoutNulCharacters(value).trim() : ""), z.string());

// Each problem's message is its outcome code: the action answers with the first one.
const RefundFormSchema = z.object({
  refundKey: posted.refine(isUuid, "form-expired" satisfies RefundOutcome),
  amount: posted.refine((text) => parseRefundAmount(text) !== null, "invalid-amount" satisfies RefundOutcome),
  reason: posted
    .pipe(z.string().min(1, "missing-reason" satisfies RefundOutcome))
    .pipe(z.string().max(MAX_REFUND_REASON_LENGTH, "reason-too-long" satisfies RefundOutcome)),
  // The checkbox: sent as 'yes' when ticked, absent otherwise.
  additional: z.preprocess((value) => value === "yes", z.boolean()),
});

export interface RefundForm {
  /** The form's own id (a hidden field, new with each page): sending the same form twice refunds once. */
  refundKey: string;
  amountMinor: number;
  reason: string;
  /** The admin confirmed it is a refund on top of one in progress ('This is an additional refund'). */
  additional: boolean;
}

export function checkRefundForm(values: unknown): { ok: true; value: RefundForm } | { ok: false; outcome: RefundOutcome } {
  const result = RefundFormSchema.safeParse(values);
  if (!result.success) {
    const code = result.error.issues[0]?.message;
    return { ok: false, outcome: isRefundOutcome(code) ? code : "form-expired" };
  }
  return {
    ok: true,
    value: {
      refundKey: result.data.refundKey.toLowerCase(),
      amountMinor: parseRefundAmount(result.data.amount)!,
      reason: result.data.reason,
      additional: result.data.additional,
    },
  };
}
