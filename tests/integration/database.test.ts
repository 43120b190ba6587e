import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database } from "~/platform/db/client.server";
import { contactSubmissions } from "~/platform/db/schema";
import { persistentStore, useFreshDatabase } from "../support/test-database";

async function appliedMigrations(database: Database) {
  const rows = await queryRows<{ hash: string }>(database, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((row) => row.hash);
}

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
    // The same store twice: a PGlite folder, or one PostgreSQL database (opened by URL again).
    const store = await persistentStore();
    try {
      const first = await openDatabase(store.target);
      await first.db.insert(contactSubmissions).values({ name: "a", email: "a@b.co", mobile: "1", purpose: "free_session" });
      const migrationsBefore = await appliedMigrations(first.db);
      await first.close();

      const again = await openDatabase(store.target);
      expect(await again.db.select().from(contactSubmissions)).toHaveLength(1);
      expect(await appliedMigrations(again.db)).toEqual(migrationsBefore);
      await again.close();
    } finally {
      await store.remove();
    }
  });

  it("opens a server's connections as it starts, once (PostgreSQL: DATABASE_POOL_MAX of them; PGlite: none to open)", async () => {
    const store = await persistentStore();
    const handle = await openDatabase(store.target);
    try {
      await handle.openConnections();
      await handle.openConnections();
      if (handle.kind === "postgres") {
        const [row] = await queryRows<{ connections: number }>(
          handle.db,
          sql`select count(*)::int as connections from pg_stat_activity where datname = current_database()`,
        );
        expect(row!.connections).toBe(Number(process.env.DATABASE_POOL_MAX || 10));
      }
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await store.remove();
    }
  });
});
