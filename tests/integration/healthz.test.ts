import { describe, expect, it } from "vitest";
import { healthReport } from "~/server/health.server";
import { openDatabase } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/database.server";
import { createTestDatabase } from "../support/test-database";

describe("/healthz", () => {
  it("answers 200 ok while the database answers, and 503 db down when it does not", async () => {
    const handle = await createTestDatabase();
    setDatabaseHandle(handle);
    expect(await healthReport()).toEqual({ status: 200, body: { status: "ok", db: "ok" } });

    await handle.close();
    expect(await healthReport()).toEqual({ status: 503, body: { status: "degraded", db: "down" } });

    // Recovers as soon as a working database is back.
    const again = await openDatabase({ kind: "pglite", dataDir: null });
    setDatabaseHandle(again);
    expect((await healthReport()).status).toBe(200);
    await again.close();
  });
});
