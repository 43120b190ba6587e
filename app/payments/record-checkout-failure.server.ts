import { DEFAULT_FAILURE_REASON } from "~/payments/checkout";
import type { Database } from "~/platform/index.server";
import { recordPaymentFailure } from "./record-payment-failure.server";

/**
 * The browser reports that checkout failed (the provider's 'payment.failed' with its description)
 * or was dismissed (spec 1 §4). Nothing here can turn a success back: the state only moves forward.
 */
export async function recordCheckoutFailure(
  database: Database,
  outcome: { paymentId: string; outcome: "failed"; description?: string | null } | { paymentId: string; outcome: "cancelled" },
): Promise<{ changed: boolean }> {
  if (outcome.outcome === "cancelled") {
    return { changed: await recordPaymentFailure(database, { payment: { id: outcome.paymentId }, status: "cancelled" }) };
  }
  const changed = await recordPaymentFailure(database, {
    payment: { id: outcome.paymentId },
    status: "failed",
    // The browser's word is unsigned: it may close the attempt, but provider ids come only from
    // signed callbacks, webhooks and the provider's API.
    reason: outcome.description?.trim().slice(0, 500) || DEFAULT_FAILURE_REASON,
  });
  return { changed };
}
