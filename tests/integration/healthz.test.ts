import { describe, expect, it } from "vitest";
import { loader } from "~/routes/api/healthz";
import { openDatabase } from "~/server/db/client.server";
import { useDatabase } from "~/server/db/database.server";
import { createTestDatabase } from "../support/test-database";

describe("/healthz", () => {
  it("answers 200 ok while the database answers, and 503 db down when it does not", async () => {
    const handle = await createTestDatabase();
    useDatabase(handle);
    const up = await loader();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok", db: "ok" });

    await handle.close();
    const down = await loader();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ db: "down" });

    // Recovers as soon as a working database is back.
    const again = await openDatabase({ kind: "pglite", dataDir: null });
    useDatabase(again);
    expect((await loader()).status).toBe(200);
    await again.close();
  });
});
