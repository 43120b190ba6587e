// The root loader and the page's loader share one Request, and ask for the signed-in user once between them.
// Only a GET (or HEAD) is remembered: an action may sign in or out before the loaders run.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getOptionalUser } from "~/accounts/auth/session.server";
import { authSession, authUser } from "~/platform/db/schema";
import { signUpStudent } from "../support/admin-fixtures";
import { formPost, pageRequest } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

describe("who is signed in, once per request", () => {
  const testDb = useFreshDatabase();

  async function endSessionsOf(email: string) {
    const [user] = await testDb.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
    await testDb.db.delete(authSession).where(eq(authSession.userId, user!.id));
  }

  it("reads the session once for one GET request, and again for the next request", async () => {
    const student = await signUpStudent();
    const request = pageRequest("/dashboard", student.cookie);
    const first = getOptionalUser(request);
    expect(getOptionalUser(request)).toBe(first);
    expect((await first)?.email).toBe(student.email);

    await endSessionsOf(student.email);
    // The request in flight keeps its answer; the next one asks the database and finds no session.
    expect((await getOptionalUser(request))?.email).toBe(student.email);
    expect(await getOptionalUser(pageRequest("/dashboard", student.cookie))).toBeNull();
  });

  it("asks again on every call for a POST, whose action may have changed the session", async () => {
    const student = await signUpStudent();
    const request = formPost("/account", { intent: "profile" }, { cookie: student.cookie });
    const first = getOptionalUser(request);
    expect(getOptionalUser(request)).not.toBe(first);
    expect((await first)?.email).toBe(student.email);

    await endSessionsOf(student.email);
    expect(await getOptionalUser(request)).toBeNull();
  });
});
