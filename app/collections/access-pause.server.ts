// Whether a student's access is paused: an active enrolment of their address with an instalment unpaid past the grace
// period. Read from the data each time (docs/decisions/0107-collections.md), so a payment restores access at once.
import { sql, type SQL } from "drizzle-orm";
import { indiaDate } from "~/platform";
import { type Database, getConfig, queryRows } from "~/platform/index.server";
import type { StudentDashboard } from "~/enrolments/index.server";

/** The grace period the server runs with (INSTALMENT_GRACE_DAYS). */
export function graceDays(): number {
  return getConfig().instalmentGraceDays;
}

/** SQL: "the address `email` (lower-case) has an instalment unpaid past the grace period on India date `today`". */
export function pausedCondition(email: SQL | string, today: string, grace: number = graceDays()): SQL {
  return sql`exists (select 1 from enrolments paused
    where lower(paused.student_email) = ${email} and paused.status = 'active' and paused.amount_paid < paused.fee
      and paused.due_on < ${today}::date - ${grace}::int)`;
}

export interface AccessPause {
  enrolmentId: string;
  /** 'YYYY-MM-DD': the unpaid instalment's due date (the earliest, when several are). */
  dueDate: string;
}

/** The unpaid instalment that pauses this student's access on `now`'s India date; null when nothing does. */
export async function readAccessPause(
  database: Database,
  { email, now, grace = graceDays() }: { email: string; now: Date; grace?: number },
): Promise<AccessPause | null> {
  const today = indiaDate(now);
  const [row] = await queryRows<{ id: string; due_on: string }>(
    database,
    sql`select id, to_char(due_on, 'YYYY-MM-DD') as due_on from enrolments
      where lower(student_email) = ${email.toLowerCase()} and status = 'active' and amount_paid < fee
        and due_on < ${today}::date - ${grace}::int
      order by due_on limit 1`,
  );
  return row ? { enrolmentId: row.id, dueDate: row.due_on } : null;
}

/** The dashboard with what a pause holds taken out: the class link, and the sessions' recordings and materials. */
export function holdPausedAccess(dashboard: StudentDashboard): StudentDashboard {
  const held = <Session extends { sessionLink: string | null; studyMaterialLink: string | null }>(session: Session) => ({
    ...session,
    sessionLink: null,
    studyMaterialLink: null,
  });
  return {
    ...dashboard,
    classLink: null,
    sessions: { ...dashboard.sessions, upcoming: dashboard.sessions.upcoming.map(held), past: dashboard.sessions.past.map(held) },
  };
}
