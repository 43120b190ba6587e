// Who may work on a batch: an admin on every batch, an instructor on the batches they are assigned to
// (docs/decisions/0104-staff-roles.md). Checked on the server for every loader, action and download.
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { getOptionalUser, type SessionUser } from "~/accounts/index.server";
import { batchInstructors, type Database } from "~/platform/index.server";
import { isStaffRole, limitedToOwnBatches, STAFF_TEXT, type StaffAccess, type StaffRole } from "./staff-roles";

export type StaffUser = SessionUser & { role: StaffRole };

/** The signed-in staff member (admin, instructor or support), or null for anyone else. */
export async function optionalStaff(request: Request): Promise<StaffUser | null> {
  const user = await getOptionalUser(request);
  return user && isStaffRole(user.role) ? (user as StaffUser) : null;
}

/** The batches an instructor is assigned to, sorted. */
export async function instructorBatchIds(database: Database, userId: string): Promise<string[]> {
  const rows = await database
    .select({ batchId: batchInstructors.batchId })
    .from(batchInstructors)
    .where(eq(batchInstructors.userId, userId))
    .orderBy(batchInstructors.batchId);
  return rows.map((row) => row.batchId);
}

/** Whether this user may work on this batch's classroom: an admin, or one of the batch's instructors. */
export async function teachesBatch(database: Database, user: SessionUser, batchId: string): Promise<boolean> {
  if (user.role === "admin") return true;
  if (user.role !== "instructor") return false;
  const [row] = await database
    .select({ batchId: batchInstructors.batchId })
    .from(batchInstructors)
    .where(and(eq(batchInstructors.batchId, batchId), eq(batchInstructors.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** For a batch's classroom work: 403 unless the signed-in user is an admin or an instructor of the batch. */
export async function requireBatchStaff(database: Database, request: Request, batchId: string): Promise<StaffUser> {
  const user = await optionalStaff(request);
  if (!user) throw data({ error: "Admin access required" }, { status: 403 });
  if (!(await teachesBatch(database, user, batchId)))
    throw data(
      { forbidden: true as const, title: STAFF_TEXT.forbiddenTitle, message: STAFF_TEXT.notYourBatch(batchId) },
      { status: 403 },
    );
  return user;
}

/** The batches a staff member sees on a screen: null for every batch, else (an instructor's) their own. */
export async function visibleBatchIds(database: Database, staff: StaffUser, access: StaffAccess): Promise<string[] | null> {
  return limitedToOwnBatches(staff.role, access) ? instructorBatchIds(database, staff.id) : null;
}
