import { sql } from "drizzle-orm";
import { isUuid } from "~/platform";
import { type Database, queryRows } from "~/platform/index.server";
import { instructorBatchIds, type StaffUser } from "~/staff/index.server";
import type { RubricCriterion } from "./hand-ins";

export interface QueuedHandIn {
  id: string;
  batchId: string;
  assignmentId: string;
  assignmentTitle: string;
  rubric: RubricCriterion[];
  passMark: number;
  studentEmail: string;
  version: number;
  link: string | null;
  fileName: string | null;
  submittedAt: string;
  late: boolean;
}

export interface ReviewQueue {
  handIns: QueuedHandIn[];
  batches: string[];
  assignments: { id: string; title: string; batchId: string }[];
  filters: { batch: string; assignment: string };
}

const QUEUE_LIMIT = 200;

/**
 * The review queue: the newest version of each student's hand-in still waiting, oldest first, of the batches the
 * user teaches (an admin: every batch), filtered by batch and assignment.
 */
export async function listReviewQueue(
  database: Database,
  { user, filters }: { user: StaffUser; filters: { batch: string; assignment: string } },
): Promise<ReviewQueue> {
  const taught = user.role === "admin" ? null : await instructorBatchIds(database, user.id);
  const scope =
    taught === null
      ? sql`true`
      : taught.length === 0
        ? sql`false`
        : sql`a.batch_id in (${sql.join(
            taught.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const batchFilter = filters.batch ? sql`a.batch_id = ${filters.batch}` : sql`true`;
  const assignmentFilter = isUuid(filters.assignment) ? sql`a.id = ${filters.assignment}` : sql`true`;
  const [rows, assignmentRows] = await Promise.all([
    queryRows<{
      id: string;
      batch_id: string;
      assignment_id: string;
      title: string;
      rubric: RubricCriterion[];
      pass_mark: number;
      student_email: string;
      version: number;
      link: string | null;
      file_name: string | null;
      submitted_at: Date | string;
      late: boolean;
    }>(
      database,
      sql`
        select h.id, a.batch_id, a.id as assignment_id, a.title, a.rubric, a.pass_mark, h.student_email, h.version, h.link,
               h.file_name, h.submitted_at, h.late
          from hand_ins h join assignments a on a.id = h.assignment_id
         where h.status = 'submitted' and ${scope} and ${batchFilter} and ${assignmentFilter}
           and not exists (select 1 from hand_ins n where n.assignment_id = h.assignment_id
                             and n.student_user_id = h.student_user_id and n.version > h.version)
         order by h.submitted_at, h.id
         limit ${QUEUE_LIMIT}`,
    ),
    queryRows<{ id: string; title: string; batch_id: string }>(
      database,
      sql`select a.id, a.title, a.batch_id from assignments a where ${scope} order by a.batch_id, a.due_at, a.id`,
    ),
  ]);
  return {
    handIns: rows.map((row) => ({
      id: row.id,
      batchId: row.batch_id,
      assignmentId: row.assignment_id,
      assignmentTitle: row.title,
      rubric: typeof row.rubric === "string" ? (JSON.parse(row.rubric) as RubricCriterion[]) : row.rubric,
      passMark: row.pass_mark,
      studentEmail: row.student_email,
      version: row.version,
      link: row.link,
      fileName: row.file_name,
      submittedAt: new Date(row.submitted_at).toISOString(),
      late: row.late,
    })),
    batches: [...new Set(assignmentRows.map((row) => row.batch_id))],
    assignments: assignmentRows.map((row) => ({ id: row.id, title: row.title, batchId: row.batch_id })),
    filters,
  };
}
