import { sql } from "drizzle-orm";
import { NOTICE_HOURS_BEFORE } from "./autopay";
import { formatMoney, indiaDate } from "~/platform";
import { autopayDebitNotices, type Database, queryRows } from "~/platform/index.server";
import { autopayDebitNoticeEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";

/**
 * The pre-debit notice (RBI: at least 24 hours before each debit) of every charge in the next 48 hours: the notice's
 * row, keyed by subscription and charge time, and its e-mail share a transaction, so each debit is announced once.
 * The e-mail always goes; a student who agreed to payment notices on WhatsApp gets it there as well.
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
      const notice = {
        name: row.student_name ?? "there",
        course: row.course,
        amount: formatMoney(Number(row.provider_amount_paise), "INR", { decimals: "when-fractional" }),
        debitDate: indiaDate(chargeAt),
      };
      await sendNotice(transaction as unknown as Database, {
        template: "autopay-pre-debit",
        parameters: {
          student_name: notice.name,
          course_name: notice.course,
          amount: notice.amount,
          debit_date: notice.debitDate,
        },
        email: autopayDebitNoticeEmail({ to: row.student_email, ...notice, dashboardUrl: `${appUrl}/dashboard#course-progress` }),
        keepEmail: true,
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return { checked: due.length, queued };
}
