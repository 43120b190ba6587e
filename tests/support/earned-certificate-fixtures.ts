// A small batch to earn certificates in: its students (enrolled, with a student record), sessions, attendance,
// assignments and hand-ins, written directly as the classroom's screens would leave them.
import { randomInt } from "node:crypto";
import type { Database } from "~/platform/db/client.server";
import {
  assignments,
  batches,
  classAttendance,
  enrolments,
  handIns,
  sessionMasterTable,
  studentMasterTable,
} from "~/platform/db/schema";
import { uniqueEmail } from "./admin-fixtures";
import { monthlyEnrolment } from "./payment-fixtures";

export async function makeBatch(database: Database, id: string, course = "Agentic AI") {
  await database.insert(batches).values({ id, course, startDate: "2026-09-01", capacity: 200 }).onConflictDoNothing();
}

/** A student of the batch: a student record and an active enrolment; returns the lower-case address and record id. */
export async function makeStudent(database: Database, batchId: string, name = "Asha Rao", course = "Agentic AI") {
  const email = uniqueEmail("learner");
  const [row] = await database
    .insert(studentMasterTable)
    .values({ email, studentName: name, currentCourseName: course, batchId })
    .returning({ id: studentMasterTable.id });
  await database.insert(enrolments).values(monthlyEnrolment(email, { course, batchId }));
  return { email, id: row!.id };
}

/** Sessions of the batch on these India dates at 19:00; returns their ids in date order. */
export async function makeSessions(database: Database, batchId: string, dates: string[]): Promise<number[]> {
  const base = randomInt(1_000_000, 1_000_000_000);
  const ids = dates.map((_, index) => base + index);
  await database.insert(sessionMasterTable).values(
    dates.map((sessionDate, index) => ({
      sessionId: ids[index]!,
      batchId,
      sessionDate,
      sessionStartTime: "19:00",
      sessionTitle: `Session ${index + 1}`,
    })),
  );
  return ids;
}

export async function attend(database: Database, email: string, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await database.insert(classAttendance).values(sessionIds.map((sessionId) => ({ sessionId, studentEmail: email })));
}

export async function makeAssignment(
  database: Database,
  batchId: string,
  { required = true, dueAt = "2026-10-10T13:30:00Z" } = {},
) {
  const [row] = await database
    .insert(assignments)
    .values({
      batchId,
      title: "Build an agent",
      brief: "A small agent",
      dueAt: new Date(dueAt),
      required,
      rubric: [{ name: "Works", maxPoints: 10 }],
      passMark: 6,
      createdBy: "instructor",
    })
    .returning({ id: assignments.id });
  return row!.id;
}

/** Versions of one student's hand-in of an assignment, oldest first: each its status and whether it was late. */
export async function handIn(
  database: Database,
  assignmentId: string,
  email: string,
  versions: { status: "submitted" | "needs-revision" | "passed"; late?: boolean }[],
) {
  await database.insert(handIns).values(
    versions.map((version, index) => ({
      assignmentId,
      studentUserId: `user-${email}`,
      studentEmail: email,
      version: index + 1,
      link: "https://github.com/example/agent",
      status: version.status,
      late: version.late ?? false,
    })),
  );
}
