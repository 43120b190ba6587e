// /admin/admins — who can enter: two-factor sign-in for admins (docs/decisions/0046-admin-two-factor.md), and
// withdrawing an open invitation. Real requests to the route modules, real accounts and sessions, a real database;
// the codes are computed here from the key the page shows, as an authenticator app would. A code is taken once, so the
// clock moves on 30 seconds before each new one (nextCode).
import { createEmailVerificationToken } from "better-auth/api";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ACCOUNTS_TEXT, INVITATION_TEXT } from "~/staff/admin-accounts";
import { TWO_FACTOR_GATE_TEXT, TWO_FACTOR_TEXT } from "~/staff/admin-two-factor";
import * as acceptPage from "~/routes/admin/accept-admin-invitation";
import * as adminSignIn from "~/routes/admin/admin-sign-in";
import * as adminsPage from "~/routes/admin/admins";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as resetPasswordAction } from "~/routes/account/reset-password";
import { action as signInAction } from "~/routes/account/signin";
import { loader as verifyEmailLoader } from "~/routes/account/verify-email";
import { optionalAdmin } from "~/staff/admin-access.server";
import { getAuth } from "~/accounts/auth/auth.server";
import { getConfig } from "~/platform/config.server";
import {
  adminInvitations,
  auditLog,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
  emailOutbox,
} from "~/platform/db/schema";
import { signInNewAdmin, uniqueEmail } from "../support/admin-fixtures";
import { APP_ORIGIN, formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";
import { totpCode } from "../support/totp";

type Admin = { email: string; password: string; cookie: string };

/** The cookies a browser holds after `response`, on top of `before` (set ones replace, expired ones go). */
function browserCookies(before: string, response: unknown): string {
  const jar = new Map(
    before
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  const headers =
    response instanceof Response
      ? response.headers
      : new Headers((response as { init?: { headers?: HeadersInit } }).init?.headers);
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

const hasSessionCookie = (cookie: string) => /better-auth\.session_token=[^;]+/.test(cookie);

const testDb = useFreshDatabase();

describe("admin two-factor sign-in", () => {
  // Only Date is moved (and runs on from where it is moved to): timers, and the database's own clock, are left alone.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  /** The code the app shows 30 seconds from now: the next one, never taken before. */
  const nextCode = (forKey = key) => {
    vi.setSystemTime(Date.now() + 30_000);
    return totpCode(forKey);
  };

  const adminsPost = (fields: Record<string, string>, cookie: string) =>
    run(adminsPage.action, formPost("/admin/admins", fields, { cookie }));
  const adminsView = async (cookie: string) => payloadOf(await run(adminsPage.loader, pageRequest("/admin/admins", cookie)));
  const sessionsOf = async (email: string) => {
    const [account] = await testDb.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
    return testDb.db.select().from(authSession).where(eq(authSession.userId, account!.id));
  };

  /** Turns two-factor sign-in on through /admin/admins; returns the key shown, the backup codes and the new cookie. */
  async function turnOn(admin: Admin) {
    expect(payloadOf(await adminsPost({ intent: "two-factor-start", password: admin.password }, admin.cookie))).toMatchObject({
      ok: true,
    });
    const view = await adminsView(admin.cookie);
    const setup = view.twoFactor as { state: string; manualKey: string; qrCode: string };
    expect(setup.state).toBe("pending");
    const setupCode = totpCode(setup.manualKey);
    const confirmed = await adminsPost({ intent: "two-factor-confirm", code: setupCode }, admin.cookie);
    const answer = payloadOf(confirmed) as { ok: boolean; message: string; backupCodes: string[] };
    expect(answer).toMatchObject({ ok: true, message: TWO_FACTOR_TEXT.enabled });
    // better-auth replaced the session: the answer carries the new cookie.
    const cookie = browserCookies(admin.cookie, confirmed);
    return { key: setup.manualKey, setupCode, backupCodes: answer.backupCodes, cookie };
  }

  /** The gate's first step: the right password; returns the answer and the cookies the browser then holds. */
  async function passwordAtGate(email: string, password: string, cookie = "") {
    const response = await run(
      adminSignIn.action,
      formPost("/admin/sign-in", { username: email, password, redirectTo: "/admin/admins" }, { cookie }),
    );
    return { response, cookie: browserCookies(cookie, response) };
  }

  const codeAtGate = (code: string, cookie: string) =>
    run(adminSignIn.action, formPost("/admin/sign-in", { step: "code", code, redirectTo: "/admin/admins" }, { cookie }));

  let admin: Admin;
  let key: string;
  let backupCodes: string[];

  let elsewhere: string; // the admin's second session, opened with the password alone before two-factor was on

  beforeAll(async () => {
    admin = await signInNewAdmin(uniqueEmail("two-factor"));
    elsewhere = (await passwordAtGate(admin.email, admin.password)).cookie;
    expect(await optionalAdmin(pageRequest("/admin/admins", elsewhere))).not.toBeNull();
    let cookie: string;
    ({ key, backupCodes, cookie } = await turnOn(admin));
    admin.cookie = cookie;
  });

  describe("turning it on", () => {
    it("needs the password, shows a QR code and the key, and a wrong first code leaves it off", async () => {
      const other = await signInNewAdmin(uniqueEmail("setup"));
      const wrongPassword = await adminsPost({ intent: "two-factor-start", password: "not-the-password" }, other.cookie);
      expect([statusOf(wrongPassword), payloadOf(wrongPassword).message]).toEqual([400, TWO_FACTOR_TEXT.wrongPassword]);
      expect((await adminsView(other.cookie)).twoFactor).toEqual({ state: "off" });

      await adminsPost({ intent: "two-factor-start", password: other.password }, other.cookie);
      const setup = (await adminsView(other.cookie)).twoFactor as { state: string; manualKey: string; qrCode: string };
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(setup.manualKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

      const wrongCode = totpCode(setup.manualKey) === "000000" ? "111111" : "000000";
      const refused = await adminsPost({ intent: "two-factor-confirm", code: wrongCode }, other.cookie);
      expect([statusOf(refused), payloadOf(refused).message]).toEqual([400, TWO_FACTOR_TEXT.wrongSetupCode]);
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, other.email));
      expect(account!.twoFactorEnabled).toBe(false);
      // Not on: the gate still opens with the password alone.
      const { response } = await passwordAtGate(other.email, other.password);
      expect(statusOf(response)).toBe(302);

      const cancelled = await adminsPost({ intent: "two-factor-cancel" }, other.cookie);
      expect(payloadOf(cancelled)).toMatchObject({ ok: true, message: TWO_FACTOR_TEXT.cancelled });
      expect(await testDb.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, account!.id))).toEqual([]);
    });

    it("a right code turns it on: backup codes once, an audit row, the list says On, the secret stored encrypted", async () => {
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, admin.email));
      expect(account!.twoFactorEnabled).toBe(true);
      expect(backupCodes).toHaveLength(10);
      // The session that turned it on goes on (with a new cookie); the one opened elsewhere with the password alone ends.
      expect(await optionalAdmin(pageRequest("/admin/admins", admin.cookie))).toMatchObject({ email: admin.email });
      expect(await optionalAdmin(pageRequest("/admin/admins", elsewhere))).toBeNull();
      const [row] = await testDb.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, account!.id));
      expect(row!.verified).toBe(true);
      expect(row!.secret).not.toContain(key.replace(/ /g, ""));
      for (const code of backupCodes) expect(row!.backupCodes).not.toContain(code);

      // 'Cancel' forgets only a setup still waiting for its first code: it never turns two-factor off.
      const cancel = await adminsPost({ intent: "two-factor-cancel" }, admin.cookie);
      expect([statusOf(cancel), payloadOf(cancel).message]).toEqual([409, TWO_FACTOR_TEXT.nothingToCancel]);
      expect(await testDb.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, account!.id))).toHaveLength(1);

      const [audit] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.rowId, account!.id), eq(auditLog.action, "enable-two-factor")));
      expect(audit).toMatchObject({ actorEmail: admin.email, tableName: "auth_user" });

      const other = await signInNewAdmin(uniqueEmail("viewer"));
      const view = await adminsView(other.cookie);
      const rows = view.admins as { email: string; twoFactorEnabled: boolean }[];
      expect(rows.find((entry) => entry.email === admin.email)!.twoFactorEnabled).toBe(true);
      expect(rows.find((entry) => entry.email === other.email)!.twoFactorEnabled).toBe(false);
    });
  });

  describe("the admin gate", () => {
    it("the right password alone opens no session; the gate asks for the code", async () => {
      const before = (await sessionsOf(admin.email)).length;
      const { response, cookie } = await passwordAtGate(admin.email, admin.password);
      expect(statusOf(response)).toBe(200);
      expect(payloadOf(response)).toEqual({ message: null, redirectTo: "/admin/admins", step: "code" });
      expect(hasSessionCookie(cookie)).toBe(false);
      expect(cookie).toMatch(/better-auth\.two_factor=/);
      expect((await sessionsOf(admin.email)).length).toBe(before);
      expect(await optionalAdmin(pageRequest("/admin/admins", cookie))).toBeNull();
      // Visited by address with the pending sign-in, /admin/sign-in asks for the code (a backup code with ?code=backup).
      expect(payloadOf(await run(adminSignIn.loader, pageRequest("/admin/sign-in?code=backup", cookie)))).toEqual({
        gate: true,
        pending: { redirectTo: "/admin/sessions", backup: true },
      });
    });

    it("a wrong code is refused with a clear message; the right one opens the session", async () => {
      const { cookie } = await passwordAtGate(admin.email, admin.password);
      const code = nextCode();
      const wrong = await codeAtGate(code === "123456" ? "654321" : "123456", cookie);
      expect([statusOf(wrong), payloadOf(wrong)]).toEqual([
        401,
        { message: TWO_FACTOR_GATE_TEXT.wrongCode, redirectTo: "/admin/admins", step: "code" },
      ]);
      const garbage = await codeAtGate("12ab", cookie);
      expect(payloadOf(garbage).message).toBe(TWO_FACTOR_GATE_TEXT.wrongCode);

      const right = await codeAtGate(code, cookie);
      expect(statusOf(right)).toBe(302);
      expect((right as Response).headers.get("location")).toBe("/admin/admins");
      const signedIn = browserCookies(cookie, right);
      expect(hasSessionCookie(signedIn)).toBe(true);
      expect(await optionalAdmin(pageRequest("/admin/admins", signedIn))).toMatchObject({ email: admin.email });
    });

    it("a backup code works once", async () => {
      const [code] = backupCodes;
      const first = await passwordAtGate(admin.email, admin.password);
      const used = await codeAtGate(code!, first.cookie);
      expect(statusOf(used)).toBe(302);
      expect(await optionalAdmin(pageRequest("/admin/admins", browserCookies(first.cookie, used)))).not.toBeNull();

      const second = await passwordAtGate(admin.email, admin.password);
      const again = await codeAtGate(code!, second.cookie);
      expect([statusOf(again), payloadOf(again).message]).toEqual([401, TWO_FACTOR_GATE_TEXT.wrongBackupCode]);
      const view = await adminsView(browserCookies(first.cookie, used));
      expect(view.twoFactor).toEqual({ state: "on", backupCodesLeft: 9 });
    });

    it("a pending sign-in takes 5 wrong codes, then even the right code needs the password again", async () => {
      const { cookie } = await passwordAtGate(admin.email, admin.password);
      const right = nextCode();
      const wrong = right === "000000" ? "111111" : "000000";
      for (let attempt = 0; attempt < 5; attempt += 1) expect(statusOf(await codeAtGate(wrong, cookie))).toBe(401);
      const late = await codeAtGate(right, cookie);
      expect(payloadOf(late)).toMatchObject({ message: TWO_FACTOR_GATE_TEXT.expired, step: "password" });
      expect(hasSessionCookie(browserCookies(cookie, late))).toBe(false);
      // A fresh password starts a fresh pending sign-in (the account is not locked by 5 failures).
      const fresh = await passwordAtGate(admin.email, admin.password);
      expect(statusOf(await codeAtGate(nextCode(), fresh.cookie))).toBe(302);
    });

    it("the pending sign-in expires", async () => {
      const { cookie } = await passwordAtGate(admin.email, admin.password);
      await testDb.db
        .update(authVerification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(authVerification.identifier, "2fa-%"));
      const late = await codeAtGate(nextCode(), cookie);
      expect([statusOf(late), payloadOf(late)]).toEqual([
        401,
        { message: TWO_FACTOR_GATE_TEXT.expired, redirectTo: "/admin/admins", step: "password" },
      ]);
      // Without any pending sign-in at all, the same.
      expect(payloadOf(await codeAtGate(nextCode(), ""))).toMatchObject({ message: TWO_FACTOR_GATE_TEXT.expired });
    });

    it("another account's session in the same browser does not stand in for the pending sign-in", async () => {
      const other = await signInNewAdmin(uniqueEmail("other-admin"));
      const { cookie } = await passwordAtGate(admin.email, admin.password, other.cookie);
      // The first step expired the other session's cookie; put it back, as a crafted request could.
      const both = `${other.cookie}; ${cookie}`;
      const right = await codeAtGate(nextCode(), both);
      expect(statusOf(right)).toBe(302);
      expect(await optionalAdmin(pageRequest("/admin/admins", browserCookies(both, right)))).toMatchObject({
        email: admin.email,
      });
    });

    it("a code that opened a session is refused when replayed within its 30 seconds, and so is an older one", async () => {
      const code = nextCode();
      const first = await passwordAtGate(admin.email, admin.password);
      expect(statusOf(await codeAtGate(code, first.cookie))).toBe(302);
      const sessionsBefore = (await sessionsOf(admin.email)).length;

      // Someone who knows the password and saw the code over the admin's shoulder tries it at once.
      const replay = await passwordAtGate(admin.email, admin.password);
      const replayed = await codeAtGate(code, replay.cookie);
      expect([statusOf(replayed), payloadOf(replayed).message]).toEqual([401, TWO_FACTOR_GATE_TEXT.wrongCode]);
      const older = await codeAtGate(totpCode(key, Date.now() - 30_000), replay.cookie);
      expect([statusOf(older), payloadOf(older).message]).toEqual([401, TWO_FACTOR_GATE_TEXT.wrongCode]);
      expect(hasSessionCookie(browserCookies(replay.cookie, older))).toBe(false);
      expect((await sessionsOf(admin.email)).length).toBe(sessionsBefore);

      // The app's next code works.
      expect(statusOf(await codeAtGate(nextCode(), replay.cookie))).toBe(302);
    });

    it("the same code brought by two sign-ins at the same moment opens one session", async () => {
      const [one, two] = await Promise.all([
        passwordAtGate(admin.email, admin.password),
        passwordAtGate(admin.email, admin.password),
      ]);
      const sessionsBefore = (await sessionsOf(admin.email)).length;
      const code = nextCode();
      const answers = await Promise.all([codeAtGate(code, one.cookie), codeAtGate(code, two.cookie)]);
      expect(answers.map(statusOf).sort()).toEqual([302, 401]);
      expect((await sessionsOf(admin.email)).length).toBe(sessionsBefore + 1);
    });

    it("the code that turned two-factor sign-in on does not open a sign-in", async () => {
      const other = await signInNewAdmin(uniqueEmail("setup-code"));
      const { key: otherKey, setupCode } = await turnOn(other);
      const { cookie } = await passwordAtGate(other.email, other.password);
      // The very code that turned it on: a code computed again here may belong to the next 30-second step.
      expect(payloadOf(await codeAtGate(setupCode, cookie))).toMatchObject({ message: TWO_FACTOR_GATE_TEXT.wrongCode });
      expect(statusOf(await codeAtGate(nextCode(otherKey), cookie))).toBe(302);
    });
  });

  describe("other doors", () => {
    it("the student sign-in form opens no session either: it sends the admin to the gate's code step", async () => {
      const before = (await sessionsOf(admin.email)).length;
      const response = await run(signInAction, formPost("/signin", { email: admin.email, password: admin.password }));
      expect(statusOf(response)).toBe(302);
      expect((response as Response).headers.get("location")).toBe("/admin/sign-in");
      const cookie = browserCookies("", response);
      expect(hasSessionCookie(cookie)).toBe(false);
      expect((await sessionsOf(admin.email)).length).toBe(before);
      expect(payloadOf(await run(adminSignIn.loader, pageRequest("/admin/sign-in", cookie)))).toMatchObject({
        pending: { backup: false },
      });
      expect(statusOf(await codeAtGate(nextCode(), cookie))).toBe(302);
    });

    it("a password reset signs nobody in, and the new password still needs the code", async () => {
      const other = await signInNewAdmin(uniqueEmail("reset"));
      const otherKey = (await turnOn(other)).key;
      await run(forgotPasswordAction, formPost("/forgot-password", { email: other.email }));
      const [message] = await testDb.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, other.email), like(emailOutbox.subject, "Reset%")))
        .orderBy(desc(emailOutbox.createdAt));
      const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(message!.textBody)![1]!);
      const reset = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "brand-new-2026", confirmPassword: "brand-new-2026" }),
      );
      expect(statusOf(reset)).toBe(302);
      expect(hasSessionCookie(browserCookies("", reset))).toBe(false);
      expect(await sessionsOf(other.email)).toEqual([]);
      const { response, cookie } = await passwordAtGate(other.email, "brand-new-2026");
      expect(payloadOf(response)).toMatchObject({ step: "code" });
      expect(statusOf(await codeAtGate(nextCode(otherKey), cookie))).toBe(302);
    });

    it("an e-mail verification link opened signed out asks to sign in and sets no session", async () => {
      const before = (await sessionsOf(admin.email)).length;
      const token = await createEmailVerificationToken(getConfig().authSecret, admin.email, undefined, 3600);
      const result = await run(verifyEmailLoader, pageRequest(`/verify-email?token=${token}`));
      expect(result).toBeInstanceOf(Response);
      expect((result as Response).headers.get("location")).toMatch(/^\/signin\?redirectTo=/);
      expect(hasSessionCookie(browserCookies("", result))).toBe(false);
      expect((await sessionsOf(admin.email)).length).toBe(before);
    });

    it("better-auth's own two-factor URLs are closed: codes are taken only at the gate, which counts them", async () => {
      const { cookie } = await passwordAtGate(admin.email, admin.password);
      const auth = await getAuth();
      for (const path of ["verify-totp", "verify-backup-code", "enable", "disable", "get-totp-uri", "generate-backup-codes"]) {
        const response = await auth.handler(
          new Request(`${APP_ORIGIN}/api/auth/two-factor/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie: `${admin.cookie}; ${cookie}` },
            body: JSON.stringify({ code: totpCode(key), password: admin.password }),
          }),
        );
        expect(response.status, path).toBe(404);
      }
    });

    it("removing an admin turns their two-factor sign-in off (the student sign-in never asks for a code)", async () => {
      const leaving = await signInNewAdmin(uniqueEmail("leaving"));
      await turnOn(leaving);
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, leaving.email));
      expect(payloadOf(await adminsPost({ intent: "remove", userId: account!.id }, admin.cookie))).toMatchObject({ ok: true });
      const [after] = await testDb.db.select().from(authUser).where(eq(authUser.id, account!.id));
      expect(after!.twoFactorEnabled).toBe(false);
      expect(await testDb.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, account!.id))).toEqual([]);
      const signedIn = await run(signInAction, formPost("/signin", { email: leaving.email, password: leaving.password }));
      expect((signedIn as Response).headers.get("location")).toBe("/dashboard");
    });
  });

  describe("turning it off", () => {
    it("needs the password; then the gate asks for the password only, and an audit row says so", async () => {
      const leaving = await signInNewAdmin(uniqueEmail("off"));
      const { cookie } = await turnOn(leaving);
      const wrong = await adminsPost({ intent: "two-factor-disable", password: "nope-nope" }, cookie);
      expect([statusOf(wrong), payloadOf(wrong).message]).toEqual([400, TWO_FACTOR_TEXT.wrongPassword]);
      expect((await adminsView(cookie)).twoFactor).toMatchObject({ state: "on" });

      const off = await adminsPost({ intent: "two-factor-disable", password: leaving.password }, cookie);
      expect(payloadOf(off)).toMatchObject({ ok: true, message: TWO_FACTOR_TEXT.disabled });
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, leaving.email));
      expect(account!.twoFactorEnabled).toBe(false);
      const [audit] = await testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.rowId, account!.id), eq(auditLog.action, "disable-two-factor")));
      expect(audit).toMatchObject({ actorEmail: leaving.email });
      const { response } = await passwordAtGate(leaving.email, leaving.password);
      expect(statusOf(response)).toBe(302);
    });
  });
});

describe("withdrawing an admin invitation", () => {
  it("the link then fails with the expired-link message; an audit row says who withdrew it", async () => {
    const admin = await signInNewAdmin(uniqueEmail("inviter"));
    const email = uniqueEmail("withdrawn");
    const post = (fields: Record<string, string>) =>
      run(adminsPage.action, formPost("/admin/admins", fields, { cookie: admin.cookie }));
    await post({ intent: "invite", email });
    const [mail] = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const token = decodeURIComponent(/\/admin\/invitations\/([\w-]+)/.exec(mail!.textBody)![1]!);
    const [invitation] = await testDb.db.select().from(adminInvitations).where(eq(adminInvitations.email, email));

    const withdrawn = await post({ intent: "withdraw", invitationId: invitation!.id });
    expect(payloadOf(withdrawn)).toEqual({ ok: true, message: ADMIN_ACCOUNTS_TEXT.withdrawn(email), intent: "withdraw" });
    const view = payloadOf(await run(adminsPage.loader, pageRequest("/admin/admins", admin.cookie)));
    expect((view.invitations as { email: string }[]).map((row) => row.email)).not.toContain(email);

    const page = payloadOf(await run(acceptPage.loader, pageRequest(`/admin/invitations/${token}`), { token }));
    expect(page).toEqual({ invitation: { state: "expired", message: INVITATION_TEXT.expired } });
    const accepted = await run(
      acceptPage.action,
      formPost(`/admin/invitations/${token}`, { name: "Late", password: "late-admin-2026", confirmPassword: "late-admin-2026" }),
      { token },
    );
    expect([statusOf(accepted), payloadOf(accepted).message]).toEqual([410, INVITATION_TEXT.expired]);
    expect(await testDb.db.select().from(authUser).where(eq(authUser.email, email))).toEqual([]);

    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.action, "withdraw-admin-invitation"));
    expect(audit).toMatchObject({ actorEmail: admin.email, tableName: "admin_invitations", rowId: invitation!.id });

    const again = await post({ intent: "withdraw", invitationId: invitation!.id });
    expect([statusOf(again), payloadOf(again).message]).toEqual([404, ADMIN_ACCOUNTS_TEXT.invitationNotOpen]);
    const bogus = await post({ intent: "withdraw", invitationId: "not-a-uuid" });
    expect(statusOf(bogus)).toBe(404);
  });
});
