import { and, desc, inArray, isNull } from "drizzle-orm";
import { type EnrolmentAutopay, LIVE_STATUSES } from "./autopay";
import { autopaySubscriptions, type Database } from "~/platform/index.server";

/** The live subscription (not ended, not being turned off) of each enrolment that has one, by enrolment id. */
export async function autopayOfEnrolments(database: Database, enrolmentIds: string[]): Promise<Record<string, EnrolmentAutopay>> {
  if (enrolmentIds.length === 0) return {};
  const rows = await database
    .select()
    .from(autopaySubscriptions)
    .where(
      and(
        inArray(autopaySubscriptions.enrolmentId, enrolmentIds),
        isNull(autopaySubscriptions.cancelRequestedAt),
        inArray(autopaySubscriptions.status, LIVE_STATUSES),
      ),
    )
    .orderBy(desc(autopaySubscriptions.createdAt));
  const byEnrolment: Record<string, EnrolmentAutopay> = {};
  for (const row of rows) {
    byEnrolment[row.enrolmentId] ??= {
      subscriptionId: row.id,
      status: row.status,
      nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
      amountPaise: row.providerAmountPaise,
    };
  }
  return byEnrolment;
}
