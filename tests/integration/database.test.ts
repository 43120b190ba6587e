import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema";
import { createTestDatabase, useFreshDatabase } from "../support/test-database";

describe("database", () => {
  const testDb = useFreshDatabase();

  it("applies every migration and answers a ping", async () => {
    expect(await testDb.handle.ping()).toBe(true);
    const tables = await queryRows<{ table_name: string }>(
      testDb.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((row) => row.table_name);
    for (const table of [
      "users",
      "payments",
      "student_master_table",
      "batch_session_links",
      "session_master_table",
      "certificates",
      "contact_submissions",
      "library",
      "quiz_responses",
      "lead_gen_responses",
      "aispot_master",
      "email_outbox",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("rejects a negative payment amount and a quiz score outside 8-24", async () => {
    await expect(
      testDb.db.execute(
        sql`insert into payments (user_id, name, email, mobile, course, duration, country, currency, amount, provider_amount_paise)
            values ('guest_x', 'A', 'a@example.com', '1', 'Agentic AI', '4 months', 'India', 'INR', -1, 0)`,
      ),
    ).rejects.toThrow();
    await expect(
      testDb.db.execute(
        sql`insert into quiz_responses (name, email, mobile, age, occupation, q1, q2, q3, q4, q5, q6, q7, q8, score, readiness_level)
            values ('A', 'a@example.com', '1', 30, 'x', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 25, 'x')`,
      ),
    ).rejects.toThrow();
  });

  it("opens an already migrated database again without changes", async () => {
    if (process.env.TEST_DB_KIND === "postgres") {
      const second = await createTestDatabase();
      await second.db.insert(contactSubmissions).values({ name: "a", email: "a@b.co", mobile: "1", purpose: "free_session" });
      await second.close();
      return;
    }
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-"));
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await first.db.insert(contactSubmissions).values({ name: "a", email: "a@b.co", mobile: "1", purpose: "free_session" });
    await first.close();
    const again = await openDatabase({ kind: "pglite", dataDir: dir });
    const rows = await again.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
