import { eq } from "drizzle-orm";
import { removalRefusal, REMOVAL_MESSAGES } from "~/staff/admin-accounts";
import { authSession, authTwoFactor, authUser, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "./record-audit.server";

export type RemoveAdminResult =
  { ok: true; email: string; sessionsEnded: number } | { ok: false; status: number; message: string };

/**
 * Makes an admin an ordinary account again, ending its sessions and two-factor sign-in
 * (docs/decisions/0046-admin-two-factor.md). Never yourself, never the last admin: every admin row is locked first.
 */
export async function removeAdmin(
  database: Database,
  { actor, userId }: { actor: AuditActor; userId: string },
): Promise<RemoveAdminResult> {
  return database.transaction(async (transaction) => {
    const admins = await transaction
      .select({ id: authUser.id, email: authUser.email })
      .from(authUser)
      .where(eq(authUser.role, "admin"))
      .for("update");
    const refusal = removalRefusal({ actorId: actor.id, targetId: userId, adminIds: admins.map((admin) => admin.id) });
    if (refusal) return { ok: false, status: refusal === "not-admin" ? 404 : 409, message: REMOVAL_MESSAGES[refusal] };
    const target = admins.find((admin) => admin.id === userId)!;
    await transaction
      .update(authUser)
      .set({ role: "student", twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(authUser.id, userId));
    await transaction.delete(authTwoFactor).where(eq(authTwoFactor.userId, userId));
    const ended = await transaction.delete(authSession).where(eq(authSession.userId, userId)).returning({ id: authSession.id });
    await recordAudit(transaction, {
      actor,
      action: "remove-admin",
      tableName: "auth_user",
      rowId: userId,
      details: { email: target.email, role: { from: "admin", to: "student" }, sessionsEnded: ended.length },
    });
    return { ok: true, email: target.email, sessionsEnded: ended.length };
  });
}
