import { and, desc, eq, gt, inArray, isNotNull, isNull, max } from "drizzle-orm";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "./staff-roles";
import { adminInvitations, authSession, authUser, type Database } from "~/platform/index.server";

export interface AdminAccountRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Who invited them; null for an admin made by the operator (ADMIN_EMAIL, `npm run admin:create`). */
  addedBy: string | null;
  /** When the invitation was accepted, else when the account was made (ISO). */
  addedAt: string;
  /** The newest of their sessions still kept (ISO), null when none is. */
  lastSignInAt: string | null;
  /** Whether the gate asks them for a code after the password (docs/decisions/0046-admin-two-factor.md). */
  twoFactorEnabled: boolean;
}

export interface PendingInvitationRow {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface AdminAccountList {
  admins: AdminAccountRow[];
  invitations: PendingInvitationRow[];
}

/** Every staff member (admins first), who added them and when, and their last sign-in; then the invitations still open. */
export async function listAdmins(database: Database, now = new Date()): Promise<AdminAccountList> {
  const accounts = await database
    .select({
      id: authUser.id,
      email: authUser.email,
      name: authUser.name,
      role: authUser.role,
      createdAt: authUser.createdAt,
      twoFactorEnabled: authUser.twoFactorEnabled,
    })
    .from(authUser)
    .where(inArray(authUser.role, [...STAFF_ROLES]))
    .orderBy(authUser.email);
  // Admins first, then instructors, then support (STAFF_ROLES' order), each by e-mail.
  accounts.sort((a, b) => STAFF_ROLES.indexOf(a.role as StaffRole) - STAFF_ROLES.indexOf(b.role as StaffRole));
  const ids = accounts.map((account) => account.id);
  const emails = accounts.map((account) => account.email);
  // better-auth keeps sessions in the database: a sign-in is a session row (sign-out deletes it).
  const lastSessions = ids.length
    ? await database
        .select({ userId: authSession.userId, last: max(authSession.createdAt) })
        .from(authSession)
        .where(inArray(authSession.userId, ids))
        .groupBy(authSession.userId)
    : [];
  const accepted = emails.length
    ? await database
        .select({ email: adminInvitations.email, acceptedAt: adminInvitations.acceptedAt, invitedBy: authUser.email })
        .from(adminInvitations)
        .leftJoin(authUser, eq(authUser.id, adminInvitations.invitedBy))
        .where(and(inArray(adminInvitations.email, emails), isNotNull(adminInvitations.acceptedAt)))
        .orderBy(desc(adminInvitations.acceptedAt))
    : [];
  const pending = await database
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      invitedBy: authUser.email,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(authUser, eq(authUser.id, adminInvitations.invitedBy))
    .where(and(isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)))
    .orderBy(desc(adminInvitations.createdAt));

  const lastByUser = new Map(lastSessions.map((row) => [row.userId, row.last]));
  return {
    admins: accounts.map((account) => {
      // The newest accepted invitation to the address (rows come newest first).
      const invitation = accepted.find((row) => row.email === account.email);
      const last = lastByUser.get(account.id);
      return {
        id: account.id,
        email: account.email,
        name: account.name,
        role: isStaffRole(account.role) ? account.role : "admin",
        addedBy: invitation ? (invitation.invitedBy ?? "a former admin") : null,
        addedAt: new Date(invitation?.acceptedAt ?? account.createdAt).toISOString(),
        lastSignInAt: last ? new Date(last).toISOString() : null,
        twoFactorEnabled: account.twoFactorEnabled,
      };
    }),
    invitations: pending.map((row) => ({
      ...row,
      role: isStaffRole(row.role) ? row.role : "admin",
      createdAt: new Date(row.createdAt).toISOString(),
      expiresAt: new Date(row.expiresAt).toISOString(),
    })),
  };
}
