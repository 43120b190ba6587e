import { asc, eq, sql } from "drizzle-orm";
import { splitSessionsByTime } from "~/classes";
import { wholePercent } from "~/platform";
import { assignments, type Database, queryRows, sessionMasterTable } from "~/platform/index.server";
import { csvDownload, csvFile } from "~/staff/index.server";
import { spreadsheetSafe } from "~/staff";
import { rubricTotal } from "./assignment-form";
import type { HandInStatus } from "./hand-ins";
import { type AssignmentState, assignmentState, assignmentStateLabel } from "./hand-in-rules";
import { batchMembersQuery } from "./classroom-access.server";

export interface GradebookRow {
  email: string;
  name: string;
  attended: number;
  /** Whole percent of the sessions held so far; null before the first was held. */
  attendancePercent: number | null;
  /** One per assignment, in the gradebook's column order. */
  cells: AssignmentState[];
  requiredPassed: number;
}

export interface Gradebook {
  batchId: string;
  assignments: { id: string; title: string; dueAt: string; required: boolean; total: number; passMark: number }[];
  sessionsHeld: number;
  requiredCount: number;
  rows: GradebookRow[];
}

type RawRow = {
  email: string;
  name: string | null;
  attended: number;
  cells: { a: string; s: HandInStatus; l: boolean; p: number | null }[] | string;
};

/**
 * A batch's gradebook: its students × its assignments (the newest hand-in's state and score), with attendance of the
 * sessions held so far. One statement for every student, whatever the batch's size; two small reads before it.
 */
export async function loadGradebook(database: Database, { batchId, now }: { batchId: string; now: Date }): Promise<Gradebook> {
  const [assignmentRows, sessionRows] = await Promise.all([
    database
      .select()
      .from(assignments)
      .where(eq(assignments.batchId, batchId))
      .orderBy(asc(assignments.dueAt), asc(assignments.id)),
    database
      .select({
        sessionId: sessionMasterTable.sessionId,
        sessionDate: sessionMasterTable.sessionDate,
        sessionStartTime: sessionMasterTable.sessionStartTime,
        durationMinutes: sessionMasterTable.durationMinutes,
      })
      .from(sessionMasterTable)
      .where(eq(sessionMasterTable.batchId, batchId)),
  ]);
  const held = splitSessionsByTime(sessionRows, now).past.map((session) => session.sessionId);
  const heldList =
    held.length === 0
      ? sql`select null::int where false`
      : sql`values ${sql.join(
          held.map((id) => sql`(${id}::int)`),
          sql`, `,
        )}`;
  const raw = await queryRows<RawRow>(
    database,
    sql`
      with members as (select distinct email from (${batchMembersQuery(batchId)}) m),
      latest as (
        select distinct on (h.assignment_id, h.student_email) h.assignment_id, h.student_email, h.status, h.late, h.score
          from hand_ins h join assignments a on a.id = h.assignment_id
         where a.batch_id = ${batchId}
         order by h.assignment_id, h.student_email, h.version desc),
      cells as (
        select student_email, json_agg(json_build_object('a', assignment_id, 's', status, 'l', late, 'p', score)) as cells
          from latest group by student_email),
      attended as (
        select ca.student_email, count(*)::int as attended from class_attendance ca
         where ca.session_id in (${heldList}) group by ca.student_email)
      select m.email, s.student_name as name, coalesce(att.attended, 0) as attended, coalesce(c.cells, '[]'::json) as cells
        from members m
        left join student_master_table s on lower(s.email) = m.email
        left join attended att on att.student_email = m.email
        left join cells c on c.student_email = m.email
       order by lower(coalesce(s.student_name, m.email)), m.email`,
  );
  const columns = assignmentRows.map((assignment) => ({
    id: assignment.id,
    title: assignment.title,
    dueAt: assignment.dueAt.toISOString(),
    required: assignment.required,
    total: rubricTotal(assignment.rubric),
    passMark: assignment.passMark,
  }));
  const rows = raw.map((row) => {
    const handIns = typeof row.cells === "string" ? (JSON.parse(row.cells) as Exclude<RawRow["cells"], string>) : row.cells;
    const byAssignment = new Map(handIns.map((cell) => [cell.a, cell]));
    const cells = columns.map((column) => {
      const cell = byAssignment.get(column.id);
      return assignmentState(cell ? { status: cell.s, late: cell.l, score: cell.p } : null, column.total);
    });
    return {
      email: row.email,
      name: row.name ?? row.email,
      attended: row.attended,
      attendancePercent: held.length === 0 ? null : wholePercent(row.attended, held.length),
      cells,
      requiredPassed: cells.filter((cell, index) => columns[index]!.required && cell.kind === "passed").length,
    };
  });
  return {
    batchId,
    assignments: columns,
    sessionsHeld: held.length,
    requiredCount: columns.filter((column) => column.required).length,
    rows,
  };
}

/** The gradebook as a CSV download, every cell made safe to open in a spreadsheet. */
export function gradebookCsv(gradebook: Gradebook): Response {
  const header = [
    "Student",
    "Email",
    "Attendance",
    ...gradebook.assignments.map((assignment) => `${assignment.title}${assignment.required ? "" : " (optional)"}`),
    "Required passed",
  ];
  const records = gradebook.rows.map((row) => [
    row.name,
    row.email,
    row.attendancePercent === null ? "" : `${row.attendancePercent}% (${row.attended}/${gradebook.sessionsHeld})`,
    ...row.cells.map(assignmentStateLabel),
    `${row.requiredPassed}/${gradebook.requiredCount}`,
  ]);
  const safe = [header, ...records].map((record) => record.map(spreadsheetSafe));
  return csvDownload(csvFile(safe), `gradebook-${gradebook.batchId.replace(/[^A-Za-z0-9_.-]/g, "_")}.csv`);
}
