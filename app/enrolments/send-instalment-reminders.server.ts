import { sql } from "drizzle-orm";
import { enrolmentStanding, instalmentPrice } from "~/enrolments/enrolment";
import { reminderKindOn, DAYS_BEFORE_DUE } from "~/enrolments/instalment-reminders";
import { DEFAULT_GRACE_DAYS, OVERDUE_REMINDERS, overdueReminderOn } from "~/collections";
import { addDaysToDate, formatDisplayDate, formatMoney, indiaDate } from "~/platform";
import { type Database, enrolmentReminders, enrolments, studentMasterTable } from "~/platform/index.server";
import { instalmentReminderEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";
import { enrolmentFacts } from "./find-enrolments.server";

/**
 * Queues the instalment reminders `now` calls for (India date): before and on the due date, and 3 and 7 days after
 * it; autopay that still charges sends its pre-debit notice instead (a halted one is dunned like a manual payer).
 * The row and its e-mail share a transaction, and its key (enrolment, due date, kind) lets one server write it, once.
 */
export async function sendInstalmentReminders(
  database: Database,
  { now, appUrl, graceDays = DEFAULT_GRACE_DAYS }: { now: Date; appUrl: string; graceDays?: number },
): Promise<{ checked: number; queued: number }> {
  const today = indiaDate(now);
  // Due dates from the last overdue reminder's window to DAYS_BEFORE_DUE ahead, on the owing-by-due-date index.
  const dueFrom = addDaysToDate(today, -OVERDUE_REMINDERS[OVERDUE_REMINDERS.length - 1].toDay);
  const dueTo = addDaysToDate(today, DAYS_BEFORE_DUE);
  const candidates = await database
    .select({ enrolment: enrolments, studentName: studentMasterTable.studentName })
    .from(enrolments)
    .leftJoin(studentMasterTable, sql`lower(${studentMasterTable.email}) = lower(${enrolments.studentEmail})`)
    .where(
      sql`${enrolments.status} = 'active' and ${enrolments.amountPaid} < ${enrolments.fee}
        and ${enrolments.dueOn} between ${dueFrom} and ${dueTo}
        and not exists (select 1 from autopay_subscriptions autopay where autopay.enrolment_id = ${enrolments.id}
          and autopay.status in ('authenticated', 'active', 'pending') and autopay.cancel_requested_at is null)`,
    );

  let queued = 0;
  for (const { enrolment, studentName } of candidates) {
    const facts = enrolmentFacts(enrolment);
    const dueDate = enrolmentStanding(facts).nextDueDate;
    const kind = dueDate && (reminderKindOn(dueDate, today) ?? overdueReminderOn(dueDate, today));
    const amountMinor = instalmentPrice(facts, 1);
    if (!dueDate || !kind || amountMinor === undefined) continue;
    const sent = await queueInstalmentReminder(database, {
      enrolment: { id: enrolment.id, studentEmail: enrolment.studentEmail, course: enrolment.course },
      studentName,
      key: { dueDate, kind },
      dueDate,
      amount: formatMoney(amountMinor, enrolment.currency),
      appUrl,
      today,
      graceDays,
    });
    if (sent) queued += 1;
  }
  return { checked: candidates.length, queued };
}

export type StoredReminderKind = (typeof enrolmentReminders.$inferInsert)["kind"];

/**
 * Claims one reminder row and queues its e-mail in one transaction; false when the row was there already. `key` is
 * the row's (date, kind): a due date for the scheduled kinds, the India day sent for 'manual'.
 */
export async function queueInstalmentReminder(
  database: Database,
  reminder: {
    enrolment: { id: string; studentEmail: string; course: string };
    studentName: string | null;
    key: { dueDate: string; kind: StoredReminderKind };
    dueDate: string;
    amount: string;
    appUrl: string;
    today: string;
    graceDays: number;
    /** Written in the same transaction once the row is claimed (the desk's audit row). */
    onClaimed?: (transaction: Database) => Promise<void>;
  },
): Promise<boolean> {
  const { enrolment, key, dueDate, today } = reminder;
  const late = dueDate < today;
  return database.transaction(async (transaction) => {
    const [claimed] = await transaction
      .insert(enrolmentReminders)
      .values({ enrolmentId: enrolment.id, dueDate: key.dueDate, kind: key.kind })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const pausesOn = addDaysToDate(dueDate, reminder.graceDays + 1);
    const studentName = reminder.studentName ?? "there";
    // By WhatsApp to a student who consented to payment notices there, otherwise by e-mail (docs/decisions/0111-whatsapp-notices.md).
    await sendNotice(transaction as unknown as Database, {
      template: "payment-due",
      parameters: {
        student_name: studentName,
        course_name: enrolment.course,
        amount: reminder.amount,
        due_date: formatDisplayDate(dueDate),
      },
      email: instalmentReminderEmail({
        to: enrolment.studentEmail,
        name: studentName,
        course: enrolment.course,
        dueDate,
        amount: reminder.amount,
        dashboardUrl: late ? `${reminder.appUrl}/dashboard#course-progress` : `${reminder.appUrl}/dashboard`,
        kind: late ? "overdue" : dueDate === today ? "due" : "before",
        pausesOn: late && pausesOn > today ? pausesOn : null,
      }),
    });
    await reminder.onClaimed?.(transaction as unknown as Database);
    return true;
  });
}
