import { and, desc, eq, inArray } from "drizzle-orm";
import { type AttendanceRate, attendanceRate, splitSessionsByTime } from "~/classes";
import { batchSessionFields, batchSessionOrder } from "~/classes/index.server";
import type { DashboardSession } from "~/enrolments/index.server";
import { batches, classAttendance, type Database, handIns, sessionMasterTable } from "~/platform/index.server";
import type { HandInStatus } from "./hand-ins";
import { type AssignmentState, assignmentState } from "./hand-in-rules";
import type { ClassroomViewer } from "./classroom-access.server";
import { announcementsOf, assignmentsOf, type BoardAssignment, boardAnnouncement, boardAssignment } from "./batch-board.server";

export interface ClassroomHandIn {
  id: string;
  version: number;
  link: string | null;
  fileName: string | null;
  fileSize: number | null;
  submittedAt: string;
  late: boolean;
  status: HandInStatus;
  scores: number[] | null;
  score: number | null;
  feedback: string | null;
}

export interface ClassroomAssignment extends BoardAssignment {
  /** The student's own: null for staff. */
  state: AssignmentState | null;
  /** The student's own versions, newest first; empty for staff. */
  handIns: ClassroomHandIn[];
}

export interface Classroom {
  batch: { id: string; course: string | null };
  viewer: "student" | "staff";
  sessions: { upcoming: DashboardSession[]; past: DashboardSession[]; listed: number; attendance: AttendanceRate };
  announcements: { id: string; title: string; body: string; createdAt: string }[];
  assignments: ClassroomAssignment[];
}

/**
 * /learn/{batchId}: the batch's sessions, announcements (newest first) and assignments, with the student's own
 * hand-ins; null when there is no such batch.
 */
export async function loadClassroom(
  database: Database,
  { viewer, batchId, now }: { viewer: ClassroomViewer; batchId: string; now: Date },
): Promise<Classroom | null> {
  const student = viewer.kind === "student" ? viewer.user : null;
  const [batchRows, sessionRows, announcementRows, assignmentRows] = await Promise.all([
    database.select({ id: batches.id, course: batches.course }).from(batches).where(eq(batches.id, batchId)),
    database
      .select(batchSessionFields)
      .from(sessionMasterTable)
      .where(eq(sessionMasterTable.batchId, batchId))
      .orderBy(...batchSessionOrder),
    announcementsOf(database, batchId),
    assignmentsOf(database, batchId),
  ]);

  if (!batchRows[0]) return null;
  const attended = new Set<number>();
  const own: (typeof handIns.$inferSelect)[] = [];
  if (student) {
    const sessionIds = sessionRows.map((session) => session.sessionId);
    const assignmentIds = assignmentRows.map((assignment) => assignment.id);
    const [attendedRows, handInRows] = await Promise.all([
      sessionIds.length === 0
        ? []
        : database
            .select({ sessionId: classAttendance.sessionId })
            .from(classAttendance)
            .where(
              and(eq(classAttendance.studentEmail, student.email.toLowerCase()), inArray(classAttendance.sessionId, sessionIds)),
            ),
      assignmentIds.length === 0
        ? []
        : database
            .select()
            .from(handIns)
            .where(and(eq(handIns.studentUserId, student.id), inArray(handIns.assignmentId, assignmentIds)))
            .orderBy(desc(handIns.version)),
    ]);
    for (const row of attendedRows) attended.add(row.sessionId);
    own.push(...handInRows);
  }

  const numbered = sessionRows.map((session, index) => ({ number: index + 1, ...session, attended: null }));
  const split = splitSessionsByTime(numbered, now);
  const past = split.past.map((session) => ({ ...session, attended: student ? attended.has(session.sessionId) : null }));
  return {
    batch: batchRows[0],
    viewer: viewer.kind,
    sessions: {
      upcoming: split.upcoming,
      past,
      listed: sessionRows.length,
      attendance: student ? attendanceRate(past.length, past.filter((session) => session.attended).length) : attendanceRate(0, 0),
    },
    announcements: announcementRows.map(boardAnnouncement),
    assignments: assignmentRows.map((row) => {
      const assignment = boardAssignment(row);
      const versions = own.filter((handIn) => handIn.assignmentId === assignment.id);
      return {
        ...assignment,
        state: student ? assignmentState(versions[0] ?? null, assignment.total) : null,
        handIns: versions.map((handIn) => ({
          id: handIn.id,
          version: handIn.version,
          link: handIn.link,
          fileName: handIn.fileName,
          fileSize: handIn.fileSize,
          submittedAt: handIn.submittedAt.toISOString(),
          late: handIn.late,
          status: handIn.status,
          scores: handIn.scores,
          score: handIn.score,
          feedback: handIn.feedback,
        })),
      };
    }),
  };
}
