import { eq, sql } from "drizzle-orm";
import { batches, type Database, queryRows } from "~/platform/index.server";
import { instructorBatchIds, type StaffUser } from "~/staff/index.server";
import {
  type AnnouncementDelivery,
  announcementDeliveries,
  announcementsOf,
  assignmentsOf,
  type BoardAssignment,
  boardAnnouncement,
  boardAssignment,
} from "./batch-board.server";

export interface TaughtBatch {
  id: string;
  course: string | null;
  isActive: boolean;
  assignments: number;
  waiting: number;
}

/** /admin/classroom: the batches the user teaches (an admin: every batch), with assignments and hand-ins waiting. */
export async function listTaughtBatches(database: Database, user: StaffUser): Promise<TaughtBatch[]> {
  const taught = user.role === "admin" ? null : await instructorBatchIds(database, user.id);
  if (taught !== null && taught.length === 0) return [];
  const scope =
    taught === null
      ? sql`true`
      : sql`b.id in (${sql.join(
          taught.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await queryRows<{ id: string; course: string | null; is_active: boolean; assignments: number; waiting: number }>(
    database,
    sql`
      select b.id, b.course, b.is_active,
             (select count(*)::int from assignments a where a.batch_id = b.id) as assignments,
             (select count(*)::int from hand_ins h join assignments a on a.id = h.assignment_id
               where a.batch_id = b.id and h.status = 'submitted'
                 and not exists (select 1 from hand_ins n where n.assignment_id = h.assignment_id
                                   and n.student_user_id = h.student_user_id and n.version > h.version)) as waiting
        from batches b where ${scope}
       order by b.is_active desc, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    course: row.course,
    isActive: row.is_active,
    assignments: row.assignments,
    waiting: row.waiting,
  }));
}

export interface StaffBatchClassroom {
  batch: { id: string; course: string | null };
  announcements: { id: string; title: string; body: string; createdAt: string; delivery: AnnouncementDelivery | null }[];
  assignments: BoardAssignment[];
}

/** /admin/classroom/{batchId}: the batch's announcements (newest first) and assignments; null when no such batch. */
export async function loadStaffBatchClassroom(database: Database, batchId: string): Promise<StaffBatchClassroom | null> {
  const [batch] = await database.select({ id: batches.id, course: batches.course }).from(batches).where(eq(batches.id, batchId));
  if (!batch) return null;
  const [announcementRows, assignmentRows, deliveries] = await Promise.all([
    announcementsOf(database, batchId),
    assignmentsOf(database, batchId),
    announcementDeliveries(database, batchId),
  ]);
  return {
    batch,
    announcements: announcementRows.map((row) => ({ ...boardAnnouncement(row), delivery: deliveries.get(row.id) ?? null })),
    assignments: assignmentRows.map(boardAssignment),
  };
}
