import { eq } from "drizzle-orm";
import { authUser, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "./record-audit.server";
import { leaveBatches } from "./batch-instructors.server";
import { lockStaffChange } from "./lock-staff-change.server";
import { STAFF_TEXT, type StaffRole } from "./staff-roles";

export type ChangeStaffRoleResult =
  { ok: true; email: string; changed: boolean } | { ok: false; status: number; message: string };

const REFUSAL_MESSAGES = {
  yourself: STAFF_TEXT.cannotChangeOwnRole,
  "last-admin": STAFF_TEXT.cannotChangeLastAdmin,
  "not-staff": STAFF_TEXT.notStaff,
};

/**
 * Gives a staff member another role, audited. Never your own, never the last admin's: every staff row is locked first.
 * Someone who stops being an instructor leaves their batches. The new role holds from their next request.
 */
export async function changeStaffRole(
  database: Database,
  { actor, userId, role }: { actor: AuditActor; userId: string; role: StaffRole },
): Promise<ChangeStaffRoleResult> {
  return database.transaction(async (transaction) => {
    const checked = await lockStaffChange(transaction, { actorId: actor.id, userId, to: role, messages: REFUSAL_MESSAGES });
    if (!checked.ok) return checked;
    const { target } = checked;
    if (target.role === role) return { ok: true, email: target.email, changed: false };
    await transaction.update(authUser).set({ role, updatedAt: new Date() }).where(eq(authUser.id, userId));
    const batchesLeft = role === "instructor" ? {} : await leaveBatches(transaction, userId);
    await recordAudit(transaction, {
      actor,
      action: "change-role",
      tableName: "auth_user",
      rowId: userId,
      details: {
        email: target.email,
        role: { from: target.role, to: role },
        ...batchesLeft,
      },
    });
    return { ok: true, email: target.email, changed: true };
  });
}
