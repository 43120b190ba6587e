import { and, asc, desc, eq, sql, type AnyColumn } from "drizzle-orm";
import { batchSessionLinks, type Database, sessionMasterTable, studentMasterTable } from "~/platform/index.server";

// The student's record and their batch's class link and sessions, as the dashboard and the class calendar
// both read them. Every query is keyed by an e-mail the server trusts (the session's, or the calendar feed
// owner's), never by anything the browser sent; the batch is found through a sub-query on the student's row.

// The fields and order of each read, shared with the dashboard's one-statement read (read-dashboard-rows.server.ts).
export const studentRecordFields = {
  studentName: studentMasterTable.studentName,
  batchId: studentMasterTable.batchId,
  currentCourseName: studentMasterTable.currentCourseName,
  enrollmentDate: studentMasterTable.enrollmentDate,
  totalAmountPaid: studentMasterTable.totalAmountPaid,
  currency: studentMasterTable.currency,
};

export const classLinkFields = {
  courseName: batchSessionLinks.courseName,
  teamsMeetingLink: batchSessionLinks.teamsMeetingLink,
  meetingId: batchSessionLinks.meetingId,
  passcode: batchSessionLinks.passcode,
  recurringSchedule: batchSessionLinks.recurringSchedule,
};
export const classLinkOrder = [desc(batchSessionLinks.updatedAt), desc(batchSessionLinks.id)];

export const batchSessionFields = {
  sessionId: sessionMasterTable.sessionId,
  sessionDate: sessionMasterTable.sessionDate,
  sessionStartTime: sessionMasterTable.sessionStartTime,
  sessionTitle: sessionMasterTable.sessionTitle,
  sessionDescription: sessionMasterTable.sessionDescription,
  sessionLink: sessionMasterTable.sessionLink,
  studyMaterialLink: sessionMasterTable.studyMaterialLink,
  durationMinutes: sessionMasterTable.durationMinutes,
};
export const batchSessionOrder = [
  asc(sessionMasterTable.sessionDate),
  asc(sessionMasterTable.sessionStartTime),
  asc(sessionMasterTable.sessionId),
];

/** `column` is the batch of the student with this e-mail. */
export function inBatchOfStudent(column: AnyColumn, email: string) {
  return sql`${column} in (select ${studentMasterTable.batchId} from ${studentMasterTable} where ${studentMasterTable.email} = ${email})`;
}

/** The student's row (spec 1 §3 student_master_table), at most one. */
export function selectStudentRecord(database: Database, email: string) {
  return database.select(studentRecordFields).from(studentMasterTable).where(eq(studentMasterTable.email, email)).limit(1);
}

/** The batch's active class link, the latest updated when there are several; at most one. */
export function selectActiveClassLink(database: Database, email: string) {
  return database
    .select(classLinkFields)
    .from(batchSessionLinks)
    .where(and(inBatchOfStudent(batchSessionLinks.batchId, email), eq(batchSessionLinks.isActive, true)))
    .orderBy(...classLinkOrder)
    .limit(1);
}

/** The batch's sessions in the order they are held. */
export function selectBatchSessions(database: Database, email: string) {
  return database
    .select(batchSessionFields)
    .from(sessionMasterTable)
    .where(inBatchOfStudent(sessionMasterTable.batchId, email))
    .orderBy(...batchSessionOrder);
}

export type BatchSession = Awaited<ReturnType<typeof selectBatchSessions>>[number];
export type ClassLink = Awaited<ReturnType<typeof selectActiveClassLink>>[number];
export type StudentRecord = Awaited<ReturnType<typeof selectStudentRecord>>[number];
