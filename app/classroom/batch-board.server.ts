import { asc, desc, eq } from "drizzle-orm";
import { assignments, classAnnouncements, type Database } from "~/platform/index.server";

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
