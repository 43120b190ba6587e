// spec 1 §4 "Payment record", made safe for callbacks and webhooks that arrive in any order and any
// number of times: a payment's state only moves forward, and `success` is final.
// (docs/decisions/0008-payments-state-machine.md)

export const PAYMENT_STATUSES = ["pending", "cancelled", "failed", "success"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a status reads on screen and in exports. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: "Success",
  pending: "Pending",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * pending < cancelled < failed < success: a later provider report may only move a payment forward (a failure's reason
 * is worth keeping, a capture wins); nothing leaves `success`.
 */
const RANK: Record<PaymentStatus, number> = { pending: 0, cancelled: 1, failed: 2, success: 3 };

export function canMoveTo(current: PaymentStatus, next: PaymentStatus): boolean {
  return RANK[next] > RANK[current];
}

/** The statuses from which `next` may be reached, for a conditional UPDATE ... WHERE status IN (...). */
export function statusesBefore(next: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((status) => canMoveTo(status, next));
}

/** Pending payments are first checked with the provider after this long (the checkout may still be open). */
export const RECONCILE_AFTER_SECONDS = 5 * 60;
/** A pending payment with no completed attempt after this long is closed as failed. */
export const ABANDON_AFTER_SECONDS = 24 * 60 * 60;
export const ABANDONED_REASON = "Payment not completed";
/** failure_reason of a payment whose only completed attempt the provider refunded: the money went back. */
export const REFUNDED_REASON = "Payment refunded by the payment provider";

/** Seconds until the next check of a payment still pending at `ageSeconds`: 5 min, growing to 1 h. */
export function nextReconcileDelaySeconds(ageSeconds: number): number {
  return Math.min(3600, Math.max(RECONCILE_AFTER_SECONDS, Math.floor(ageSeconds / 4)));
}

/**
 * What asking the provider about one payment's order found (reconciliation and 'Check with provider'): captured, all
 * attempts ended, nothing completed a day after checkout, still in flight, or no provider order.
 */
export type ProviderFinding =
  | { kind: "captured"; providerPaymentId: string }
  | { kind: "failed"; reason: string; providerPaymentId: string }
  | { kind: "abandoned" }
  | { kind: "in-progress" }
  | { kind: "no-order" };
