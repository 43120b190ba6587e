import { and, eq } from "drizzle-orm";
import { authUser, calendarFeeds, type Database } from "~/platform/index.server";
import {
  selectActiveClassLink,
  selectBatchSessions,
  selectStudentRecord,
  type BatchSession,
} from "./student-batch-queries.server";

export interface StudentCalendar {
  batchId: string | null;
  courseName: string | null;
  meetingLink: string | null;
  sessions: BatchSession[];
}

/** The batch, class link and sessions of the student with this e-mail (the session's, or the feed owner's). */
export async function loadStudentCalendar(database: Database, email: string): Promise<StudentCalendar> {
  const [[student], [link], sessions] = await Promise.all([
    selectStudentRecord(database, email),
    selectActiveClassLink(database, email),
    selectBatchSessions(database, email),
  ]);
  return {
    batchId: student?.batchId ?? null,
    courseName: student?.currentCourseName ?? link?.courseName ?? null,
    meetingLink: link?.teamsMeetingLink ?? null,
    sessions,
  };
}

/** The e-mail of the account a calendar subscription token belongs to, or null (also while the address is unverified). */
export async function findCalendarFeedOwner(database: Database, token: string): Promise<string | null> {
  const [owner] = await database
    .select({ email: authUser.email })
    .from(calendarFeeds)
    .innerJoin(authUser, eq(authUser.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), eq(authUser.emailVerified, true)))
    .limit(1);
  return owner?.email ?? null;
}
