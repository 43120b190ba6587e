import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { batchSessionLinks, sessionMasterTable, studentMasterTable } from "../db/schema";

// The student's record and their batch's class link and sessions, as the dashboard and the class calendar
// both read them. Every query is keyed by an e-mail the server trusts (the session's, or the calendar feed
// owner's), never by anything the browser sent; the batch is found through a sub-query on the student's row.

function batchOfStudent(database: Database, email: string) {
  return database
    .select({ batchId: studentMasterTable.batchId })
    .from(studentMasterTable)
    .where(eq(studentMasterTable.email, email));
}

/** The student's row (spec 1 §3 student_master_table), at most one. */
export function selectStudentRecord(database: Database, email: string) {
  return database
    .select({
      studentName: studentMasterTable.studentName,
      batchId: studentMasterTable.batchId,
      currentCourseName: studentMasterTable.currentCourseName,
      enrollmentDate: studentMasterTable.enrollmentDate,
      totalAmountPaid: studentMasterTable.totalAmountPaid,
      currency: studentMasterTable.currency,
    })
    .from(studentMasterTable)
    .where(eq(studentMasterTable.email, email))
    .limit(1);
}

/** The batch's active class link, the latest updated when there are several; at most one. */
export function selectActiveClassLink(database: Database, email: string) {
  return database
    .select({
      courseName: batchSessionLinks.courseName,
      teamsMeetingLink: batchSessionLinks.teamsMeetingLink,
      meetingId: batchSessionLinks.meetingId,
      passcode: batchSessionLinks.passcode,
      recurringSchedule: batchSessionLinks.recurringSchedule,
    })
    .from(batchSessionLinks)
    .where(and(inArray(batchSessionLinks.batchId, batchOfStudent(database, email)), eq(batchSessionLinks.isActive, true)))
    .orderBy(desc(batchSessionLinks.updatedAt), desc(batchSessionLinks.id))
    .limit(1);
}

/** The batch's sessions in the order they are held. */
export function selectBatchSessions(database: Database, email: string) {
  return database
    .select({
      sessionId: sessionMasterTable.sessionId,
      sessionDate: sessionMasterTable.sessionDate,
      sessionStartTime: sessionMasterTable.sessionStartTime,
      sessionTitle: sessionMasterTable.sessionTitle,
      sessionDescription: sessionMasterTable.sessionDescription,
      sessionLink: sessionMasterTable.sessionLink,
      studyMaterialLink: sessionMasterTable.studyMaterialLink,
      durationMinutes: sessionMasterTable.durationMinutes,
    })
    .from(sessionMasterTable)
    .where(inArray(sessionMasterTable.batchId, batchOfStudent(database, email)))
    .orderBy(asc(sessionMasterTable.sessionDate), asc(sessionMasterTable.sessionStartTime), asc(sessionMasterTable.sessionId));
}

export type BatchSession = Awaited<ReturnType<typeof selectBatchSessions>>[number];
export type ClassLink = Awaited<ReturnType<typeof selectActiveClassLink>>[number];
export type StudentRecord = Awaited<ReturnType<typeof selectStudentRecord>>[number];
