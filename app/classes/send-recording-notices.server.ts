import { sql } from "drizzle-orm";
import { verifiedProfiles } from "~/accounts/index.server";
import { batchStudentsQuery } from "./batch-students.server";
import { type Database, getConfig, queryRows } from "~/platform/index.server";
import { enqueueEmail, recordingAvailableEmail } from "~/email/index.server";
import { classReminderOptOutUrl } from "./class-reminder-opt-out.server";

/**
 * When an admin adds or changes a session's recording link, the batch's students (those who
 * have not turned class e-mails off) hear of it, with a link to the dashboard, greeted by the student record's name or
 * their verified account's. Called in the transaction that saves the session, so the e-mails are queued exactly when
 * the change is kept.
 */
export async function sendRecordingNotices(
  database: Database,
  { batchId, sessionTitle }: { batchId: string; sessionTitle: string },
): Promise<number> {
  const { appUrl } = getConfig();
  const students = await queryRows<{ email: string; name: string }>(
    database,
    sql`
      with students as (${batchStudentsQuery(batchId)})
      select st.email, coalesce(max(st.student_name), max(u.name), 'there') as name
        from students st
        left join ${verifiedProfiles} u on u.email = st.email
       where not exists (select 1 from class_reminder_opt_outs o where o.email = st.email)
       group by st.email`,
  );
  for (const student of students) {
    await enqueueEmail(
      database,
      recordingAvailableEmail({
        to: student.email,
        name: student.name,
        title: sessionTitle,
        dashboardUrl: `${appUrl}/dashboard#sessions`,
        optOutUrl: classReminderOptOutUrl(appUrl, student.email),
      }),
    );
  }
  return students.length;
}
