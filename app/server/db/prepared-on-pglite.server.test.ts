// The dashboard's one statement is a named prepared statement on PGlite too (client.server.ts, queryRowsPrepared):
// planned once, then bound and executed per request, with rows read exactly as drizzle reads them.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, queryRowsPrepared, type Database } from "./client.server";

describe("queryRowsPrepared on PGlite", () => {
  const client = new PGlite();
  const database = drizzle(client) as unknown as Database;
  afterAll(() => client.close());

  const preparedNames = async () =>
    (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((row) => row.name);
  const probe = (email: string | null, divisor = 1) =>
    sql`select ${email}::text as email, json_build_object('n', 1) as part, 10 / ${divisor}::int as tenth,
        timestamptz '2026-11-27 19:00:00+05:30' as starts_at, date '2026-11-27' as day`;

  it("prepares a statement once per text and answers as an unprepared query does", async () => {
    const first = await queryRowsPrepared(database, "probe", probe("a@example.test"));
    expect(first).toEqual(await queryRows(database, probe("a@example.test")));
    expect(first).toEqual([
      { email: "a@example.test", part: { n: 1 }, tenth: 10, starts_at: "2026-11-27 13:30:00+00", day: "2026-11-27" },
    ]);
    expect(await queryRowsPrepared(database, "probe", probe(null, 2))).toMatchObject([{ email: null, tenth: 5 }]);
    expect((await preparedNames()).filter((name) => name.startsWith("probe-"))).toHaveLength(1);

    // Another text under the same name is another statement, never a clash with the first.
    await queryRowsPrepared(database, "probe", sql`select ${"c@example.test"}::text as email, 2 as other`);
    expect((await preparedNames()).filter((name) => name.startsWith("probe-"))).toHaveLength(2);
  });

  it("reports a failed execution and leaves the connection and the statement usable", async () => {
    await expect(queryRowsPrepared(database, "probe", probe("a@example.test", 0))).rejects.toThrow("division by zero");
    expect(await queryRowsPrepared(database, "probe", probe("d@example.test", 5))).toMatchObject([{ tenth: 2 }]);
    expect(await queryRows(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("answers each caller its own rows when many run at once beside other queries and a transaction", async () => {
    const emails = Array.from({ length: 40 }, (_, index) => `student.${index}@example.test`);
    const [answers] = await Promise.all([
      Promise.all(emails.map((email) => queryRowsPrepared<{ email: string }>(database, "probe", probe(email)))),
      database.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.01)`);
      }),
      queryRows(database, sql`select 2 as two`),
    ]);
    expect(answers.map(([row]) => row!.email)).toEqual(emails);
  });
});
