import { and, eq, gt, isNull } from "drizzle-orm";
import { ADMIN_ACCOUNTS_TEXT, invitationExpiry } from "~/staff/admin-accounts";
import { adminInvitations, authUser, type Database, getConfig } from "~/platform/index.server";
import { adminInvitationEmail, enqueueEmail } from "~/email/index.server";
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_TEXT, type StaffRole } from "./staff-roles";
import { hashInvitationToken, invitationPath, newInvitationToken } from "./admin-invitation-token.server";
import { recordAudit, type AuditActor } from "./record-audit.server";

export type InviteAdminResult = { ok: true; invitationId: string } | { ok: false; message: string };

/**
 * Invites `email` to join the staff in `role` (an admin unless told). In one transaction: earlier open invitations to the address stop
 * working, the new one is stored (its token's hash only), its e-mail is queued in the outbox, and the audit row written.
 */
export async function inviteAdmin(
  database: Database,
  { actor, email, role = "admin", now = new Date() }: { actor: AuditActor; email: string; role?: StaffRole; now?: Date },
): Promise<InviteAdminResult> {
  const token = newInvitationToken();
  return database.transaction(async (transaction) => {
    const [existing] = await transaction.select({ role: authUser.role }).from(authUser).where(eq(authUser.email, email));
    if (existing?.role === "admin") return { ok: false, message: ADMIN_ACCOUNTS_TEXT.alreadyAdmin };
    if (isStaffRole(existing?.role)) return { ok: false, message: STAFF_TEXT.alreadyStaff };
    // Only the newest link to an address works: re-inviting someone retires the link sent before.
    await transaction
      .update(adminInvitations)
      .set({ expiresAt: now })
      .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)));
    const [invitation] = await transaction
      .insert(adminInvitations)
      .values({
        email,
        role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt: invitationExpiry(now),
      })
      .returning({ id: adminInvitations.id });
    const link = `${getConfig().appUrl}${invitationPath(token)}`;
    await enqueueEmail(
      transaction,
      adminInvitationEmail({
        to: email,
        invitedBy: actor.email,
        link,
        role: role === "admin" ? null : STAFF_ROLE_LABELS[role],
      }),
    );
    await recordAudit(transaction, {
      actor,
      action: "invite-admin",
      tableName: "admin_invitations",
      rowId: invitation!.id,
      details: { email, role },
    });
    return { ok: true, invitationId: invitation!.id };
  });
}
