import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "~/accounts";
import {
  checkAcceptance,
  INVITATION_TEXT,
  invitationRefusal,
  invitationState,
  type InvitationState,
} from "~/staff/admin-accounts";
import { inAuthTransaction, getAuth } from "~/accounts/index.server";
import {
  adminInvitations,
  authAccount,
  authSession,
  authUser,
  clientIp,
  type Database,
  db,
  limitFailures,
  logger,
  signInFailureLimits,
} from "~/platform/index.server";
import { isStaffRole, type StaffRole } from "./staff-roles";
import { hashInvitationToken } from "./admin-invitation-token.server";
import { recordAudit } from "./record-audit.server";

export type AdminInvitationView =
  | { state: "valid"; email: string; hasAccount: boolean; role: StaffRole }
  | { state: Exclude<InvitationState, "valid">; message: string };

async function findInvitation(database: Database, token: string) {
  const [invitation] = await database
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashInvitationToken(token)));
  return invitation ?? null;
}

/** What the accept page shows for a token: the form (for whom, new or existing account) or why it cannot be used. */
export async function loadAdminInvitation(database: Database, token: string, now = new Date()): Promise<AdminInvitationView> {
  const invitation = await findInvitation(database, token);
  const state = invitationState(invitation, now);
  if (state !== "valid") return { state, message: invitationRefusal(state) };
  const [account] = await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, invitation!.email));
  return { state: "valid", email: invitation!.email, hasAccount: Boolean(account), role: invitationRole(invitation!.role) };
}

export type AcceptAdminInvitationResult =
  { ok: true; email: string; role: StaffRole } | { ok: false; status: number; message: string };

/**
 * Marks the invitation accepted, once: the conditional UPDATE is the single point two concurrent submissions race on
 * (the second waits for the first's row lock, then finds accepted_at set and changes nothing).
 */
async function claimInvitation(transaction: Database, invitationId: string) {
  const [claimed] = await transaction
    .update(adminInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(eq(adminInvitations.id, invitationId), isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, sql`now()`)),
    )
    .returning({ id: adminInvitations.id, email: adminInvitations.email });
  return claimed ?? null;
}

/** An invitation's role; a row from before roles (or an unknown value) invites an admin, as all invitations did. */
const invitationRole = (role: string | null | undefined): StaffRole => (isStaffRole(role) ? role : "admin");

/** The account takes the invitation's role with a proven address, and every session it had ends (as ensureAdminAccount does). */
async function makeAdmin(
  transaction: Database,
  { userId, email, invitationId, role }: { userId: string; email: string; invitationId: string; role: StaffRole },
) {
  await transaction.update(authUser).set({ role, emailVerified: true, updatedAt: new Date() }).where(eq(authUser.id, userId));
  await transaction.delete(authSession).where(eq(authSession.userId, userId));
  await recordAudit(transaction, {
    actor: { id: userId, email },
    action: "accept-admin-invitation",
    tableName: "admin_invitations",
    rowId: invitationId,
    details: { email, role },
  });
}

const refusedAfterRace = async (database: Database, token: string): Promise<AcceptAdminInvitationResult> => {
  const state = invitationState(await findInvitation(database, token), new Date());
  return { ok: false, status: 409, message: invitationRefusal(state === "valid" ? "used" : state) };
};

/**
 * Accepts an admin invitation. An address with an account must give its password (counted like sign-in failures):
 * the link alone never takes over an account. No session is opened: the new admin signs in at the gate.
 */
export async function acceptAdminInvitation({
  token,
  form,
  request,
}: {
  token: string;
  form: Record<string, string | undefined>;
  request: Request;
}): Promise<AcceptAdminInvitationResult> {
  const database = await db();
  const invitation = await findInvitation(database, token);
  const state = invitationState(invitation, new Date());
  if (state !== "valid") return { ok: false, status: state === "unknown" ? 404 : 410, message: invitationRefusal(state) };
  const { id: invitationId, email } = invitation!;
  const role = invitationRole(invitation!.role);
  const [account] = await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
  const checked = checkAcceptance(form, Boolean(account));
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };

  if (account) {
    const outcome = await limitFailures(database, signInFailureLimits(email, clientIp(request)), async () => {
      const ok = await passwordMatches(database, account.id, checked.value.password);
      return { failed: !ok, result: ok };
    });
    if (outcome.limited) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManySignIns };
    if (!outcome.result) return { ok: false, status: 401, message: INVITATION_TEXT.wrongPassword };
    const accepted = await database.transaction(async (transaction) => {
      if (!(await claimInvitation(transaction, invitationId))) return false;
      await makeAdmin(transaction, { userId: account.id, email, invitationId, role });
      return true;
    });
    return accepted ? { ok: true, email, role } : refusedAfterRace(database, token);
  }

  try {
    const accepted = await inAuthTransaction(async (auth, transaction) => {
      if (!(await claimInvitation(transaction, invitationId))) return false;
      const { user } = await auth.api.signUpEmail({
        body: { email, password: checked.value.password, name: checked.value.name },
      });
      await makeAdmin(transaction, { userId: user.id, email, invitationId, role });
      return true;
    });
    return accepted ? { ok: true, email, role } : refusedAfterRace(database, token);
  } catch (error) {
    // An account made for the address meanwhile (by sign-up): nothing was saved; the page now asks for its password.
    logger.warn({ err: error }, "admin invitation could not create the account");
    const again = await refusedAfterRace(database, token);
    return !again.ok && again.message === INVITATION_TEXT.used
      ? again
      : { ok: false, status: 409, message: INVITATION_TEXT.accountAppeared };
  }
}

async function passwordMatches(database: Database, userId: string, password: string) {
  const [credential] = await database
    .select({ hash: authAccount.password })
    .from(authAccount)
    .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, "credential")));
  if (!credential?.hash) return false;
  const context = await (await getAuth()).$context;
  return context.password.verify({ hash: credential.hash, password });
}
