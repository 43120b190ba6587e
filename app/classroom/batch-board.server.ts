import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { assignments, classAnnouncements, type Database, logger, queryRows } from "~/platform/index.server";
import { rubricTotal } from "./assignment-form";
import type { RubricCriterion } from "./hand-ins";

/** A batch's announcements, newest first: what both the students' and the staff's classroom list. */
export const announcementsOf = (database: Database, batchId: string) =>
  database
    .select()
    .from(classAnnouncements)
    .where(eq(classAnnouncements.batchId, batchId))
    .orderBy(desc(classAnnouncements.createdAt), desc(classAnnouncements.id));

/** A batch's assignments, soonest due first. */
export const assignmentsOf = (database: Database, batchId: string) =>
  database
    .select()
    .from(assignments)
    .where(eq(assignments.batchId, batchId))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));

/** An announcement as both classrooms show it. */
export const boardAnnouncement = (row: typeof classAnnouncements.$inferSelect) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** An assignment as both classrooms show it, with its rubric's total. */
export interface BoardAssignment {
  id: string;
  title: string;
  brief: string;
  dueAt: string;
  required: boolean;
  rubric: RubricCriterion[];
  total: number;
  passMark: number;
}

export const boardAssignment = (row: typeof assignments.$inferSelect): BoardAssignment => ({
  id: row.id,
  title: row.title,
  brief: row.brief,
  dueAt: row.dueAt.toISOString(),
  required: row.required,
  rubric: row.rubric,
  total: rubricTotal(row.rubric),
  passMark: row.passMark,
});

/** How an announcement's messages fared, per channel: e-mails sent, waiting, failed; WhatsApp also delivered (or read). */
export interface AnnouncementDelivery {
  email: { sent: number; waiting: number; failed: number };
  whatsapp: { sent: number; delivered: number; waiting: number; failed: number };
}

/** The per-channel counts of a batch's announcements, by announcement id: what the sender sees. */
export async function announcementDeliveries(database: Database, batchId: string): Promise<Map<string, AnnouncementDelivery>> {
  const rows = await queryRows<{ id: string; channel: "email" | "whatsapp"; status: string; count: number }>(
    database,
    sql`select a.id, 'email' as channel, o.status, count(*)::int as count
          from class_announcements a
          cross join lateral jsonb_array_elements_text(a.email_ids) as e(id)
          join email_outbox o on o.id = e.id::uuid
         where a.batch_id = ${batchId}
         group by a.id, o.status
        union all
        select a.id, 'whatsapp' as channel, w.status, count(*)::int as count
          from class_announcements a
          join whatsapp_messages w on w.announcement_id = a.id
         where a.batch_id = ${batchId}
         group by a.id, w.status`,
  );
  const deliveries = new Map<string, AnnouncementDelivery>();
  for (const row of rows) {
    const delivery = deliveries.get(row.id) ?? {
      email: { sent: 0, waiting: 0, failed: 0 },
      whatsapp: { sent: 0, delivered: 0, waiting: 0, failed: 0 },
    };
    if (row.channel === "email") {
      delivery.email[row.status === "sent" ? "sent" : row.status === "failed" ? "failed" : "waiting"] += row.count;
    } else if (row.status === "delivered" || row.status === "read") {
      delivery.whatsapp.delivered += row.count;
      delivery.whatsapp.sent += row.count;
    } else {
      delivery.whatsapp[row.status === "failed" ? "failed" : row.status === "queued" ? "waiting" : "sent"] += row.count;
    }
    deliveries.set(row.id, delivery);
  }
  return deliveries;
}

const DASHBOARD_ANNOUNCEMENTS = 5;

/** The newest announcements of the student's batches, for the dashboard; none when the read fails. */
export async function listRecentAnnouncements(database: Database, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  try {
    const rows = await database
      .select({
        id: classAnnouncements.id,
        batchId: classAnnouncements.batchId,
        title: classAnnouncements.title,
        body: classAnnouncements.body,
        createdAt: classAnnouncements.createdAt,
      })
      .from(classAnnouncements)
      .where(inArray(classAnnouncements.batchId, batchIds))
      .orderBy(desc(classAnnouncements.createdAt), desc(classAnnouncements.id))
      .limit(DASHBOARD_ANNOUNCEMENTS);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  } catch (error) {
    logger.error({ err: error }, "dashboard: could not read the batches' announcements");
    return [];
  }
}
