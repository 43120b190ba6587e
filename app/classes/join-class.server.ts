import { and, asc, between, eq, gte } from "drizzle-orm";
import { isSecureTeamsMeetingLink } from "~/classes/session-link-form";
import { sessionOnNow, sessionStartInstant } from "~/classes/sessions";
import { addDaysToDate, indiaDate } from "~/platform";
import { enrolmentsOf, type SessionUser } from "~/accounts/index.server";
import { checkCompletionAfterAttendance } from "~/classroom/index.server";
import { readAccessPause } from "~/collections/index.server";
import { classAttendance, type Database, enrolments, logger, sessionMasterTable } from "~/platform/index.server";
import { selectActiveClassLink, selectStudentRecord } from "./student-batch-queries.server";

export type JoinClassOutcome =
  | { kind: "no-class-link" }
  /** An instalment is unpaid past the grace period: the link is held until it is paid (docs/decisions/0107-collections.md). */
  | { kind: "paused" }
  /** The stored link is not an https Teams link (saved before that rule): nobody is sent there, nothing recorded. */
  | { kind: "unsafe-link" }
  | { kind: "join"; teamsMeetingLink: string; attendedSessionId: number | null };

/** The class a student may join: their batch and its active class link, when they have an active enrolment. */
async function findStudentClass(database: Database, user: SessionUser) {
  const [[student], [link], [enrolled]] = await Promise.all([
    selectStudentRecord(database, user.email),
    selectActiveClassLink(database, user.email),
    database
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(enrolmentsOf(user), eq(enrolments.status, "active")))
      .limit(1),
  ]);
  if (!student?.batchId || !link || !enrolled) return null;
  return { batchId: student.batchId, link };
}

const sessionTimingFields = {
  sessionId: sessionMasterTable.sessionId,
  sessionTitle: sessionMasterTable.sessionTitle,
  sessionDate: sessionMasterTable.sessionDate,
  sessionStartTime: sessionMasterTable.sessionStartTime,
  durationMinutes: sessionMasterTable.durationMinutes,
};

/**
 * `POST /class/join`: sends a verified, enrolled student to the batch's class link and records attendance of a
 * session on now, once. Found from the account only, and only by POST (docs/decisions/0088-join-class-by-post.md).
 */
export async function joinClass(database: Database, { user, now }: { user: SessionUser; now: Date }): Promise<JoinClassOutcome> {
  const [found, pause] = await Promise.all([
    findStudentClass(database, user),
    readAccessPause(database, { email: user.email, now }),
  ]);
  if (!found) return { kind: "no-class-link" };
  if (pause) return { kind: "paused" };
  if (!isSecureTeamsMeetingLink(found.link.teamsMeetingLink)) return { kind: "unsafe-link" };

  const today = indiaDate(now);
  const nearby = await database
    .select(sessionTimingFields)
    .from(sessionMasterTable)
    .where(
      and(
        eq(sessionMasterTable.batchId, found.batchId),
        between(sessionMasterTable.sessionDate, addDaysToDate(today, -1), addDaysToDate(today, 1)),
      ),
    );
  const session = sessionOnNow(nearby, now);
  if (session) {
    const [recorded] = await database
      .insert(classAttendance)
      .values({ sessionId: session.sessionId, studentEmail: user.email.toLowerCase(), userId: user.id, joinedAt: now })
      .onConflictDoNothing()
      .returning({ sessionId: classAttendance.sessionId });
    // A first join may complete the course; a failed check must not keep the student out of class (the daily job retries).
    if (recorded) {
      await checkCompletionAfterAttendance(database, { batchId: found.batchId, studentEmail: user.email, now }).catch(
        (error: unknown) => logger.warn({ err: error }, "completion check after attendance failed"),
      );
    }
  }
  return { kind: "join", teamsMeetingLink: found.link.teamsMeetingLink, attendedSessionId: session?.sessionId ?? null };
}

export interface ClassToJoin {
  courseName: string;
  batchId: string;
  meetingId: string | null;
  passcode: string | null;
  /** The session on now, else the next one; null when the batch has none coming. */
  session: { title: string | null; sessionDate: string; sessionStartTime: string; onNow: boolean } | null;
}

/**
 * `GET /class/join` (the reminders' link): what the 'Join Your Class' page shows before the student presses the
 * button that posts to it. Reads only; null when there is no class to join.
 */
export async function loadClassToJoin(
  database: Database,
  { user, now }: { user: SessionUser; now: Date },
): Promise<ClassToJoin | null> {
  const [found, pause] = await Promise.all([
    findStudentClass(database, user),
    readAccessPause(database, { email: user.email, now }),
  ]);
  if (!found || pause) return null;
  const coming = await database
    .select(sessionTimingFields)
    .from(sessionMasterTable)
    .where(
      and(eq(sessionMasterTable.batchId, found.batchId), gte(sessionMasterTable.sessionDate, addDaysToDate(indiaDate(now), -1))),
    )
    .orderBy(asc(sessionMasterTable.sessionDate), asc(sessionMasterTable.sessionStartTime))
    .limit(20);
  const onNow = sessionOnNow(coming, now);
  const next = coming.find((session) => sessionStartInstant(session.sessionDate, session.sessionStartTime) > now);
  const shown = onNow ?? next ?? null;
  return {
    courseName: found.link.courseName,
    batchId: found.batchId,
    meetingId: found.link.meetingId,
    passcode: found.link.passcode,
    session: shown && {
      title: shown.sessionTitle,
      sessionDate: shown.sessionDate,
      sessionStartTime: shown.sessionStartTime,
      onNow: shown === onNow,
    },
  };
}

/** The sessions the student attended (their ids). */
export function selectAttendedSessions(database: Database, email: string) {
  return database
    .select({ sessionId: classAttendance.sessionId })
    .from(classAttendance)
    .where(eq(classAttendance.studentEmail, email.toLowerCase()));
}
