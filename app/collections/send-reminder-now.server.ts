import { eq, sql } from "drizzle-orm";
import { COLLECTIONS_TEXT } from "~/collections/collections";
import { enrolmentStanding, instalmentPrice } from "~/enrolments";
import { formatMoney, indiaDate } from "~/platform";
import { type Database, enrolments, queryRows } from "~/platform/index.server";
import { enrolmentFacts, queueInstalmentReminder } from "~/enrolments/index.server";
import { type AuditActor, recordAudit } from "~/staff/index.server";
import type { InstalmentDueOutcome } from "./change-instalment-due.server";

/**
 * The desk's 'Send reminder now': the instalment reminder e-mail at once, at most once a day per enrolment (its row
 * keys on the India day, like the scheduled reminders key on their due date), audited with the e-mail.
 */
export async function sendReminderNow(
  database: Database,
  {
    actor,
    enrolmentId,
    now,
    appUrl,
    graceDays,
  }: { actor: AuditActor; enrolmentId: string; now: Date; appUrl: string; graceDays: number },
): Promise<InstalmentDueOutcome> {
  const [enrolment] = await database.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  if (!enrolment) return { saved: false, message: COLLECTIONS_TEXT.notFound, status: 404 };
  const facts = enrolmentFacts(enrolment);
  const dueDate = enrolmentStanding(facts).nextDueDate;
  const amountMinor = instalmentPrice(facts, 1);
  if (!dueDate || amountMinor === undefined) return { saved: false, message: COLLECTIONS_TEXT.nothingOwed, status: 409 };
  const [student] = await queryRows<{ student_name: string }>(
    database,
    sql`select student_name from student_master_table where lower(email) = lower(${enrolment.studentEmail}) limit 1`,
  );
  const today = indiaDate(now);
  const sent = await queueInstalmentReminder(database, {
    enrolment,
    studentName: student?.student_name ?? null,
    key: { dueDate: today, kind: "manual" },
    dueDate,
    amount: formatMoney(amountMinor, enrolment.currency),
    appUrl,
    today,
    graceDays,
    onClaimed: (transaction) =>
      recordAudit(transaction, {
        actor,
        action: "send-reminder",
        tableName: "enrolments",
        rowId: enrolment.id,
        details: { email: enrolment.studentEmail, dueDate },
      }),
  });
  if (!sent) return { saved: false, message: COLLECTIONS_TEXT.reminderAlreadySent, status: 409 };
  return { saved: true, message: COLLECTIONS_TEXT.reminderSent };
}
