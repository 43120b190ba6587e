import { and, eq, sql } from "drizzle-orm";
import { type Database, logger, refunds } from "~/platform/index.server";
import { findRefund, providerRefundIdOf, type RefundReference } from "./find-refund.server";

export type RefundFailureResult = "failed" | "already-recorded" | "unknown-refund";

/**
 * The provider could not give the money back: a pending refund is marked failed with the reason, nothing else
 * changes, and its amount may be refunded again.
 */
export async function recordRefundFailure(
  database: Database,
  { refund: reference, reason }: { refund: RefundReference; reason: string },
): Promise<RefundFailureResult> {
  const found = await findRefund(database, reference);
  if (!found) {
    logger.warn({ reference }, "refund failure for a refund we did not request; ignored");
    return "unknown-refund";
  }
  const changed = await database
    .update(refunds)
    .set({
      status: "failed",
      failureReason: reason.slice(0, 1000),
      providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${providerRefundIdOf(reference)})`,
      nextAttemptAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, found.id), eq(refunds.status, "pending")))
    .returning({ id: refunds.id });
  return changed.length > 0 ? "failed" : "already-recorded";
}
