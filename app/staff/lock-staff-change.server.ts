import { inArray } from "drizzle-orm";
import { authUser, type Database } from "~/platform/index.server";
import { STAFF_ROLES, staffChangeRefusal, type StaffChangeRefusal, type StaffRole } from "./staff-roles";

export type StaffChangeCheck =
  { ok: true; target: { id: string; email: string; role: string } } | { ok: false; status: number; message: string };

/**
 * In a change of who is staff: every staff row locked (two admins at once cannot leave the site without one), then
 * whether `actorId` may move `userId` to `to` (null: out of the staff), with the refusal in the caller's words.
 */
export async function lockStaffChange(
  transaction: Database,
  {
    actorId,
    userId,
    to,
    messages,
  }: { actorId: string; userId: string; to: StaffRole | null; messages: Record<StaffChangeRefusal, string> },
): Promise<StaffChangeCheck> {
  const staff = await transaction
    .select({ id: authUser.id, email: authUser.email, role: authUser.role })
    .from(authUser)
    .where(inArray(authUser.role, [...STAFF_ROLES]))
    .for("update");
  const refusal = staffChangeRefusal({ actorId, targetId: userId, staff, to });
  if (refusal) return { ok: false, status: refusal === "not-staff" ? 404 : 409, message: messages[refusal] };
  return { ok: true, target: staff.find((member) => member.id === userId)! };
}
