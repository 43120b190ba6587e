import { sql, type SQL } from "drizzle-orm";
import { wholePercent } from "~/platform";
import { batches as batchTable, type Database, queryRows } from "~/platform/index.server";
import { instructorBatchIds, type StaffUser } from "~/staff/index.server";
import { heldBefore } from "./progress-facts.server";

export interface BatchFigures {
  batchId: string;
  course: string | null;
  students: number;
  sessionsHeld: number;
  /** Of the (student, assignment) pairs handed in, whole percent whose first version came in by the due time. */
  handInsOnTimePercent: number | null;
  /** Of the pairs reviewed (newest version no longer waiting), whole percent passed. */
  passRatePercent: number | null;
  /** Students holding a valid certificate earned on completion of the batch. */
  completed: number;
  completionPercent: number | null;
  atRisk: number;
}

export interface SessionFigure {
  sessionId: number;
  sessionDate: string;
  title: string | null;
  attended: number;
}

export interface StudentAtRisk {
  email: string;
  name: string;
  /** The student record's id, for /admin/students/{id}; null when there is none. */
  studentId: number | null;
  missedLastTwo: boolean;
  overdueAssignments: number;
}

export interface CohortFigures {
  batches: BatchFigures[];
  /** The chosen (else the first) batch's sessions held so far and its students at risk. */
  selected: { batchId: string; sessions: SessionFigure[]; atRisk: StudentAtRisk[] } | null;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The active students of these batches, one row per batch and address (the verified account's, when there is one). */
function studentsOf(batchIds: readonly string[]): SQL {
  const ids = listOf(batchIds);
  return sql`
    select e.batch_id, coalesce(lower(a.email), lower(e.student_email)) as email
      from enrolments e left join auth_user a on a.id = e.user_id and a.email_verified
     where e.status = 'active' and e.batch_id in (${ids})
    union
    select s.batch_id, coalesce(lower(a.email), lower(e.student_email)) as email
      from student_master_table s
      join enrolments e on lower(e.student_email) = lower(s.email) and e.status = 'active'
      left join auth_user a on a.id = e.user_id and a.email_verified
     where s.batch_id in (${ids})`;
}

/**
 * The figures, each computed over all students at once. Every part is materialized: PGlite never gathers statistics,
 * and inlined parts planned as one row each made a batch of 200 take 30 s instead of under one.
 */
function figuresQuery(batchIds: readonly string[], now: Date): SQL {
  return sql`
    with students as materialized (${studentsOf(batchIds)}),
    held as materialized (
      select s.session_id, s.batch_id, s.session_date, s.session_start_time,
             row_number() over (partition by s.batch_id order by s.session_date desc, s.session_start_time desc) as recency
        from session_master_table s where s.batch_id in (${listOf(batchIds)}) and ${heldBefore(now)}),
    attended as materialized (
      select h.batch_id, ca.student_email as email, h.recency
        from held h join class_attendance ca on ca.session_id = h.session_id
        join students st on st.batch_id = h.batch_id and st.email = ca.student_email),
    pairs as materialized (
      select a.batch_id, h.student_email as email, a.id as assignment_id, a.required, a.due_at,
             bool_or(h.version = 1 and not h.late) as first_on_time,
             (array_agg(h.status order by h.version desc))[1] as newest_status
        from assignments a join hand_ins h on h.assignment_id = a.id
        join students st on st.batch_id = a.batch_id and st.email = h.student_email
       where a.batch_id in (${listOf(batchIds)})
       group by a.batch_id, h.student_email, a.id, a.required, a.due_at),
    overdue as materialized (
      select st.batch_id, st.email, count(*)::int as overdue
        from students st join assignments a on a.batch_id = st.batch_id and a.required and a.due_at < ${now.toISOString()}::timestamptz
        left join pairs p on p.assignment_id = a.id and p.email = st.email
       where p.newest_status is distinct from 'passed'
       group by st.batch_id, st.email),
    held_count as materialized (select h.batch_id, count(*) as sessions from held h group by h.batch_id),
    missed as materialized (
      select st.batch_id, st.email
        from students st join held_count hc on hc.batch_id = st.batch_id and hc.sessions >= 2
       where not exists (select 1 from attended x where x.batch_id = st.batch_id and x.email = st.email and x.recency <= 2)),
    risk as materialized (
      select st.batch_id, st.email, coalesce(o.overdue, 0) as overdue, m.email is not null as missed_last_two
        from students st
        left join overdue o on o.batch_id = st.batch_id and o.email = st.email
        left join missed m on m.batch_id = st.batch_id and m.email = st.email
       where o.email is not null or m.email is not null),
    certified as materialized (
      select c.batch_id, lower(c.user_email) as email from certificates c
       where c.issued_on_completion and c.revoked_at is null and c.is_active and c.batch_id in (${listOf(batchIds)}))`;
}

interface SummaryRow {
  batch_id: string;
  course: string | null;
  students: number;
  held: number;
  handed_in: number;
  on_time: number;
  reviewed: number;
  passed: number;
  completed: number;
  at_risk: number;
}

const percentOrNull = (part: number, whole: number) => (whole === 0 ? null : wholePercent(part, whole));

/**
 * `/admin/cohorts`: per batch the students, hand-ins on time, pass rate, completion and how many are at risk; for
 * `selected`, each held session's attendance and the students at risk by name (docs/decisions/0106-earned-certificates.md).
 */
export async function loadCohortFigures(
  database: Database,
  { viewer, selected, now }: { viewer: StaffUser; selected: string | null; now: Date },
): Promise<CohortFigures> {
  const batchIds =
    viewer.role === "admin"
      ? (await database.select({ id: batchTable.id }).from(batchTable).orderBy(batchTable.id)).map((row) => row.id)
      : viewer.role === "instructor"
        ? await instructorBatchIds(database, viewer.id)
        : [];
  if (batchIds.length === 0) return { batches: [], selected: null };
  const summary = await queryRows<SummaryRow>(
    database,
    sql`${figuresQuery(batchIds, now)}
      select b.id as batch_id, b.course, coalesce(st.students, 0)::int as students, coalesce(hc.sessions, 0)::int as held,
             coalesce(p.handed_in, 0)::int as handed_in, coalesce(p.on_time, 0)::int as on_time,
             coalesce(p.reviewed, 0)::int as reviewed, coalesce(p.passed, 0)::int as passed,
             coalesce(c.completed, 0)::int as completed, coalesce(r.at_risk, 0)::int as at_risk
        from batches b
        left join (select batch_id, count(distinct email) as students from students group by batch_id) st on st.batch_id = b.id
        left join held_count hc on hc.batch_id = b.id
        left join (
          select batch_id, count(*) as handed_in, count(*) filter (where first_on_time) as on_time,
                 count(*) filter (where newest_status <> 'submitted') as reviewed,
                 count(*) filter (where newest_status = 'passed') as passed
            from pairs group by batch_id) p on p.batch_id = b.id
        left join (
          select c.batch_id, count(distinct c.email) as completed
            from certified c join students st on st.batch_id = c.batch_id and st.email = c.email
           group by c.batch_id) c on c.batch_id = b.id
        left join (select batch_id, count(distinct email) as at_risk from risk group by batch_id) r on r.batch_id = b.id
       where b.id in (${listOf(batchIds)})
       order by b.id`,
  );
  const batches = summary.map((row): BatchFigures => ({
    batchId: row.batch_id,
    course: row.course,
    students: row.students,
    sessionsHeld: row.held,
    handInsOnTimePercent: percentOrNull(row.on_time, row.handed_in),
    passRatePercent: percentOrNull(row.passed, row.reviewed),
    completed: row.completed,
    completionPercent: percentOrNull(row.completed, row.students),
    atRisk: row.at_risk,
  }));
  const chosen = selected && batchIds.includes(selected) ? selected : (batchIds[0] ?? null);
  if (!chosen) return { batches, selected: null };

  const [sessions, atRisk] = await Promise.all([
    queryRows<{ session_id: number; session_date: string; title: string | null; attended: number }>(
      database,
      sql`with students as materialized (${studentsOf([chosen])})
        select s.session_id, s.session_date::text as session_date, s.session_title as title,
               (select count(*) from class_attendance ca join students st on st.email = ca.student_email
                 where ca.session_id = s.session_id)::int as attended
          from session_master_table s where s.batch_id = ${chosen} and ${heldBefore(now)}
         order by s.session_date, s.session_start_time`,
    ),
    queryRows<{ email: string; name: string | null; student_id: number | null; missed_last_two: boolean; overdue: number }>(
      database,
      sql`${figuresQuery([chosen], now)}
        select distinct on (r.email) r.email, sm.student_name as name, sm.id as student_id, r.missed_last_two, r.overdue
          from risk r left join student_master_table sm on lower(sm.email) = r.email
         order by r.email`,
    ),
  ]);
  return {
    batches,
    selected: {
      batchId: chosen,
      sessions: sessions.map((row) => ({
        sessionId: row.session_id,
        sessionDate: row.session_date,
        title: row.title,
        attended: row.attended,
      })),
      atRisk: atRisk
        .map((row) => ({
          email: row.email,
          name: row.name ?? row.email,
          studentId: row.student_id,
          missedLastTwo: row.missed_last_two,
          overdueAssignments: row.overdue,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}
