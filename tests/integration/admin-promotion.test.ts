// Making an account an admin (ADMIN_EMAIL at start, `npm run admin:create`) signs out the sessions it had.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as signInAction } from "~/routes/account/signin";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { authSession, authUser } from "~/platform/db/schema";
import { ensureAdminAccount } from "~/platform/startup.server";
import { signUpStudent, uniqueEmail } from "../support/admin-fixtures";
import { cookieOf, formPost, pageRequest, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

async function signInCookie(email: string, password: string) {
  const response = await run(signInAction, formPost("/signin", { email, password }));
  expect(statusOf(response)).toBe(302);
  return cookieOf(response);
}

const userOf = (cookie: string) => getOptionalUser(pageRequest("/dashboard", cookie));

describe("promoting an account to admin", () => {
  const testDb = useFreshDatabase();

  async function sessionCount(email: string) {
    const rows = await testDb.db
      .select({ id: authSession.id })
      .from(authSession)
      .innerJoin(authUser, eq(authUser.id, authSession.userId))
      .where(eq(authUser.email, email));
    return rows.length;
  }

  it("signs out every session the account had as a student", async () => {
    const { email, password, cookie: signUpCookie } = await signUpStudent(uniqueEmail("promoted"));
    const laptopCookie = await signInCookie(email, password);
    expect((await userOf(signUpCookie))?.role).toBe("student");
    expect((await userOf(laptopCookie))?.role).toBe("student");

    await ensureAdminAccount(testDb.db, { email, password: "the-new-admin-password" });

    expect(await userOf(signUpCookie)).toBeNull();
    expect(await userOf(laptopCookie)).toBeNull();
    expect(await sessionCount(email)).toBe(0);
    // Signing in again gives an admin session, with the password the operator set.
    expect(statusOf(await run(signInAction, formPost("/signin", { email, password })))).toBe(401);
    expect((await userOf(await signInCookie(email, "the-new-admin-password")))?.role).toBe("admin");
  });

  it("keeps an admin's sessions across restarts with the same password, and ends them when the password changes", async () => {
    const email = uniqueEmail("steady-admin");
    await ensureAdminAccount(testDb.db, { email, password: "first-admin-password" });
    const cookie = await signInCookie(email, "first-admin-password");

    await ensureAdminAccount(testDb.db, { email, password: "first-admin-password" });
    expect((await userOf(cookie))?.role).toBe("admin");

    await ensureAdminAccount(testDb.db, { email, password: "second-admin-password" });
    expect(await userOf(cookie)).toBeNull();
    expect((await userOf(await signInCookie(email, "second-admin-password")))?.role).toBe("admin");
  });

  it("a new admin account starts with no session at all", async () => {
    const email = uniqueEmail("new-admin");
    await ensureAdminAccount(testDb.db, { email, password: "brand-new-password" });
    expect(await sessionCount(email)).toBe(0);
  });
});
