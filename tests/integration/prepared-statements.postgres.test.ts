// The dashboard's one statement is a named prepared statement on PostgreSQL (client.server.ts, queryRowsPrepared):
// each connection plans it once. PGlite has its own test beside client.server.ts (prepared-on-pglite.server.test.ts).
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, queryRowsPrepared, type Database } from "~/platform/db/client.server";

describe("queryRowsPrepared on PostgreSQL", () => {
  // One connection, so that its prepared statements can be listed from it.
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 });
  const database = drizzle(pool) as unknown as Database;
  afterAll(() => pool.end());

  const preparedNames = async () =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((row) => row.name);

  it("prepares a statement once per text and answers as an unprepared query does", async () => {
    const probe = (email: string) => sql`select ${email}::text as email, json_build_object('n', 1) as part`;
    const first = await queryRowsPrepared(database, "probe", probe("a@example.test"));
    const second = await queryRowsPrepared(database, "probe", probe("b@example.test"));
    expect(first).toEqual(await queryRows(database, probe("a@example.test")));
    expect(second).toEqual([{ email: "b@example.test", part: { n: 1 } }]);
    const afterOneText = (await preparedNames()).filter((name) => name.startsWith("probe-"));
    expect(afterOneText).toHaveLength(1);

    // Another text under the same name is another statement, never a clash with the first.
    await queryRowsPrepared(database, "probe", sql`select ${"c@example.test"}::text as email, 2 as other`);
    expect((await preparedNames()).filter((name) => name.startsWith("probe-"))).toHaveLength(2);
  });
});
