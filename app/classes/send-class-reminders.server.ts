import { between, sql } from "drizzle-orm";
import { classReminderDue, classTimeFor, CLASS_REMINDER_LEAD_MS, type ClassReminderKind } from "~/classes/class-reminders";
import { sessionStartInstant } from "~/classes/sessions";
import { indiaDate } from "~/platform";
import { verifiedProfiles } from "~/accounts/index.server";
import { batchStudentsQuery } from "./batch-students.server";
import { classReminders, type Database, queryRows, sessionMasterTable } from "~/platform/index.server";
import { classReminderEmail } from "~/email/index.server";
import { sendNotice } from "~/messaging/index.server";
import { classReminderOptOutUrl } from "./class-reminder-opt-out.server";

interface DueClass {
  sessionId: number;
  batchId: string;
  title: string;
  startsAt: Date;
  kind: ClassReminderKind;
}

interface Recipient {
  email: string;
  name: string;
  time_zone: string | null;
}

/** The sessions that call for a reminder at `now`: starting within the next 24 hours. */
async function dueClasses(database: Database, now: Date): Promise<DueClass[]> {
  const sessions = await database
    .select()
    .from(sessionMasterTable)
    .where(
      between(
        sessionMasterTable.sessionDate,
        indiaDate(now),
        indiaDate(new Date(now.getTime() + CLASS_REMINDER_LEAD_MS["day-before"])),
      ),
    );
  return sessions.flatMap((session) => {
    const startsAt = sessionStartInstant(session.sessionDate, session.sessionStartTime);
    const kind = classReminderDue(startsAt, now);
    if (!kind) return [];
    const title = session.sessionTitle?.trim() || `Session ${session.sessionId}`;
    return [{ sessionId: session.sessionId, batchId: session.batchId, title, startsAt, kind }];
  });
}

/**
 * The batch's students who have not turned reminders off. The time zone only from a verified account: an unverified
 * one with the address may be anyone's.
 */
function recipientsOf(database: Database, batchId: string): Promise<Recipient[]> {
  return queryRows<Recipient>(
    database,
    sql`
      with students as (${batchStudentsQuery(batchId)})
      select st.email, coalesce(max(st.student_name), max(u.name), 'there') as name, max(u.time_zone) as time_zone
        from students st
        left join ${verifiedProfiles} u on u.email = st.email
       where not exists (select 1 from class_reminder_opt_outs o where o.email = st.email)
       group by st.email`,
  );
}

/**
 * Queues the class reminders `now` calls for, each claimed by a row keyed on (session, student, kind, start) in its
 * e-mail's transaction: sent once across servers and retries, and again for a session moved to a new time.
 */
export async function sendClassReminders(
  database: Database,
  { now, appUrl }: { now: Date; appUrl: string },
): Promise<{ classes: number; queued: number }> {
  const classes = await dueClasses(database, now);
  let queued = 0;
  for (const due of classes) {
    for (const recipient of await recipientsOf(database, due.batchId)) {
      const sent = await database.transaction(async (transaction) => {
        const [claimed] = await transaction
          .insert(classReminders)
          .values({ sessionId: due.sessionId, studentEmail: recipient.email, kind: due.kind, sessionStartsAt: due.startsAt })
          .onConflictDoNothing()
          .returning({ sessionId: classReminders.sessionId });
        if (!claimed) return false;
        const time = classTimeFor(due.startsAt, recipient.time_zone);
        // By WhatsApp to a student who consented to it there, otherwise by e-mail (docs/decisions/0111-whatsapp-notices.md).
        await sendNotice(transaction as unknown as Database, {
          template: due.kind === "hour-before" ? "class-reminder-1h" : "class-reminder-24h",
          parameters: { student_name: recipient.name, class_title: due.title, class_time: time.local ?? time.india },
          email: classReminderEmail({
            to: recipient.email,
            name: recipient.name,
            kind: due.kind,
            title: due.title,
            time,
            joinUrl: `${appUrl}/class/join`,
            calendarUrl: `${appUrl}/dashboard/calendar.ics`,
            optOutUrl: classReminderOptOutUrl(appUrl, recipient.email),
          }),
        });
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return { classes: classes.length, queued };
}
