// better-auth's session lookup is answered by a prepared statement (session-lookup.server.ts). What it gives
// back must be exactly what better-auth's own adapter gives for the same question, for every kind of account; any other
// question must still go to the adapter.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authTables, getAuth } from "~/accounts/auth/auth.server";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { withPreparedSessionLookup } from "~/accounts/auth/session-lookup.server";
import { authSession, authUser } from "~/platform/db/schema";
import { signInNewAdmin, signUpStudent } from "../support/admin-fixtures";
import { pageRequest } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

describe("the session lookup", () => {
  const testDb = useFreshDatabase();

  /** The adapter as better-auth builds it (the reference), and the one this site gives it. */
  async function adapters() {
    const auth = await getAuth();
    return { reference: authTables(testDb.db)(auth.options), prepared: (await auth.$context).adapter };
  }

  async function tokenOf(email: string) {
    const [row] = await testDb.db
      .select({ token: authSession.token })
      .from(authSession)
      .innerJoin(authUser, eq(authUser.id, authSession.userId))
      .where(eq(authUser.email, email));
    return row!.token;
  }

  const sessionQuery = (token: string) => ({
    model: "session",
    where: [{ value: token, field: "token" }],
    join: { user: true as const },
  });

  it("gives back what better-auth's adapter gives, for a new student, an admin with two-factor, and an unknown token", async () => {
    const student = await signUpStudent();
    const admin = await signInNewAdmin();
    await testDb.db
      .update(authUser)
      .set({ twoFactorEnabled: true, image: "https://example.com/a.png" })
      .where(eq(authUser.email, admin.email));
    await testDb.db
      .update(authSession)
      .set({ ipAddress: null, userAgent: null })
      .where(eq(authSession.token, await tokenOf(student.email)));
    const { reference, prepared } = await adapters();

    for (const email of [student.email, admin.email]) {
      const token = await tokenOf(email);
      const expected = await reference.findOne(sessionQuery(token));
      expect(expected).toMatchObject({ token, user: { email } });
      expect(await prepared.findOne(sessionQuery(token))).toStrictEqual(expected);
    }
    expect(await reference.findOne(sessionQuery("no-such-token"))).toBeNull();
    expect(await prepared.findOne(sessionQuery("no-such-token"))).toBeNull();
  });

  it("answers the session lookup itself and hands every other question to the adapter", async () => {
    const student = await signUpStudent();
    const token = await tokenOf(student.email);
    const auth = await getAuth();
    const askedAdapter = vi.fn();
    const adapter = withPreparedSessionLookup((options) => {
      const real = authTables(testDb.db)(options);
      return { ...real, findOne: (query) => (askedAdapter(query), real.findOne(query)) };
    }, testDb.db)(auth.options);

    expect(await adapter.findOne(sessionQuery(token))).toMatchObject({ token, user: { email: student.email } });
    expect(askedAdapter).not.toHaveBeenCalled();

    // Another model, a field other than the token, a chosen set of fields, no join: each is the adapter's.
    const others = [
      { model: "user", where: [{ field: "email", value: student.email }] },
      { model: "session", where: [{ field: "id", value: "x" }], join: { user: true as const } },
      { model: "session", where: [{ field: "token", value: token }], select: ["id"], join: { user: true as const } },
      { model: "session", where: [{ field: "token", value: token }] },
      { model: "session", where: [{ field: "token", value: token, operator: "ne" as const }], join: { user: true as const } },
    ];
    for (const query of others) await adapter.findOne(query);
    expect(askedAdapter.mock.calls.map(([query]) => query)).toEqual(others);
  });

  it("leaves the lookup to the adapter inside a transaction, where every query is the transaction's", async () => {
    const student = await signUpStudent();
    const token = await tokenOf(student.email);
    const { reference } = await adapters();
    const options = (await getAuth()).options;
    const found = await testDb.db.transaction(async (transaction) => {
      const scoped = transaction as unknown as typeof testDb.db;
      return withPreparedSessionLookup(authTables(scoped), scoped)(options).findOne(sessionQuery(token));
    });
    expect(found).toStrictEqual(await reference.findOne(sessionQuery(token)));
  });

  it("signs a visitor in through it, and out once the session is gone", async () => {
    const student = await signUpStudent();
    expect((await getOptionalUser(pageRequest("/dashboard", student.cookie)))?.email).toBe(student.email);
    await testDb.db.delete(authSession).where(eq(authSession.token, await tokenOf(student.email)));
    expect(await getOptionalUser(pageRequest("/dashboard", student.cookie))).toBeNull();
  });
});
