import { eq } from "drizzle-orm";
import { REMOVAL_MESSAGES } from "~/staff/admin-accounts";
import { authSession, authTwoFactor, authUser, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "./record-audit.server";
import { leaveBatches } from "./batch-instructors.server";
import { lockStaffChange } from "./lock-staff-change.server";

export type RemoveAdminResult =
  { ok: true; email: string; sessionsEnded: number } | { ok: false; status: number; message: string };

const REFUSAL_MESSAGES = {
  yourself: REMOVAL_MESSAGES.yourself,
  "last-admin": REMOVAL_MESSAGES["last-admin"],
  "not-staff": REMOVAL_MESSAGES["not-admin"],
};

/**
 * Makes a staff member an ordinary account again, ending its sessions, two-factor sign-in and batch assignments
 * (docs/decisions/0046-admin-two-factor.md, 0104-staff-roles.md). Never yourself, never the last admin: every staff row is locked first.
 */
export async function removeAdmin(
  database: Database,
  { actor, userId }: { actor: AuditActor; userId: string },
): Promise<RemoveAdminResult> {
  return database.transaction(async (transaction) => {
    const checked = await lockStaffChange(transaction, { actorId: actor.id, userId, to: null, messages: REFUSAL_MESSAGES });
    if (!checked.ok) return checked;
    const { target } = checked;
    await transaction
      .update(authUser)
      .set({ role: "student", twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(authUser.id, userId));
    await transaction.delete(authTwoFactor).where(eq(authTwoFactor.userId, userId));
    const batchesLeft = await leaveBatches(transaction, userId);
    const ended = await transaction.delete(authSession).where(eq(authSession.userId, userId)).returning({ id: authSession.id });
    await recordAudit(transaction, {
      actor,
      action: "remove-admin",
      tableName: "auth_user",
      rowId: userId,
      details: {
        email: target.email,
        role: { from: target.role, to: "student" },
        sessionsEnded: ended.length,
        ...batchesLeft,
      },
    });
    return { ok: true, email: target.email, sessionsEnded: ended.length };
  });
}
