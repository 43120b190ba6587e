import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors.server";
import { openDatabase, queryRows, queryRowsPrepared, type DatabaseHandle } from "./client.server";
import { PgliteThread } from "./pglite-thread-client.server";

// The embedded database runs in a thread of its own (pglite-thread.server.ts); every PGlite test of the suite goes
// through it. These are the parts of the crossing itself: answers, errors, transactions, and a thread that stops.
describe("PGlite in its own thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: null });
    await handle.db.execute(sql`create table thread_notes (id int primary key, note text not null, at timestamptz)`);
  });
  afterAll(() => handle.close());

  it("answers drizzle's queries with PGlite's values: numbers, text, times as written, json, nulls", async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select 42 as n, 'ā'::text as t, timestamptz '2026-11-28 19:00+05:30' as at, '{"a":[1]}'::jsonb as j, null as nothing`,
    );
    expect(row).toEqual({ n: 42, t: "ā", at: "2026-11-28 13:30:00+00", j: { a: [1] }, nothing: null });
    const prepared = await queryRowsPrepared<{ n: number }>(handle.db, "thread-test", sql`select ${7}::int + 1 as n`);
    expect(prepared).toEqual([{ n: 8 }]);
  });

  it("commits a transaction's writes, and rolls back all of them when it throws", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_notes (id, note) values (1, 'kept')`);
      await tx.execute(sql`insert into thread_notes (id, note) values (2, 'kept too')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_notes (id, note) values (3, 'lost')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const notes = await queryRows<{ id: number }>(handle.db, sql`select id from thread_notes order by id`);
    expect(notes.map((note) => note.id)).toEqual([1, 2]);
  });

  it("keeps other queries out of an open transaction until it has committed", async () => {
    let outsideAnswered = false;
    let outside: Promise<{ note: string }[]> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update thread_notes set note = 'inside' where id = 1`);
      outside = queryRows<{ note: string }>(handle.db, sql`select note from thread_notes where id = 1`).finally(() => {
        outsideAnswered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(outsideAnswered).toBe(false);
    });
    // It ran after the commit: it reads the transaction's write.
    expect(await outside).toEqual([{ note: "inside" }]);
  });

  it("brings PostgreSQL's error across with its code and constraint, and the next query still works", async () => {
    const failure = await handle.db
      .execute(sql`insert into thread_notes (id, note) values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: "23505", constraint: "thread_notes_pkey" });
    const [row] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from thread_notes`);
    expect(row!.count).toBe(2);
  });

  it("answers many queries asked at once, each with its own answer", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => queryRows<{ n: number }>(handle.db, sql`select ${index}::int * 2 as n`)),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 50 }, (_, index) => index * 2));
  });

  it("refuses a parser it cannot carry instead of ignoring it", async () => {
    const thread = (handle.db as unknown as { $client: PgliteThread }).$client;
    expect(thread).toBeInstanceOf(PgliteThread);
    await expect(thread.query("select 1", [], { parsers: { 23: (value: string) => Number(value) * 10 } })).rejects.toThrow(
      /only parsers that keep the value as written/,
    );
  });
});

describe("a PGlite thread that cannot go on", () => {
  it("says why it could not open (a folder that is not a database)", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
    fs.writeFileSync(path.join(folder, "PG_VERSION"), "not a version\n");
    try {
      await expect(PgliteThread.open({ dataDir: folder, migrationsFolder: "drizzle" })).rejects.toThrow();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers no more once closed: queries fail at once", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    expect(await handle.ping()).toBe(true);
    await handle.close();
    expect(await handle.ping()).toBe(false);
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it("keeps its data in its folder across a restart of the thread", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir: folder });
      await first.db.execute(sql`create table kept (id int)`);
      await first.db.execute(sql`insert into kept values (7)`);
      await first.close();
      const again = await openDatabase({ kind: "pglite", dataDir: folder });
      expect(await queryRows<{ id: number }>(again.db, sql`select id from kept`)).toEqual([{ id: 7 }]);
      await again.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
