import { sql } from "drizzle-orm";
import { enrolmentStanding, instalmentPrice } from "~/enrolments/enrolment";
import { reminderKindOn, DAYS_BEFORE_DUE, DAYS_LATE_FOR_DUE_REMINDER } from "~/enrolments/instalment-reminders";
import { DAYS_UNTIL_NEXT_PAYMENT } from "~/enrolments/upcoming-payment";
import { addDaysToDate, formatMoney, indiaDate } from "~/platform";
import { type Database, enrolmentReminders, enrolments, studentMasterTable } from "~/platform/index.server";
import { enqueueEmail, instalmentReminderEmail } from "~/email/index.server";
import { enrolmentFacts } from "./find-enrolments.server";

/**
 * Queues the instalment reminders `now` calls for (India date). The row and its e-mail share a transaction, and its
 * key (enrolment, due date, kind) lets only one server write it, once.
 */
export async function sendInstalmentReminders(
  database: Database,
  { now, appUrl }: { now: Date; appUrl: string },
): Promise<{ checked: number; queued: number }> {
  const today = indiaDate(now);
  // Due dates from DAYS_LATE… ago to DAYS_BEFORE_DUE ahead: their latest instalment was paid in this range.
  const paidFrom = addDaysToDate(today, -DAYS_UNTIL_NEXT_PAYMENT - DAYS_LATE_FOR_DUE_REMINDER);
  const paidTo = addDaysToDate(today, DAYS_BEFORE_DUE - DAYS_UNTIL_NEXT_PAYMENT);
  const candidates = await database
    .select({ enrolment: enrolments, studentName: studentMasterTable.studentName })
    .from(enrolments)
    .leftJoin(studentMasterTable, sql`lower(${studentMasterTable.email}) = lower(${enrolments.studentEmail})`)
    .where(
      sql`${enrolments.status} = 'active' and ${enrolments.amountPaid} < ${enrolments.fee}
        and ${enrolments.lastPaidOn} between ${paidFrom} and ${paidTo}`,
    );

  let queued = 0;
  for (const { enrolment, studentName } of candidates) {
    const facts = enrolmentFacts(enrolment);
    const dueDate = enrolmentStanding(facts).nextDueDate;
    const kind = dueDate && reminderKindOn(dueDate, today);
    const amountMinor = instalmentPrice(facts, 1);
    if (!dueDate || !kind || amountMinor === undefined) continue;
    const sent = await database.transaction(async (transaction) => {
      const [claimed] = await transaction
        .insert(enrolmentReminders)
        .values({ enrolmentId: enrolment.id, dueDate, kind })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      await enqueueEmail(
        transaction as unknown as Database,
        instalmentReminderEmail({
          to: enrolment.studentEmail,
          name: studentName ?? "there",
          course: enrolment.course,
          dueDate,
          amount: formatMoney(amountMinor, enrolment.currency),
          dashboardUrl: `${appUrl}/dashboard`,
          kind,
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return { checked: candidates.length, queued };
}
