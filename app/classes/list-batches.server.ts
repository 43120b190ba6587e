import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { BATCHES_PAGE_SIZE, type BatchStatusFilter } from "~/classes/batches";
import type { PageWindow } from "~/platform";
import { batches, containsInAny, countedPage, type Database, indiaToday } from "~/platform/index.server";

export interface BatchListRow {
  id: string;
  course: string | null;
  startDate: string | null;
  schedule: string | null;
  capacity: number | null;
  isActive: boolean;
  /** Students whose row names this batch: what their dashboards show, and what capacity counts. */
  enrolled: number;
  /** The batch's next session from today (India date), or null. */
  nextSession: { sessionId: number; date: string; startTime: string; title: string | null } | null;
}

export interface BatchList extends PageWindow {
  batches: BatchListRow[];
}

/**
 * One page of batches (active first, then the latest start), searched on id or course, filtered by active or
 * inactive; with each batch's enrolled students and next session, counted by the database.
 */
export async function listBatches(
  database: Database,
  { search, status, page }: { search: string; status: BatchStatusFilter; page: number },
): Promise<BatchList> {
  const conditions: SQL[] = [];
  if (search) conditions.push(containsInAny([batches.id, batches.course], search));
  if (status) conditions.push(eq(batches.isActive, status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const window = await countedPage(database, batches, where, { requested: page, pageSize: BATCHES_PAGE_SIZE });
  if (window.total === 0) return { ...window, batches: [] };
  const rows = await database
    .select({
      id: batches.id,
      course: batches.course,
      startDate: batches.startDate,
      schedule: batches.schedule,
      capacity: batches.capacity,
      isActive: batches.isActive,
      // Aliased sub-queries: Drizzle leaves the outer columns unqualified inside its own SQL.
      enrolled: sql<number>`(select count(*)::int from student_master_table student where student.batch_id = batches.id)`,
      nextSession: sql<BatchListRow["nextSession"]>`(select json_build_object('sessionId', next.session_id,
          'date', to_char(next.session_date, 'YYYY-MM-DD'), 'startTime', to_char(next.session_start_time, 'HH24:MI:SS'),
          'title', next.session_title)
        from session_master_table next where next.batch_id = batches.id and next.session_date >= ${indiaToday}
        order by next.session_date, next.session_start_time limit 1)`,
    })
    .from(batches)
    .where(where)
    .orderBy(desc(batches.isActive), sql`${batches.startDate} desc nulls last`, asc(batches.id))
    .limit(window.limit)
    .offset(window.offset);
  return { ...window, batches: rows };
}
