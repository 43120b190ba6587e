import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { authUser, batchSessionLinks, calendarFeeds, sessionMasterTable, studentMasterTable } from "../db/schema";

export interface StudentCalendar {
  batchId: string | null;
  courseName: string | null;
  meetingLink: string | null;
  sessions: {
    sessionId: number;
    sessionDate: string;
    sessionStartTime: string;
    sessionTitle: string | null;
    sessionDescription: string | null;
    sessionLink: string | null;
    studyMaterialLink: string | null;
  }[];
}

/** The batch, class link and sessions of the student with this e-mail (the session's, or the feed owner's). */
export async function loadStudentCalendar(database: Database, email: string): Promise<StudentCalendar> {
  const batchOfStudent = database
    .select({ batchId: studentMasterTable.batchId })
    .from(studentMasterTable)
    .where(eq(studentMasterTable.email, email));
  const [[student], [link], sessions] = await Promise.all([
    database
      .select({ batchId: studentMasterTable.batchId, courseName: studentMasterTable.currentCourseName })
      .from(studentMasterTable)
      .where(eq(studentMasterTable.email, email))
      .limit(1),
    database
      .select({ meetingLink: batchSessionLinks.teamsMeetingLink, courseName: batchSessionLinks.courseName })
      .from(batchSessionLinks)
      .where(and(inArray(batchSessionLinks.batchId, batchOfStudent), eq(batchSessionLinks.isActive, true)))
      .orderBy(desc(batchSessionLinks.updatedAt), desc(batchSessionLinks.id))
      .limit(1),
    database
      .select({
        sessionId: sessionMasterTable.sessionId,
        sessionDate: sessionMasterTable.sessionDate,
        sessionStartTime: sessionMasterTable.sessionStartTime,
        sessionTitle: sessionMasterTable.sessionTitle,
        sessionDescription: sessionMasterTable.sessionDescription,
        sessionLink: sessionMasterTable.sessionLink,
        studyMaterialLink: sessionMasterTable.studyMaterialLink,
      })
      .from(sessionMasterTable)
      .where(inArray(sessionMasterTable.batchId, batchOfStudent))
      .orderBy(asc(sessionMasterTable.sessionDate), asc(sessionMasterTable.sessionStartTime), asc(sessionMasterTable.sessionId)),
  ]);
  return {
    batchId: student?.batchId ?? null,
    courseName: student?.courseName ?? link?.courseName ?? null,
    meetingLink: link?.meetingLink ?? null,
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
