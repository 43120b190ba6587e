// On PGlite every query outside a transaction runs as a named prepared statement (PgliteStatements): planned once per
// text, then bound and executed in one pass per call, with rows, errors and locking as PGlite's own query() gives them.
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteDatabase, queryRows, queryRowsPrepared } from "./client.server";
import { MAX_PREPARED_STATEMENTS } from "./pglite-statements.server";

const notes = pgTable("notes", { id: integer("id").primaryKey(), body: text("body").notNull() });

describe("queries on PGlite as prepared statements", () => {
  const client = new PGlite();
  const database = pgliteDatabase(client);
  afterAll(() => client.close());

  const prepared = async () =>
    (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows.map((row) => row.statement);
  const probe = (email: string | null, divisor = 1) =>
    sql`select ${email}::text as email, json_build_object('n', 1) as part, 10 / ${divisor}::int as tenth,
        timestamptz '2026-11-27 19:00:00+05:30' as starts_at, date '2026-11-27' as day`;
  const probeText = "10 / $2::int as tenth";

  it("prepares a text once and answers as PGlite's own query does", async () => {
    const first = await queryRowsPrepared(database, "probe", probe("a@example.test"));
    expect(first).toEqual([
      { email: "a@example.test", part: { n: 1 }, tenth: 10, starts_at: "2026-11-27 13:30:00+00", day: "2026-11-27" },
    ]);
    expect(await queryRows(database, probe("a@example.test"))).toEqual(first);
    expect(await queryRowsPrepared(database, "probe", probe(null, 2))).toMatchObject([{ email: null, tenth: 5 }]);
    expect((await prepared()).filter((statement) => statement.includes(probeText))).toHaveLength(1);

    // The same text through PGlite itself, unprepared: the same rows.
    const direct = await client.query(
      "select $1::text as email, json_build_object('n', 1) as part, 10 / $2::int as tenth, timestamptz '2026-11-27 19:00:00+05:30' as starts_at, date '2026-11-27' as day",
      ["a@example.test", 1],
    );
    expect(direct.rows[0]).toMatchObject({ email: "a@example.test", part: { n: 1 }, tenth: 10, day: expect.any(Date) });
  });

  it("writes, reads and counts through drizzle as before, and reports what a statement changed", async () => {
    await database.execute(sql`create table notes (id integer primary key, body text not null)`);
    await database.insert(notes).values([
      { id: 1, body: "one" },
      { id: 2, body: "two" },
    ]);
    const updated = (await database.update(notes).set({ body: "TWO" }).where(eq(notes.id, 2))) as unknown as {
      affectedRows: number;
    };
    expect(updated.affectedRows).toBe(1);
    expect(await database.select().from(notes).orderBy(notes.id)).toEqual([
      { id: 1, body: "one" },
      { id: 2, body: "TWO" },
    ]);
    expect(await database.$count(notes)).toBe(2);
    await database.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 3, body: "three" });
    });
    expect(await database.select({ body: notes.body }).from(notes).where(eq(notes.id, 3))).toEqual([{ body: "three" }]);
  });

  it("plans drizzle's queries for each call's values, and lets queryRowsPrepared keep one generic plan", async () => {
    for (let index = 0; index < 8; index++) {
      await queryRows(database, sql`select ${`%${index}%`}::text as pattern, 'planned each call' as kind`);
      await queryRowsPrepared(database, "once", sql`select ${index}::int as n, 'planned once' as kind`);
    }
    const plans = (
      await client.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        "select statement, generic_plans, custom_plans from pg_prepared_statements",
      )
    ).rows.map((row) => ({ statement: row.statement, generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
    expect(plans.find((plan) => plan.statement.includes("planned each call"))).toMatchObject({ generic: 0, custom: 8 });
    expect(plans.find((plan) => plan.statement.includes("planned once"))!.generic).toBeGreaterThan(0);
  });

  it("reports a failed statement as PGlite does, and the connection and the statement still work", async () => {
    const failure = await queryRowsPrepared(database, "probe", probe("a@example.test", 0)).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "division by zero", code: "22012", query: expect.stringContaining(probeText) });
    expect(await queryRowsPrepared(database, "probe", probe("d@example.test", 5))).toMatchObject([{ tenth: 2 }]);

    const duplicate = await database
      .insert(notes)
      .values({ id: 1, body: "again" })
      .catch((error: unknown) => error);
    // drizzle wraps the database's error, as it wraps PGlite's.
    expect(duplicate).toMatchObject({
      cause: { code: "23505", constraint: "notes_pkey", detail: "Key (id)=(1) already exists." },
    });
    await expect(database.execute(sql`select * from no_such_table`)).rejects.toMatchObject({ cause: { code: "42P01" } });
    expect(await queryRows(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("prepares again a statement whose table changed its columns", async () => {
    const everything = sql`select * from notes where id = ${1}`;
    expect(await queryRows(database, everything)).toEqual([{ id: 1, body: "one" }]);
    await database.execute(sql`alter table notes add column pinned boolean not null default false`);
    expect(await queryRows(database, everything)).toEqual([{ id: 1, body: "one", pinned: false }]);
  });

  it("keeps at most MAX_PREPARED_STATEMENTS, closing the least recently used", async () => {
    const kept = await queryRows(database, sql`select 'kept' as word`);
    for (let index = 0; index < MAX_PREPARED_STATEMENTS + 20; index++) {
      await queryRows(database, sql`select ${index}::int as n, ${sql.raw(String(index))} as literal`);
      if (index % 100 === 0) await queryRows(database, sql`select 'kept' as word`);
    }
    const statements = await prepared();
    expect(statements.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(statements.some((statement) => statement.includes("as literal"))).toBe(true);
    expect(statements).not.toContain("select $1::int as n, 0 as literal");
    expect(statements).toContain(`select $1::int as n, ${MAX_PREPARED_STATEMENTS + 19} as literal`);
    expect(statements).toContain("select 'kept' as word");
    expect(await queryRows(database, sql`select 'kept' as word`)).toEqual(kept);
  });

  it("answers each caller its own rows when many run at once beside other queries and a transaction", async () => {
    const emails = Array.from({ length: 40 }, (_, index) => `student.${index}@example.test`);
    const [answers, inTransaction] = await Promise.all([
      Promise.all(emails.map((email) => queryRowsPrepared<{ email: string }>(database, "probe", probe(email)))),
      database.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 10, body: "ten" });
        await tx.execute(sql`select pg_sleep(0.01)`);
        return (await tx.select().from(notes).where(eq(notes.id, 10))).length;
      }),
      queryRows(database, sql`select 2 as two`),
    ]);
    expect(answers.map(([row]) => row!.email)).toEqual(emails);
    expect(inTransaction).toBe(1);
  });
});
