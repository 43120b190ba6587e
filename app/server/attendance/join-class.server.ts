import { and, between, eq } from "drizzle-orm";
import { sessionOnNow } from "~/domain/dashboard/sessions";
import { addDaysToDate, indiaDate } from "~/domain/india-time";
import { enrolmentsOf } from "../accounts/owned-rows.server";
import type { SessionUser } from "../auth/session.server";
import type { Database } from "../db/client.server";
import { classAttendance, enrolments, sessionMasterTable } from "../db/schema";
import { selectActiveClassLink, selectStudentRecord } from "../dashboard/student-batch-queries.server";

export type JoinClassOutcome =
  { kind: "no-class-link" } | { kind: "join"; teamsMeetingLink: string; attendedSessionId: number | null };

/**
 * /class/join: a verified student with an active enrolment and a batch with an active class
 * link is sent to that link; when a session of the batch is on (from 15 minutes before its start to its end) their
 * attendance of it is recorded, once however many times they click. Everything is found from the signed-in account,
 * never from anything the browser sent.
 */
export async function joinClass(database: Database, { user, now }: { user: SessionUser; now: Date }): Promise<JoinClassOutcome> {
  const email = user.email.toLowerCase();
  const [[student], [link], [enrolled]] = await Promise.all([
    selectStudentRecord(database, user.email),
    selectActiveClassLink(database, user.email),
    database
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(enrolmentsOf(user), eq(enrolments.status, "active")))
      .limit(1),
  ]);
  if (!student?.batchId || !link || !enrolled) return { kind: "no-class-link" };

  const today = indiaDate(now);
  const nearby = await database
    .select({
      sessionId: sessionMasterTable.sessionId,
      sessionDate: sessionMasterTable.sessionDate,
      sessionStartTime: sessionMasterTable.sessionStartTime,
      durationMinutes: sessionMasterTable.durationMinutes,
    })
    .from(sessionMasterTable)
    .where(
      and(
        eq(sessionMasterTable.batchId, student.batchId),
        between(sessionMasterTable.sessionDate, addDaysToDate(today, -1), addDaysToDate(today, 1)),
      ),
    );
  const session = sessionOnNow(nearby, now);
  if (session) {
    await database
      .insert(classAttendance)
      .values({ sessionId: session.sessionId, studentEmail: email, userId: user.id, joinedAt: now })
      .onConflictDoNothing();
  }
  return { kind: "join", teamsMeetingLink: link.teamsMeetingLink, attendedSessionId: session?.sessionId ?? null };
}

/** The sessions the student attended (their ids). */
export function selectAttendedSessions(database: Database, email: string) {
  return database
    .select({ sessionId: classAttendance.sessionId })
    .from(classAttendance)
    .where(eq(classAttendance.studentEmail, email.toLowerCase()));
}
