import { eq, sql } from "drizzle-orm";
import { attendanceRate, sessionEndInstant, type AttendanceRate } from "~/classes/sessions";
import { verifiedProfiles } from "~/accounts/index.server";
import { type Database, queryRows, sessionMasterTable } from "~/platform/index.server";
import { batchStudentsQuery } from "./batch-students.server";

export interface AttendanceRow {
  email: string;
  name: string;
  /** When they first joined through 'Join Your Class'; null: missed (or not yet). */
  joinedAt: Date | null;
  /** Joined, but no longer among the batch's students (moved batch, enrolment ended). */
  leftBatch: boolean;
}

export interface SessionAttendance {
  session: typeof sessionMasterTable.$inferSelect;
  rows: AttendanceRow[];
  held: boolean;
}

type RawRow = { email: string; name: string | null; joined_at: Date | string | null; in_batch: boolean };

/** The admin's sessions screen: who of the batch attended one session, and anyone else who joined it. */
export async function loadSessionAttendance(database: Database, sessionId: number, now: Date): Promise<SessionAttendance | null> {
  const [session] = await database.select().from(sessionMasterTable).where(eq(sessionMasterTable.sessionId, sessionId));
  if (!session) return null;
  const raw = await queryRows<RawRow>(
    database,
    sql`
      with students as (
        select email, max(student_name) as name from (${batchStudentsQuery(session.batchId)}) b group by email)
      select coalesce(st.email, ca.student_email) as email,
             coalesce(st.name, u.name) as name,
             ca.joined_at,
             st.email is not null as in_batch
        from students st
        full join (select * from class_attendance where session_id = ${sessionId}) ca on ca.student_email = st.email
        left join ${verifiedProfiles} u on u.email = coalesce(st.email, ca.student_email)
       order by ca.joined_at is null, lower(coalesce(st.name, u.name, coalesce(st.email, ca.student_email)))`,
  );
  return {
    session,
    held: sessionEndInstant(session).getTime() <= now.getTime(),
    rows: raw.map((row) => ({
      email: row.email,
      name: row.name ?? row.email,
      joinedAt: row.joined_at === null ? null : new Date(row.joined_at),
      leftBatch: !row.in_batch,
    })),
  };
}

/** How many students joined each of these sessions. */
export async function countAttendance(database: Database, sessionIds: number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await queryRows<{ session_id: number; attended: number }>(
    database,
    sql`select session_id, count(*)::int as attended from class_attendance
         where session_id in (${sql.join(
           sessionIds.map((id) => sql`${id}`),
           sql`, `,
         )}) group by session_id`,
  );
  return new Map(rows.map((row) => [row.session_id, row.attended]));
}

/** A student's attendance of their batch's sessions held so far (the admin's student page). */
export async function studentAttendanceRate(
  database: Database,
  { email, batchId, now }: { email: string; batchId: string; now: Date },
): Promise<AttendanceRate> {
  const sessions = await database.select().from(sessionMasterTable).where(eq(sessionMasterTable.batchId, batchId));
  const held = sessions.filter((session) => sessionEndInstant(session).getTime() <= now.getTime());
  if (held.length === 0) return attendanceRate(0, 0);
  const [counted] = await queryRows<{ attended: number }>(
    database,
    sql`select count(*)::int as attended from class_attendance
         where student_email = ${email.toLowerCase()} and session_id in (${sql.join(
           held.map((session) => sql`${session.sessionId}`),
           sql`, `,
         )})`,
  );
  return attendanceRate(held.length, counted!.attended);
}

export interface BatchAttendanceRecord {
  sessionId: number;
  sessionDate: string;
  sessionStartTime: string;
  sessionTitle: string | null;
  email: string;
  name: string;
  joinedAt: Date | null;
}

/** CSV per batch: every session held so far × every student of the batch (and anyone who joined one). */
export async function loadBatchAttendance(database: Database, batchId: string, now: Date): Promise<BatchAttendanceRecord[]> {
  const sessions = (await database.select().from(sessionMasterTable).where(eq(sessionMasterTable.batchId, batchId)))
    .filter((session) => sessionEndInstant(session).getTime() <= now.getTime())
    .sort((a, b) => `${a.sessionDate} ${a.sessionStartTime}`.localeCompare(`${b.sessionDate} ${b.sessionStartTime}`));
  const records: BatchAttendanceRecord[] = [];
  for (const session of sessions) {
    const attendance = await loadSessionAttendance(database, session.sessionId, now);
    for (const row of attendance?.rows ?? []) {
      records.push({
        sessionId: session.sessionId,
        sessionDate: session.sessionDate,
        sessionStartTime: session.sessionStartTime,
        sessionTitle: session.sessionTitle,
        email: row.email,
        name: row.name,
        joinedAt: row.joinedAt,
      });
    }
  }
  return records;
}
