// /admin/admins — who can enter: the list, invitations by one-time link, accepting, removing an admin.
// Real requests to the route modules, real accounts and sessions, a real database.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACCOUNTS_TEXT, INVITATION_TEXT } from "~/staff/admin-accounts";
import * as acceptPage from "~/routes/admin/accept-admin-invitation";
import { action as adminSignInAction } from "~/routes/admin/admin-sign-in";
import * as adminsPage from "~/routes/admin/admins";
import * as sessionsPage from "~/routes/admin/sessions";
import { hashInvitationToken } from "~/staff/admin-invitation-token.server";
import { optionalAdmin } from "~/staff/admin-access.server";
import { removeAdmin } from "~/staff/remove-admin.server";
import { adminInvitations, auditLog, authSession, authUser, emailOutbox } from "~/platform/db/schema";
import { signInNewAdmin, signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { cookieOf, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

describe("admin accounts (/admin/admins)", () => {
  const testDb = useFreshDatabase();
  let admin: { email: string; password: string; cookie: string };

  beforeAll(async () => {
    admin = await signInNewAdmin();
  });

  const post = (fields: Record<string, string>, cookie = admin.cookie, origin?: string | null) =>
    run(adminsPage.action, formPost("/admin/admins", fields, { cookie, ...(origin !== undefined ? { origin } : {}) }));

  /** Invites `email` through the page's action; returns the token read from the queued e-mail's link. */
  async function invite(email: string, cookie = admin.cookie) {
    const result = await post({ intent: "invite", email }, cookie);
    expect(payloadOf(result)).toMatchObject({ ok: true, message: ADMIN_ACCOUNTS_TEXT.invited(email) });
    const mails = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const link = /https?:\/\/\S+\/admin\/invitations\/([\w-]+)/.exec(mails.at(-1)!.textBody);
    expect(link, "the e-mail carries the invitation link").toBeTruthy();
    return decodeURIComponent(link![1]!);
  }

  const accept = (token: string, fields: Record<string, string>) =>
    run(acceptPage.action, formPost(`/admin/invitations/${token}`, fields), { token });
  const newAccountForm = { name: "Asha Rao", password: "asha-admin-2026", confirmPassword: "asha-admin-2026" };

  async function signInAtGate(email: string, password: string) {
    const response = await run(adminSignInAction, formPost("/admin/sign-in", { username: email, password }));
    expect(statusOf(response)).toBe(302);
    return cookieOf(response);
  }

  const invitationOf = async (token: string) =>
    (
      await testDb.db
        .select()
        .from(adminInvitations)
        .where(eq(adminInvitations.tokenHash, hashInvitationToken(token)))
    )[0];

  it("invite queues an e-mail with a one-time link and stores only the token's hash", async () => {
    const email = uniqueEmail("invitee");
    const token = await invite(email);
    const [row] = await testDb.db.select().from(adminInvitations).where(eq(adminInvitations.email, email));
    expect(row).toMatchObject({ tokenHash: hashInvitationToken(token), acceptedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, row!.id));
    expect(audit).toMatchObject({ actorEmail: admin.email, action: "invite-admin", tableName: "admin_invitations" });
    // The page shows the open invitation.
    const page = payloadOf(await run(adminsPage.loader, pageRequest("/admin/admins", admin.cookie)));
    expect(page.invitations).toEqual(expect.arrayContaining([expect.objectContaining({ email, invitedBy: admin.email })]));
  });

  it("refuses a bad address and an address that is already an admin's", async () => {
    const bad = await post({ intent: "invite", email: "not-an-email" });
    expect([statusOf(bad), payloadOf(bad).message]).toEqual([400, ADMIN_ACCOUNTS_TEXT.invalidEmail]);
    const already = await post({ intent: "invite", email: admin.email });
    expect([statusOf(already), payloadOf(already).message]).toEqual([409, ADMIN_ACCOUNTS_TEXT.alreadyAdmin]);
  });

  it("accepting creates a verified admin who passes the admin check after signing in; the list shows who added them and their last sign-in", async () => {
    const email = uniqueEmail("new-admin");
    const token = await invite(email);
    const view = payloadOf(await run(acceptPage.loader, pageRequest(`/admin/invitations/${token}`), { token }));
    expect(view).toEqual({ invitation: { state: "valid", email, hasAccount: false, role: "admin" } });

    const accepted = await accept(token, newAccountForm);
    expect(payloadOf(accepted)).toEqual({ ok: true, message: INVITATION_TEXT.accepted });
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
    expect(account).toMatchObject({ role: "admin", emailVerified: true, name: "Asha Rao" });
    expect((await invitationOf(token))!.acceptedAt).not.toBeNull();

    const cookie = await signInAtGate(email, newAccountForm.password);
    expect(await optionalAdmin(pageRequest("/admin/sessions", cookie))).toMatchObject({ email, role: "admin" });
    expect(payloadOf(await run(sessionsPage.loader, pageRequest("/admin/sessions", cookie)))).toMatchObject({ gate: false });

    const list = payloadOf(await run(adminsPage.loader, pageRequest("/admin/admins", admin.cookie)));
    const row = (list.admins as { email: string; addedBy: string | null; lastSignInAt: string | null }[]).find(
      (entry) => entry.email === email,
    );
    expect(row).toMatchObject({ addedBy: admin.email });
    expect(row!.lastSignInAt).not.toBeNull();
    const me = (list.admins as { email: string; addedBy: string | null; lastSignInAt: string | null }[]).find(
      (entry) => entry.email === admin.email,
    );
    expect(me).toMatchObject({ addedBy: null, lastSignInAt: expect.any(String) });
  });

  it("a used link is refused and changes nothing; an unknown one too", async () => {
    const email = uniqueEmail("twice");
    const token = await invite(email);
    expect(payloadOf(await accept(token, newAccountForm)).ok).toBe(true);
    const again = await accept(token, { ...newAccountForm, password: "other-password-1", confirmPassword: "other-password-1" });
    expect([statusOf(again), payloadOf(again).message]).toEqual([410, INVITATION_TEXT.used]);
    const view = payloadOf(await run(acceptPage.loader, pageRequest(`/admin/invitations/${token}`), { token }));
    expect(view).toEqual({ invitation: { state: "used", message: INVITATION_TEXT.used } });
    // The first password still opens the account; the second does not.
    await signInAtGate(email, newAccountForm.password);

    const unknown = await accept("no-such-token", newAccountForm);
    expect([statusOf(unknown), payloadOf(unknown).message]).toEqual([404, INVITATION_TEXT.unknown]);
  });

  it("an expired link is refused and creates no account", async () => {
    const email = uniqueEmail("late");
    const token = await invite(email);
    await testDb.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.tokenHash, hashInvitationToken(token)));
    const view = payloadOf(await run(acceptPage.loader, pageRequest(`/admin/invitations/${token}`), { token }));
    expect(view).toEqual({ invitation: { state: "expired", message: INVITATION_TEXT.expired } });
    const result = await accept(token, newAccountForm);
    expect([statusOf(result), payloadOf(result).message]).toEqual([410, INVITATION_TEXT.expired]);
    expect(await testDb.db.select().from(authUser).where(eq(authUser.email, email))).toEqual([]);
  });

  it("a second invitation to the same address retires the first link", async () => {
    const email = uniqueEmail("reinvited");
    const first = await invite(email);
    const second = await invite(email);
    expect(statusOf(await accept(first, newAccountForm))).toBe(410);
    expect(payloadOf(await accept(second, newAccountForm)).ok).toBe(true);
  });

  it("two concurrent accepts of one link make one account", async () => {
    const email = uniqueEmail("race");
    const token = await invite(email);
    const results = await Promise.all([
      accept(token, newAccountForm),
      accept(token, { ...newAccountForm, password: "second-password", confirmPassword: "second-password" }),
    ]);
    expect(results.filter((result) => payloadOf(result).ok === true)).toHaveLength(1);
    expect(results.filter((result) => payloadOf(result).ok === false)).toHaveLength(1);
    expect(await testDb.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(1);
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "accept-admin-invitation"), eq(auditLog.actorEmail, email)));
    expect(audits).toHaveLength(1);
  });

  it("an existing account becomes admin only with its own password, and its student sessions end", async () => {
    const student = await signUpStudent(uniqueEmail("promoted"));
    const token = await invite(student.email);
    const view = payloadOf(await run(acceptPage.loader, pageRequest(`/admin/invitations/${token}`), { token }));
    expect(view).toEqual({ invitation: { state: "valid", email: student.email, hasAccount: true, role: "admin" } });

    const wrong = await accept(token, { password: "not-their-password" });
    expect([statusOf(wrong), payloadOf(wrong).message]).toEqual([401, INVITATION_TEXT.wrongPassword]);
    expect((await testDb.db.select().from(authUser).where(eq(authUser.email, student.email)))[0]!.role).toBe("student");
    expect((await invitationOf(token))!.acceptedAt).toBeNull();

    expect(payloadOf(await accept(token, { password: student.password })).ok).toBe(true);
    expect((await testDb.db.select().from(authUser).where(eq(authUser.email, student.email)))[0]!.role).toBe("admin");
    expect(await optionalAdmin(pageRequest("/admin", student.cookie))).toBeNull();
    const cookie = await signInAtGate(student.email, student.password);
    expect(await optionalAdmin(pageRequest("/admin", cookie))).toMatchObject({ email: student.email });
  });

  it("removing an admin demotes them and ends their sessions at once: their cookie no longer opens the admin area", async () => {
    const other = await signInNewAdmin(uniqueEmail("leaving"));
    const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, other.email));
    expect(await optionalAdmin(pageRequest("/admin/sessions", other.cookie))).not.toBeNull();

    const result = await post({ intent: "remove", userId: account!.id });
    expect(payloadOf(result)).toEqual({ ok: true, message: ADMIN_ACCOUNTS_TEXT.removed(other.email), intent: "remove" });
    expect((await testDb.db.select().from(authUser).where(eq(authUser.id, account!.id)))[0]!.role).toBe("student");
    expect(await testDb.db.select().from(authSession).where(eq(authSession.userId, account!.id))).toEqual([]);
    // The very next request with the old cookie (no session cache in a cookie: better-auth reads the database).
    expect(await optionalAdmin(pageRequest("/admin/sessions", other.cookie))).toBeNull();
    expect(payloadOf(await run(sessionsPage.loader, pageRequest("/admin/sessions", other.cookie)))).toEqual({ gate: true });
    expect(statusOf(await post({ intent: "invite", email: uniqueEmail("x") }, other.cookie))).toBe(403);
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.rowId, account!.id));
    expect(audit).toMatchObject({ actorEmail: admin.email, action: "remove-admin", tableName: "auth_user" });
    // Signing in at the gate with the right password is now refused.
    const gate = await run(adminSignInAction, formPost("/admin/sign-in", { username: other.email, password: other.password }));
    expect(statusOf(gate)).toBe(401);
  });

  it("cannot remove yourself", async () => {
    const [me] = await testDb.db.select().from(authUser).where(eq(authUser.email, admin.email));
    const result = await post({ intent: "remove", userId: me!.id });
    expect([statusOf(result), payloadOf(result).message]).toEqual([409, ADMIN_ACCOUNTS_TEXT.cannotRemoveYourself]);
    expect(await optionalAdmin(pageRequest("/admin", admin.cookie))).not.toBeNull();
  });

  it("cannot remove the last admin: two admins removing each other at once leave one", async () => {
    // Make these two the only admins.
    await testDb.db.update(authUser).set({ role: "student" }).where(eq(authUser.role, "admin"));
    const first = await signInNewAdmin(uniqueEmail("first"));
    const second = await signInNewAdmin(uniqueEmail("second"));
    const idOf = async (email: string) => (await testDb.db.select().from(authUser).where(eq(authUser.email, email)))[0]!.id;
    const [firstId, secondId] = [await idOf(first.email), await idOf(second.email)];
    const results = await Promise.all([
      post({ intent: "remove", userId: secondId }, first.cookie),
      post({ intent: "remove", userId: firstId }, second.cookie),
    ]);
    // One removal wins. The other is refused: either its admin check already saw its session ended (403), or it
    // passed that check and the locked count of admins refused it (409, 'last admin').
    expect(results.filter((result) => payloadOf(result).ok === true)).toHaveLength(1);
    const refused = results.find((result) => payloadOf(result).ok !== true);
    expect([403, 409]).toContain(statusOf(refused));
    if (statusOf(refused) === 409) expect(payloadOf(refused).message).toBe(ADMIN_ACCOUNTS_TEXT.cannotRemoveLastAdmin);
    const remaining = await testDb.db.select().from(authUser).where(eq(authUser.role, "admin"));
    expect(remaining).toHaveLength(1);

    // The removed admin's action that had passed its admin check just before: refused under the lock.
    const survivor = remaining[0]!;
    const removed = survivor.id === firstId ? second : first;
    const late = await removeAdmin(testDb.db, {
      actor: { id: survivor.id === firstId ? secondId : firstId, email: removed.email },
      userId: survivor.id,
    });
    expect(late).toEqual({ ok: false, status: 409, message: ADMIN_ACCOUNTS_TEXT.cannotRemoveLastAdmin });
    expect(await testDb.db.select().from(authUser).where(eq(authUser.role, "admin"))).toHaveLength(1);
  });

  it("refuses a student, an anonymous visitor and a cross-site post, and changes nothing", async () => {
    const student = await signUpStudent();
    const actor = await signInNewAdmin(uniqueEmail("actor"));
    const target = await signInNewAdmin(uniqueEmail("target"));
    const [targetAccount] = await testDb.db.select().from(authUser).where(eq(authUser.email, target.email));
    const email = uniqueEmail("never-invited");
    const attempts = [
      post({ intent: "invite", email }, student.cookie),
      post({ intent: "invite", email }, ""),
      post({ intent: "invite", email }, actor.cookie, "https://evil.example"),
      post({ intent: "remove", userId: targetAccount!.id }, student.cookie),
      post({ intent: "remove", userId: targetAccount!.id }, actor.cookie, "https://evil.example"),
    ];
    expect((await Promise.all(attempts)).map(statusOf)).toEqual([403, 403, 403, 403, 403]);
    expect(await testDb.db.select().from(adminInvitations).where(eq(adminInvitations.email, email))).toEqual([]);
    expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
    expect(await optionalAdmin(pageRequest("/admin", target.cookie))).not.toBeNull();

    // The accept page's action checks the origin too.
    const token = await invite(uniqueEmail("cross-site"), actor.cookie);
    const crossSite = await run(
      acceptPage.action,
      formPost(`/admin/invitations/${token}`, newAccountForm, { origin: "https://evil.example" }),
      { token },
    );
    expect(statusOf(crossSite)).toBe(403);
    expect((await invitationOf(token))!.acceptedAt).toBeNull();
    // A non-admin sees the gate, not the list.
    expect(payloadOf(await run(adminsPage.loader, pageRequest("/admin/admins", student.cookie)))).toEqual({ gate: true });
  });
});
