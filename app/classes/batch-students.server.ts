import { sql, type SQL } from "drizzle-orm";

/**
 * A batch's students as reminders and attendance count them, under their account's verified address when there is
 * one (it may have moved since the payment). One row per enrolment: callers group by email.
 */
export function batchStudentsQuery(batchId: string): SQL {
  return sql`
    select coalesce(lower(a.email), lower(e.student_email)) as email, s.student_name
      from enrolments e
      left join student_master_table s on lower(s.email) = lower(e.student_email)
      left join auth_user a on a.id = e.user_id and a.email_verified
     where e.status = 'active' and (e.batch_id = ${batchId} or s.batch_id = ${batchId})`;
}
