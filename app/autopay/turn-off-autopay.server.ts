import { eq } from "drizzle-orm";
import { type Database, enrolments } from "~/platform/index.server";
import { findOwnEnrolment } from "~/enrolments/index.server";
import { type AuditActor, recordAudit } from "~/staff/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";
import { endRequestedSubscriptions, requestAutopayEnd } from "./end-autopay.server";

export type AutopayTurnedOffBy =
  { kind: "student"; user: { id: string; email: string; emailVerified: boolean } } | { kind: "admin"; actor: AuditActor };

/**
 * 'Turn off autopay' (the student on their card, an admin on the student's page): the subscription is marked to end
 * and cancelled with the provider at once; if the provider cannot be reached, the cancellation job asks again.
 */
export async function turnOffAutopay(
  database: Database,
  {
    enrolmentId,
    by,
    now,
    provider = getPaymentProvider(),
  }: { enrolmentId: string; by: AutopayTurnedOffBy; now: Date; provider?: PaymentProvider },
): Promise<"turned-off" | "not-on" | "not-found"> {
  const enrolment =
    by.kind === "student"
      ? await findOwnEnrolment(database, { enrolmentId, user: by.user })
      : (await database.select().from(enrolments).where(eq(enrolments.id, enrolmentId)))[0];
  if (!enrolment) return "not-found";
  const ended = await database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const count = await requestAutopayEnd(tx, {
      enrolmentId,
      reason: by.kind === "student" ? "turned-off-by-student" : "turned-off-by-admin",
    });
    if (count > 0 && by.kind === "admin") {
      await recordAudit(tx, {
        actor: by.actor,
        action: "turn-off-autopay",
        tableName: "enrolments",
        rowId: enrolmentId,
        details: { email: enrolment.studentEmail, course: enrolment.course },
      });
    }
    return count;
  });
  if (ended === 0) return "not-on";
  await endRequestedSubscriptions(database, { now, enrolmentId, provider });
  return "turned-off";
}
