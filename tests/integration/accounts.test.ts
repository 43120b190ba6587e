// Accounts end to end on the server: the route actions and loaders called with real Requests against a
// fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { randomUUID } from "node:crypto";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/accounts/account-schemas";
import { action as forgotPasswordAction } from "~/routes/account/forgot-password";
import { action as resetPasswordAction, loader as resetPasswordLoader } from "~/routes/account/reset-password";
import { action as signInAction, loader as signInLoader } from "~/routes/account/signin";
import { action as signOutAction } from "~/routes/account/signout";
import { action as signUpAction } from "~/routes/account/signup";
import { checkResetToken } from "~/accounts/check-reset-token.server";
import { getAuth } from "~/accounts/auth/auth.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { getConfig } from "~/platform/config.server";
import { authAccount, authSession, authUser, authVerification, emailOutbox, users } from "~/platform/db/schema";
import { RATE_LIMITS } from "~/platform/rate-limit.server";
import { useFreshDatabase } from "../support/test-database";

const APP_ORIGIN = new URL(getConfig().appUrl).origin;

type Fields = Record<string, string>;
interface RequestOptions {
  ip?: string;
  origin?: string | null;
  cookie?: string;
}

function formPost(path: string, fields: Fields, { ip = uniqueIp(), origin = APP_ORIGIN, cookie }: RequestOptions = {}) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip });
  if (origin !== null) headers.set("origin", origin);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${APP_ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function page(path: string, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

type RouteFunction = (args: never) => unknown;

/** Runs a loader or action as React Router would; a thrown Response or data() is returned instead. */
async function run(routeFunction: RouteFunction, request: Request): Promise<unknown> {
  try {
    return await routeFunction({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

interface DataResult {
  data: Record<string, unknown>;
  init: { status?: number } | null;
}

function statusOf(result: unknown) {
  if (result instanceof Response) return result.status;
  return (result as DataResult).init?.status ?? 200;
}

function payloadOf(result: unknown): Record<string, unknown> {
  expect(result).not.toBeInstanceOf(Response);
  const value = result as DataResult | Record<string, unknown>;
  return "init" in value && "data" in value ? (value.data as Record<string, unknown>) : (value as Record<string, unknown>);
}

function redirectOf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

/** The cookies a response sets, as a browser would send them back. */
function cookieOf(response: unknown) {
  return (response as Response).headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

let ipCounter = 0;
function uniqueIp() {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function uniqueEmail(prefix = "student") {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

function signUpFields(overrides: Fields = {}): Fields {
  return {
    name: "Asha Rao",
    email: uniqueEmail(),
    mobile_no: "+91 98765 43210",
    age: "29",
    occupation: "Analyst",
    password: "first-secret",
    confirmPassword: "first-secret",
    ...overrides,
  };
}

describe("accounts", () => {
  const testDb = useFreshDatabase();

  async function signUpNew(overrides: Fields = {}) {
    const fields = signUpFields(overrides);
    const response = await run(signUpAction, formPost("/signup", fields));
    expect(redirectOf(response)).toBe("/dashboard");
    return { email: fields.email!.trim().toLowerCase(), password: fields.password!, cookie: cookieOf(response) };
  }

  async function signInCookie(email: string, password: string) {
    const response = await run(signInAction, formPost("/signin", { email, password }));
    expect(redirectOf(response)).toBe("/dashboard");
    return cookieOf(response);
  }

  async function latestResetToken(email: string) {
    const [message] = await testDb.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(message, `a reset e-mail to ${email}`).toBeDefined();
    const link = message!.textBody.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    expect(message!.htmlBody).toContain(link!);
    return new URL(link!).searchParams.get("token")!;
  }

  async function requestReset(email: string) {
    const result = await run(forgotPasswordAction, formPost("/forgot-password", { email }));
    expect(payloadOf(result)).toMatchObject({ state: "sent" });
    return latestResetToken(email);
  }

  describe("sign-up", () => {
    it("creates the account and its users profile, stores the e-mail trimmed and lower-cased, and signs in", async () => {
      const address = uniqueEmail("Mixed.Case");
      const response = await run(signUpAction, formPost("/signup", signUpFields({ email: `  ${address.toUpperCase()} ` })));
      expect(redirectOf(response)).toBe("/dashboard");
      const email = address.toLowerCase();

      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
      expect(account).toMatchObject({ email, name: "Asha Rao", role: "student" });
      const [profile] = await testDb.db.select().from(users).where(eq(users.userId, account!.id));
      expect(profile).toMatchObject({ email, name: "Asha Rao", mobileNo: "+919876543210", age: 29, occupation: "Analyst" });
      const [credential] = await testDb.db.select().from(authAccount).where(eq(authAccount.userId, account!.id));
      expect(credential!.password).not.toContain("first-secret"); // hashed

      const setCookie = (response as Response).headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(await getOptionalUser(page("/dashboard", cookieOf(response)))).toMatchObject({ email, name: "Asha Rao" });
    });

    it("returns to a same-site redirectTo, never to another site", async () => {
      const back = await run(signUpAction, formPost("/signup", { ...signUpFields(), redirectTo: "/courses?tab=ai" }));
      expect(redirectOf(back)).toBe("/courses?tab=ai");
      const foreign = await run(signUpAction, formPost("/signup", { ...signUpFields(), redirectTo: "//evil.example/x" }));
      expect(redirectOf(foreign)).toBe("/dashboard");
    });

    it("leaves no account behind when the profile cannot be saved", async () => {
      // A real database failure on the profile insert, raised by PostgreSQL itself.
      await testDb.db.execute(sql`
        create function refuse_test_profile() returns trigger language plpgsql as $$
        begin
          if new.occupation = 'Refused by test' then raise exception 'profile refused for the test'; end if;
          return new;
        end $$`);
      await testDb.db.execute(
        sql`create trigger refuse_test_profile before insert on users for each row execute function refuse_test_profile()`,
      );
      try {
        const fields = signUpFields({ occupation: "Refused by test" });
        const response = await run(signUpAction, formPost("/signup", fields));
        expect(statusOf(response)).toBe(500);
        expect(payloadOf(response)).toMatchObject({ formError: "Failed to create account" });

        const email = fields.email!;
        expect(await testDb.db.select().from(authUser).where(eq(authUser.email, email))).toEqual([]);
        expect(await testDb.db.select().from(users).where(eq(users.email, email))).toEqual([]);
        const orphans = await testDb.db.execute(
          sql`select 1 from auth_account a left join auth_user u on u.id = a.user_id where u.id is null
              union all select 1 from auth_session s left join auth_user u on u.id = s.user_id where u.id is null`,
        );
        expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);

        // Nothing half-made blocks a second try with the same e-mail.
        const retry = await run(signUpAction, formPost("/signup", { ...fields, occupation: "Analyst" }));
        expect(redirectOf(retry)).toBe("/dashboard");
        expect(await testDb.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      } finally {
        await testDb.db.execute(sql`drop trigger if exists refuse_test_profile on users`);
        await testDb.db.execute(sql`drop function if exists refuse_test_profile()`);
      }
    });

    it("sends an existing e-mail to sign in with the e-mail filled in, whatever its case", async () => {
      const { email } = await signUpNew();
      const again = await run(signUpAction, formPost("/signup", signUpFields({ email: ` ${email.toUpperCase()}` })));
      expect(redirectOf(again)).toBe(`/signin?email=${encodeURIComponent(email)}`);
      expect(await testDb.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(1);

      const signInPage = (await run(signInLoader, page(`/signin?email=${encodeURIComponent(email)}`))) as Record<string, unknown>;
      expect(signInPage).toMatchObject({ email, accountExists: true });
    });

    it("keeps the return path when sending an existing e-mail to sign in", async () => {
      const { email } = await signUpNew();
      const again = await run(
        signUpAction,
        formPost("/signup", { ...signUpFields({ email }), redirectTo: "/dashboard?tab=fees" }),
      );
      expect(redirectOf(again)).toBe(`/signin?email=${encodeURIComponent(email)}&redirectTo=%2Fdashboard%3Ftab%3Dfees`);
    });

    it("answers every validation message of the spec without creating anything", async () => {
      // Passwords no random e-mail address can contain (the addresses carry hex digits: "abd" could appear in one).
      const fields = signUpFields({ password: "Qz#1", confirmPassword: "Qz#2", age: "15" });
      const response = await run(signUpAction, formPost("/signup", fields));
      expect(statusOf(response)).toBe(400);
      const payload = payloadOf(response);
      expect(payload.errors).toEqual({
        age: "Please enter a valid age between 16 and 100",
        password: "Password must be at least 6 characters long",
        confirmPassword: "Passwords do not match",
      });
      // What was typed comes back, except the passwords.
      expect(payload.values).toEqual({
        name: fields.name,
        email: fields.email,
        mobile_no: fields.mobile_no,
        age: "15",
        occupation: fields.occupation,
      });
      expect(JSON.stringify(payload)).not.toContain("Qz#1");
      expect(JSON.stringify(payload)).not.toContain("Qz#2");
      expect(await testDb.db.select().from(authUser).where(eq(authUser.email, fields.email!))).toEqual([]);
    });

    it("limits sign-ups per IP address", async () => {
      const ip = uniqueIp();
      const { email } = await signUpNew();
      for (let attempt = 0; attempt < RATE_LIMITS.signUpPerIp.max; attempt += 1) {
        const response = await run(signUpAction, formPost("/signup", signUpFields({ email }), { ip }));
        expect(statusOf(response)).toBe(302);
      }
      const blocked = await run(signUpAction, formPost("/signup", signUpFields(), { ip }));
      expect(statusOf(blocked)).toBe(429);
      expect(payloadOf(blocked)).toMatchObject({ formError: "Too many attempts. Please wait a minute and try again." });
      // Another address is not affected.
      expect(redirectOf(await run(signUpAction, formPost("/signup", signUpFields(), { ip: uniqueIp() })))).toBe("/dashboard");
    });
  });

  describe("sign-in", () => {
    it("signs in with the right password and goes to the dashboard, or to a same-site redirectTo", async () => {
      const { email, password } = await signUpNew();
      const cookie = await signInCookie(` ${email.toUpperCase()} `, password);
      expect(await getOptionalUser(page("/", cookie))).toMatchObject({ email });

      const back = await run(signInAction, formPost("/signin", { email, password, redirectTo: "/dashboard?tab=fees" }));
      expect(redirectOf(back)).toBe("/dashboard?tab=fees");
      const foreign = await run(signInAction, formPost("/signin", { email, password, redirectTo: "https://evil.example" }));
      expect(redirectOf(foreign)).toBe("/dashboard");
    });

    it("refuses a wrong password or an unknown e-mail with the server's message and no session", async () => {
      const { email } = await signUpNew();
      for (const attempt of [
        { email, password: "wrong-secret" },
        { email: uniqueEmail("nobody"), password: "first-secret" },
      ]) {
        const response = await run(signInAction, formPost("/signin", attempt));
        expect(statusOf(response)).toBe(401);
        expect(payloadOf(response)).toEqual({
          errors: {},
          formError: "Invalid email or password",
          values: { email: attempt.email },
        });
      }
    });

    it("asks for the e-mail and the password", async () => {
      const response = await run(signInAction, formPost("/signin", { email: "", password: "" }));
      expect(statusOf(response)).toBe(400);
      expect(payloadOf(response).errors).toEqual({
        email: ACCOUNT_MESSAGES.emailRequired,
        password: ACCOUNT_MESSAGES.passwordRequired,
      });
    });

    it("blocks an e-mail from one address after 5 failed attempts in 15 minutes; successful sign-ins do not count", async () => {
      const { email, password } = await signUpNew();
      const ip = uniqueIp();
      const limit = RATE_LIMITS.signInFailuresPerAccountAndIp.max;
      for (let attempt = 1; attempt < limit; attempt += 1) {
        expect(statusOf(await run(signInAction, formPost("/signin", { email, password: "wrong-secret" }, { ip })))).toBe(401);
      }
      for (let success = 0; success < 3; success += 1) {
        expect(redirectOf(await run(signInAction, formPost("/signin", { email, password }, { ip })))).toBe("/dashboard");
      }
      expect(statusOf(await run(signInAction, formPost("/signin", { email, password: "wrong-secret" }, { ip })))).toBe(401);

      // Now the limit is reached: even the right password waits, from that address; another one is not held up.
      const blocked = await run(signInAction, formPost("/signin", { email, password }, { ip }));
      expect(statusOf(blocked)).toBe(429);
      expect(payloadOf(blocked)).toMatchObject({ formError: ACCOUNT_MESSAGES.tooManySignIns });
      await signInCookie(email, password);

      // Fifteen minutes later the counter starts again.
      await testDb.db.execute(
        sql`update rate_limit_counters set window_started_at = now() - interval '15 minutes 1 second' where key like ${`%${ip}`}`,
      );
      expect(redirectOf(await run(signInAction, formPost("/signin", { email, password }, { ip })))).toBe("/dashboard");
    });

    it("blocks an IP address after 10 failed attempts in 15 minutes, whatever the e-mails", async () => {
      const ip = uniqueIp();
      for (let attempt = 0; attempt < RATE_LIMITS.signInFailuresPerIp.max; attempt += 1) {
        const response = await run(
          signInAction,
          formPost("/signin", { email: uniqueEmail("guess"), password: "guess-1" }, { ip }),
        );
        expect(statusOf(response)).toBe(401);
      }
      const { email, password } = await signUpNew();
      expect(statusOf(await run(signInAction, formPost("/signin", { email, password }, { ip })))).toBe(429);
      expect(redirectOf(await run(signInAction, formPost("/signin", { email, password }, { ip: uniqueIp() })))).toBe(
        "/dashboard",
      );
    });
  });

  describe("forgot and reset password", () => {
    it("tells an unknown e-mail to sign up, and sends nothing", async () => {
      const email = uniqueEmail("stranger");
      const result = await run(forgotPasswordAction, formPost("/forgot-password", { email }));
      expect(statusOf(result)).toBe(404);
      expect(payloadOf(result)).toMatchObject({ notRegistered: true, state: "form" });
      expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
    });

    it("sends a reset e-mail with the site's name, a link and the expiry to a registered e-mail (trimmed, lower-cased)", async () => {
      const { email } = await signUpNew();
      const result = await run(forgotPasswordAction, formPost("/forgot-password", { email: `  ${email.toUpperCase()}  ` }));
      expect(payloadOf(result)).toMatchObject({ state: "sent", email });
      const [message] = await testDb.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, "Reset%")));
      expect(message!.subject).toContain("AI Elevate Academy");
      expect(message!.textBody).toContain("1 hour");
      expect(message!.textBody).toContain(`${getConfig().appUrl}/reset-password?token=`);
    });

    it("uses a reset link once: new password works, old fails, the link then shows the error view", async () => {
      const { email, password } = await signUpNew();
      const token = await requestReset(email);
      expect(await checkResetToken(token)).toBe("valid");
      const pageData = (await run(resetPasswordLoader, page(`/reset-password?token=${token}`))) as { linkState: Promise<string> };
      expect(await pageData.linkState).toBe("valid");

      const updated = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "new-secret", confirmPassword: "new-secret" }),
      );
      expect(redirectOf(updated)).toBe("/signin?reset=success");
      expect((await run(signInLoader, page("/signin?reset=success"))) as object).toMatchObject({ passwordUpdated: true });

      expect(statusOf(await run(signInAction, formPost("/signin", { email, password })))).toBe(401);
      await signInCookie(email, "new-secret");

      expect(await checkResetToken(token)).toBe("invalid");
      const reused = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "third-secret", confirmPassword: "third-secret" }),
      );
      expect(payloadOf(reused)).toMatchObject({ linkState: "invalid" });
      await signInCookie(email, "new-secret");
    });

    it("refuses an expired reset link", async () => {
      const { email, password } = await signUpNew();
      const token = await requestReset(email);
      await testDb.db
        .update(authVerification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authVerification.identifier, `reset-password:${token}`));

      expect(await checkResetToken(token)).toBe("invalid");
      const result = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "new-secret", confirmPassword: "new-secret" }),
      );
      expect(payloadOf(result)).toMatchObject({ linkState: "invalid" });
      await signInCookie(email, password);
    });

    it("shows the spec's errors for a missing or unknown token", async () => {
      const missing = (await run(resetPasswordLoader, page("/reset-password"))) as { linkState: Promise<string> };
      expect(await missing.linkState).toBe("missing");
      const unknown = (await run(resetPasswordLoader, page("/reset-password?token=not-a-token"))) as {
        linkState: Promise<string>;
      };
      expect(await unknown.linkState).toBe("invalid");
    });

    it("checks the new password before using the link up", async () => {
      const { email } = await signUpNew();
      const token = await requestReset(email);
      const result = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "abc", confirmPassword: "abd" }),
      );
      expect(statusOf(result)).toBe(400);
      expect(payloadOf(result)).toMatchObject({
        linkState: "valid",
        errors: {
          password: "Password must be at least 6 characters long",
          confirmPassword: "Passwords do not match",
        },
      });
      expect(await checkResetToken(token)).toBe("valid");
    });

    it("ends every session of that person after a reset", async () => {
      const { email, password, cookie: signUpCookie } = await signUpNew();
      const otherBrowser = await signInCookie(email, password);
      expect(await getOptionalUser(page("/", otherBrowser))).not.toBeNull();

      const token = await requestReset(email);
      const updated = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "new-secret", confirmPassword: "new-secret" }, { cookie: signUpCookie }),
      );
      expect(redirectOf(updated)).toBe("/signin?reset=success");
      // The browser that reset the password gets its session cookie cleared too.
      expect((updated as Response).headers.get("set-cookie")).toMatch(/session_token=;/);

      expect(await getOptionalUser(page("/", signUpCookie))).toBeNull();
      expect(await getOptionalUser(page("/", otherBrowser))).toBeNull();
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
      expect(await testDb.db.select().from(authSession).where(eq(authSession.userId, account!.id))).toEqual([]);
    });

    it("limits reset requests per e-mail and per IP address", async () => {
      const { email } = await signUpNew();
      for (let attempt = 0; attempt < RATE_LIMITS.forgotPasswordPerEmail.max; attempt += 1) {
        expect(payloadOf(await run(forgotPasswordAction, formPost("/forgot-password", { email })))).toMatchObject({
          state: "sent",
        });
      }
      const blocked = await run(forgotPasswordAction, formPost("/forgot-password", { email }));
      expect(statusOf(blocked)).toBe(429);
      expect(payloadOf(blocked)).toMatchObject({ formError: "Too many attempts. Please wait a minute and try again." });

      const ip = uniqueIp();
      for (let attempt = 0; attempt < RATE_LIMITS.forgotPasswordPerIp.max; attempt += 1) {
        await run(forgotPasswordAction, formPost("/forgot-password", { email: uniqueEmail("probe") }, { ip }));
      }
      const probe = await run(forgotPasswordAction, formPost("/forgot-password", { email: uniqueEmail("probe") }, { ip }));
      expect(statusOf(probe)).toBe(429);
    });
  });

  describe("sign-out and Origin checks", () => {
    it("signs out on the server: the old cookie no longer opens a session", async () => {
      const { email, cookie } = await signUpNew();
      const response = await run(signOutAction, formPost("/signout", {}, { cookie }));
      expect(redirectOf(response)).toBe("/");
      expect((response as Response).headers.get("set-cookie")).toMatch(/session_token=;/);
      expect(await getOptionalUser(page("/", cookie))).toBeNull();
      const [account] = await testDb.db.select().from(authUser).where(eq(authUser.email, email));
      expect(await testDb.db.select().from(authSession).where(eq(authSession.userId, account!.id))).toEqual([]);
    });

    it("refuses forms posted from another site, changing nothing", async () => {
      const { email, password, cookie } = await signUpNew();
      const evil = { origin: "https://evil.example" };

      expect(statusOf(await run(signOutAction, formPost("/signout", {}, { ...evil, cookie })))).toBe(403);
      expect(await getOptionalUser(page("/", cookie))).toMatchObject({ email });

      const signIn = await run(signInAction, formPost("/signin", { email, password }, evil));
      expect(statusOf(signIn)).toBe(403);
      expect(signIn).not.toBeInstanceOf(Response);

      const fields = signUpFields();
      expect(statusOf(await run(signUpAction, formPost("/signup", fields, evil)))).toBe(403);
      expect(await testDb.db.select().from(authUser).where(eq(authUser.email, fields.email!))).toEqual([]);

      expect(statusOf(await run(forgotPasswordAction, formPost("/forgot-password", { email }, { origin: "null" })))).toBe(403);
      const token = await requestReset(email);
      const reset = await run(
        resetPasswordAction,
        formPost("/reset-password", { token, password: "x-secret", confirmPassword: "x-secret" }, evil),
      );
      expect(statusOf(reset)).toBe(403);
      expect(await checkResetToken(token)).toBe("valid");
    });

    it("accepts a form without an Origin header (older clients) from the same site", async () => {
      const { email, password } = await signUpNew();
      expect(redirectOf(await run(signInAction, formPost("/signin", { email, password }, { origin: null })))).toBe("/dashboard");
    });
  });

  it("offers no way around the forms: better-auth's own sign-up, sign-in and reset-request endpoints are closed", async () => {
    const auth = await getAuth();
    for (const path of ["sign-up/email", "sign-in/email", "request-password-reset"]) {
      const response = await auth.handler(
        new Request(`${APP_ORIGIN}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: APP_ORIGIN, "x-client-ip": uniqueIp() },
          body: JSON.stringify({ name: "Bypass", email: uniqueEmail("bypass"), password: "bypass-secret" }),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    expect(await testDb.db.select().from(authUser).where(eq(authUser.name, "Bypass"))).toEqual([]);
  });

  it("keeps the profile and the account e-mail the same", async () => {
    const { email } = await signUpNew();
    const rows = await testDb.db
      .select({ profileEmail: users.email, accountEmail: authUser.email })
      .from(users)
      .innerJoin(authUser, and(eq(authUser.id, users.userId)))
      .where(eq(users.email, email));
    expect(rows).toEqual([{ profileEmail: email, accountEmail: email }]);
  });
});
