import { sql, type SQL } from "drizzle-orm";
import { batchStudentsQuery } from "~/classes/index.server";
import { toIndiaDateTimeInput } from "~/platform";
import { type Database, queryRows } from "~/platform/index.server";
import { type CompletionRule, completionProgress, DEFAULT_COMPLETION_RULE, type Progress } from "./completion";

/** A session is held once it has started: its India date and start time are before India's clock at `now`. */
export function heldBefore(now: Date): SQL {
  return sql`(s.session_date + s.session_start_time) <= ${toIndiaDateTimeInput(now)}::timestamp`;
}

interface FactsRow {
  email: string;
  listed: number;
  held: number;
  attended: number;
  required: number;
  passed: number;
}

export interface BatchRule {
  course: string | null;
  rule: CompletionRule;
}

/** The batch's course and its completion rule (the default when the course has none); null for no such batch. */
export async function readBatchRule(database: Database, batchId: string): Promise<BatchRule | null> {
  const [row] = await queryRows<{ course: string | null; min: number | null; require: boolean | null }>(
    database,
    sql`select b.course, r.min_attendance_percent as min, r.require_required_assignments as require
          from batches b left join completion_rules r on r.course = b.course
         where b.id = ${batchId}`,
  );
  if (!row) return null;
  return {
    course: row.course,
    rule:
      row.min === null || row.require === null
        ? DEFAULT_COMPLETION_RULE
        : { minAttendancePercent: row.min, requireRequiredAssignments: row.require },
  };
}

/**
 * Each student's progress in one batch, in one statement whatever the number of students: `students` are the
 * lower-case addresses to read (the batch's active students when omitted).
 */
export async function readBatchProgress(
  database: Database,
  { batchId, now, rule, students }: { batchId: string; now: Date; rule: CompletionRule; students?: string[] },
): Promise<Map<string, Progress>> {
  if (students && students.length === 0) return new Map();
  const who = students
    ? sql`select v.email from (values ${sql.join(
        students.map((email) => sql`(${email.toLowerCase()}::text)`),
        sql`, `,
      )}) v(email)`
    : sql`select distinct email from (${batchStudentsQuery(batchId)}) b`;
  const rows = await queryRows<FactsRow>(
    database,
    sql`
      with who as (${who}),
      sessions as (
        select s.session_id, ${heldBefore(now)} as held from session_master_table s where s.batch_id = ${batchId}),
      required as (select a.id from assignments a where a.batch_id = ${batchId} and a.required),
      newest as (
        select distinct on (h.student_email, h.assignment_id) h.student_email, h.status
          from hand_ins h join required r on r.id = h.assignment_id
         where h.student_email in (select email from who)
         order by h.student_email, h.assignment_id, h.version desc)
      select w.email,
             (select count(*) from sessions)::int as listed,
             (select count(*) from sessions where held)::int as held,
             (select count(*) from class_attendance ca join sessions s on s.session_id = ca.session_id and s.held
               where ca.student_email = w.email)::int as attended,
             (select count(*) from required)::int as required,
             (select count(*) from newest n where n.student_email = w.email and n.status = 'passed')::int as passed
        from who w`,
  );
  return new Map(
    rows.map((row) => [
      row.email,
      completionProgress(rule, {
        sessionsListed: row.listed,
        sessionsHeld: row.held,
        sessionsAttended: row.attended,
        requiredAssignments: row.required,
        requiredPassed: row.passed,
      }),
    ]),
  );
}
