// Who may open a batch's classroom: its students (docs/decisions/0105-classroom.md says which), its instructors and
// admins. Anyone else gets 404, so a batch's existence is never revealed; a visitor who is signed out signs in first.
import { sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { requireVerifiedUser, type SessionUser } from "~/accounts/index.server";
import { appClock, assertSameOrigin, type Database, db, logger, queryRows } from "~/platform/index.server";
import { COLLECTIONS_TEXT } from "~/collections";
import { readAccessPause } from "~/collections/index.server";
import { optionalStaff, requireBatchStaff, staffForScreen, type StaffUser, teachesBatch } from "~/staff/index.server";

/** member: may open the classroom and hand in; ended: their enrolment in it was cancelled or refunded; none: not theirs. */
export type StudentStanding = "member" | "ended" | "none";

/**
 * The students of a batch: an active enrolment in it, or the student row's batch (a row kept by hand, or an
 * enrolment without a batch of its own) unless an enrolment in this batch ended or every enrolment did.
 */
export function batchMembersQuery(batchId: string): SQL {
  return sql`
    select lower(e.student_email) as email from enrolments e where e.batch_id = ${batchId} and e.status = 'active'
    union
    select lower(s.email) as email from student_master_table s
     where s.batch_id = ${batchId}
       and not exists (select 1 from enrolments e where lower(e.student_email) = lower(s.email) and e.batch_id = ${batchId}
                         and e.status in ('cancelled', 'refunded'))
       and (exists (select 1 from enrolments e where lower(e.student_email) = lower(s.email) and e.status in ('active', 'completed'))
            or not exists (select 1 from enrolments e where lower(e.student_email) = lower(s.email)))`;
}

/** Where a student stands with one batch, by the account's verified address. */
export async function studentStanding(database: Database, email: string, batchId: string): Promise<StudentStanding> {
  const address = email.toLowerCase();
  const [row] = await queryRows<{ member: boolean; ended: boolean }>(
    database,
    sql`select exists (select 1 from (${batchMembersQuery(batchId)}) m where m.email = ${address}) as member,
               exists (select 1 from enrolments e where lower(e.student_email) = ${address} and e.batch_id = ${batchId}
                         and e.status in ('cancelled', 'refunded'))
               or exists (select 1 from student_master_table s where lower(s.email) = ${address} and s.batch_id = ${batchId}
                            and exists (select 1 from enrolments e where lower(e.student_email) = ${address})) as ended`,
  );
  if (row?.member) return "member";
  return row?.ended ? "ended" : "none";
}

export type ClassroomViewer = { kind: "staff"; user: SessionUser } | { kind: "student"; user: SessionUser };

export const notFound = () => data({ error: "Not found" }, { status: 404 });

/**
 * The viewer of /learn/{batchId}: an admin or the batch's instructor, else a verified student of the batch.
 * Signed out: the sign-in redirect; anyone else: 404.
 */
export async function readClassroomViewer(database: Database, request: Request, batchId: string): Promise<ClassroomViewer> {
  const staff = await optionalStaff(request);
  if (staff && (await teachesBatch(database, staff, batchId))) return { kind: "staff", user: staff };
  const user = await requireVerifiedUser(request);
  if ((await studentStanding(database, user.email, batchId)) !== "member") throw notFound();
  // Recordings and materials are held while an instalment is unpaid past the grace period.
  if (await readAccessPause(database, { email: user.email, now: appClock() })) {
    throw data({ error: COLLECTIONS_TEXT.classroomPaused }, { status: 403 });
  }
  return { kind: "student", user };
}

/**
 * The batches whose classroom this student may open, by the same rule as batchMembersQuery: the dashboard's links.
 * A failed read shows no links rather than failing the dashboard, which shows what it could read.
 */
export async function listStudentClassrooms(database: Database, email: string): Promise<string[]> {
  try {
    return await readStudentClassrooms(database, email);
  } catch (error) {
    logger.error({ err: error }, "dashboard: could not read the student's classrooms");
    return [];
  }
}

async function readStudentClassrooms(database: Database, email: string): Promise<string[]> {
  const address = email.toLowerCase();
  const rows = await queryRows<{ batch_id: string }>(
    database,
    sql`
      select e.batch_id from enrolments e
       where lower(e.student_email) = ${address} and e.status = 'active' and e.batch_id is not null
      union
      select s.batch_id from student_master_table s
       where lower(s.email) = ${address} and s.batch_id is not null
         and not exists (select 1 from enrolments e where lower(e.student_email) = ${address} and e.batch_id = s.batch_id
                           and e.status in ('cancelled', 'refunded'))
         and (exists (select 1 from enrolments e where lower(e.student_email) = ${address} and e.status in ('active', 'completed'))
              or not exists (select 1 from enrolments e where lower(e.student_email) = ${address}))
      order by 1`,
  );
  return rows.map((row) => row.batch_id);
}

/** An admin or an instructor (the classroom's staff screens); null for anyone else, who sees the gate. */
export function optionalClassroomStaff(request: Request): Promise<StaffUser | null> {
  return staffForScreen(request, "classroom");
}

/** A batch's staff screen: the gate for anyone not staff, 403 for staff who do not teach it, else what `load` reads. */
export async function batchStaffScreen<Data extends object>(
  request: Request,
  batchId: string,
  load: (database: Database) => Promise<Data | null>,
) {
  if (!(await optionalClassroomStaff(request))) return { gate: true as const };
  const database = await db();
  await requireBatchStaff(database, request, batchId);
  const loaded = await load(database);
  if (!loaded) throw notFound();
  return { gate: false as const, ...loaded };
}

/** First line of every classroom staff action: a cross-site post, or anyone not teaching the batch, gets 403. */
export async function requireClassroomStaffAction(database: Database, request: Request, batchId: string): Promise<StaffUser> {
  assertSameOrigin(request);
  return requireBatchStaff(database, request, batchId);
}
