import { sql } from "drizzle-orm";
import { NOTICE_HOURS_BEFORE } from "./autopay";
import { formatMoney, indiaDate } from "~/platform";
import { autopayDebitNotices, type Database, queryRows } from "~/platform/index.server";
import { autopayDebitNoticeEmail, enqueueEmail } from "~/email/index.server";

/**
 * The pre-debit notice (RBI: at least 24 hours before each debit) of every charge in the next 48 hours: the notice's
 * row, keyed by subscription and charge time, and its e-mail share a transaction, so each debit is announced once.
 */
export async function sendDebitNotices(database: Database, { now, appUrl }: { now: Date; appUrl: string }) {
  const due = await queryRows<{
    id: string;
    next_charge_at: string;
    provider_amount_paise: number;
    course: string;
    student_email: string;
    student_name: string | null;
  }>(
    database,
    sql`
      select subscription.id, subscription.next_charge_at, subscription.provider_amount_paise, enrolment.course,
        enrolment.student_email, student.student_name
      from autopay_subscriptions subscription
      join enrolments enrolment on enrolment.id = subscription.enrolment_id
      left join student_master_table student on lower(student.email) = lower(enrolment.student_email)
      where subscription.status in ('authenticated', 'active', 'pending') and subscription.cancel_requested_at is null
        and subscription.next_charge_at > ${now.toISOString()}::timestamptz
        and subscription.next_charge_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${NOTICE_HOURS_BEFORE})`,
  );
  let queued = 0;
  for (const row of due) {
    const chargeAt = new Date(row.next_charge_at);
    const sent = await database.transaction(async (transaction) => {
      const [claimed] = await transaction
        .insert(autopayDebitNotices)
        .values({ subscriptionId: row.id, chargeAt })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      await enqueueEmail(
        transaction as unknown as Database,
        autopayDebitNoticeEmail({
          to: row.student_email,
          name: row.student_name ?? "there",
          course: row.course,
          amount: formatMoney(Number(row.provider_amount_paise), "INR", { decimals: "when-fractional" }),
          debitDate: indiaDate(chargeAt),
          dashboardUrl: `${appUrl}/dashboard#course-progress`,
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return { checked: due.length, queued };
}
