import { describe, expect, it } from "vitest";
import { loader } from "~/routes/api/database-status";
import { openDatabase } from "~/platform/db/client.server";
import { setDatabaseHandle } from "~/platform/db/database.server";
import { authUser, users } from "~/platform/db/schema";
import { createTestDatabase } from "../support/test-database";

/** What the home page's status line reads from GET /api/database-status. */
async function homeStatus() {
  const response = await loader();
  expect(response.status).toBe(200);
  return response.json();
}

describe("home page database status line", () => {
  it("counts registered learners with a real query, and degrades gracefully when the database is down", async () => {
    const handle = await createTestDatabase();
    setDatabaseHandle(handle);
    expect(await homeStatus()).toEqual({ state: "connected", registeredLearners: 0 });

    for (const [id, email] of [
      ["u-status-1", "first@status.test"],
      ["u-status-2", "second@status.test"],
    ]) {
      await handle.db.insert(authUser).values({ id, name: "Learner", email });
      await handle.db.insert(users).values({ userId: id, email, name: "Learner", age: 25, occupation: "Professional" });
    }
    expect(await homeStatus()).toEqual({ state: "connected", registeredLearners: 2 });

    await handle.close();
    expect(await homeStatus()).toEqual({ state: "degraded" });

    // Recovers as soon as a working database is back.
    const again = await openDatabase({ kind: "pglite", dataDir: null });
    setDatabaseHandle(again);
    expect(await homeStatus()).toEqual({ state: "connected", registeredLearners: 0 });
    await again.close();
  });
});
