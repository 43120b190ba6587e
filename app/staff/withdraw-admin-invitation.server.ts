import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ADMIN_ACCOUNTS_TEXT } from "~/staff/admin-accounts";
import { isUuid } from "~/platform";
import { adminInvitations, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "./record-audit.server";

export type WithdrawAdminInvitationResult = { ok: true; email: string } | { ok: false; status: number; message: string };

/**
 * 'Withdraw' beside an open invitation. Its link stops working at once (it then answers as an expired
 * link does, like a link replaced by a newer invitation); the row stays, and the audit row says who withdrew it.
 */
export async function withdrawAdminInvitation(
  database: Database,
  { actor, invitationId }: { actor: AuditActor; invitationId: unknown },
): Promise<WithdrawAdminInvitationResult> {
  if (!isUuid(invitationId)) return { ok: false, status: 404, message: ADMIN_ACCOUNTS_TEXT.invitationNotOpen };
  return database.transaction(async (transaction) => {
    const [withdrawn] = await transaction
      .update(adminInvitations)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(adminInvitations.id, invitationId),
          isNull(adminInvitations.acceptedAt),
          gt(adminInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: adminInvitations.email });
    if (!withdrawn) return { ok: false, status: 404, message: ADMIN_ACCOUNTS_TEXT.invitationNotOpen };
    await recordAudit(transaction, {
      actor,
      action: "withdraw-admin-invitation",
      tableName: "admin_invitations",
      rowId: invitationId,
      details: { email: withdrawn.email },
    });
    return { ok: true, email: withdrawn.email };
  });
}
