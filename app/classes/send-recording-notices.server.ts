import { and, eq, isNull, sql } from "drizzle-orm";
import { verifiedProfiles } from "~/accounts/index.server";
import { batchStudentsQuery } from "./batch-students.server";
import {
  claimDue,
  type Clock,
  type Database,
  logger,
  queryRows,
  recordingNotices,
  sqlInstant,
  appClock,
} from "~/platform/index.server";
import { recordingAvailableEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";
import { classReminderOptOutUrl } from "./class-reminder-opt-out.server";

/**
 * Queues a recording notice in the transaction that saves the session, so the notice exists exactly when the
 * change is kept. The e-mails are the recording-notices job's work.
 */
export async function queueRecordingNotice(
  database: Database,
  notice: { sessionId: number; batchId: string; sessionTitle: string },
): Promise<void> {
  await database.insert(recordingNotices).values(notice);
}

/**
 * The recording-notices job: e-mails each due notice to the batch's students who have not opted out. Claimed with a
 * lease and marked sent with its e-mails in one transaction: sent once, by one server.
 */
export async function sendRecordingNotices(
  database: Database,
  { appUrl, clock = appClock, batchSize = 20 }: { appUrl: string; clock?: Clock; batchSize?: number },
): Promise<{ notices: number; queued: number }> {
  const now = clock();
  const claimed = await claimDue<{ id: string; batch_id: string; session_title: string }>(database, {
    table: "recording_notices",
    due: sql`sent_at is null and next_attempt_at <= ${sqlInstant(now)}`,
    orderBy: sql`next_attempt_at`,
    leaseColumn: "next_attempt_at",
    returning: sql`id, batch_id, session_title`,
    limit: batchSize,
    now,
  });
  let queued = 0;
  for (const notice of claimed) {
    try {
      queued += await database.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [ours] = await tx
          .update(recordingNotices)
          .set({ sentAt: sql`now()` })
          .where(and(eq(recordingNotices.id, notice.id), isNull(recordingNotices.sentAt)))
          .returning({ id: recordingNotices.id });
        if (!ours) return 0; // another server's run, whose lease ran out, sent it meanwhile
        const students = await recipientsOf(tx, notice.batch_id);
        for (const student of students) {
          await sendNotice(tx, {
            template: "recording-available",
            parameters: { student_name: student.name, class_title: notice.session_title },
            email: recordingAvailableEmail({
              to: student.email,
              name: student.name,
              title: notice.session_title,
              dashboardUrl: `${appUrl}/dashboard#sessions`,
              optOutUrl: classReminderOptOutUrl(appUrl, student.email),
            }),
          });
        }
        return students.length;
      });
    } catch (error) {
      logger.warn({ err: error, noticeId: notice.id }, "recording notice failed; the lease expires and another run retries");
    }
  }
  return { notices: claimed.length, queued };
}

function recipientsOf(database: Database, batchId: string) {
  return queryRows<{ email: string; name: string }>(
    database,
    sql`
      with students as (${batchStudentsQuery(batchId)})
      select st.email, coalesce(max(st.student_name), max(u.name), 'there') as name
        from students st
        left join ${verifiedProfiles} u on u.email = st.email
       where not exists (select 1 from class_reminder_opt_outs o where o.email = st.email)
       group by st.email`,
  );
}
