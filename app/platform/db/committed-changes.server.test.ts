import { afterEach, describe, expect, it } from "vitest";
import { ConnectionChanges, onCommittedChanges, writtenTables, type TableChange } from "./committed-changes.server";

describe("writtenTables", () => {
  it.each([
    ['insert into "payments" ("id") values ($1)', [{ table: "payments", kind: "insert" }]],
    ['update "users" set "name" = $1 where "users"."user_id" = $2', [{ table: "users", kind: "update" }]],
    ['delete from "auth_session" where "auth_session"."token" = $1', [{ table: "auth_session", kind: "delete" }]],
    [
      "insert into rate_limit_counters as counter (key) values ($1) on conflict (key) do update set count = counter.count + 1",
      [{ table: "rate_limit_counters", kind: "insert" }],
    ],
    [
      "update email_outbox set attempts = attempts + 1 where id = (select id from email_outbox for update skip locked) returning id",
      [{ table: "email_outbox", kind: "update" }],
    ],
    ["select * from payments where id = $1 for no key update", []],
    ['select "id" from "payments" for update', []],
    [
      "with students as (select 1) insert into class_reminders (id) select 1 on conflict do nothing",
      [{ table: "class_reminders", kind: "insert" }],
    ],
    ['UPDATE public."Odd""Name" SET x = 1', [{ table: 'Odd"Name', kind: "update" }]],
    ["select updated_at, last_update from payments", []],
  ])("%s", (text, expected) => {
    expect(writtenTables(text)).toEqual(expected);
  });
});

describe("ConnectionChanges", () => {
  const reported: (readonly TableChange[])[] = [];
  const stop = onCommittedChanges((changes) => reported.push(changes));
  afterEach(() => {
    reported.length = 0;
  });

  it("reports a statement outside a transaction at once, and only when it changed rows", () => {
    const connection = new ConnectionChanges();
    connection.statement('update "payments" set "status" = $1 where "id" = $2 and "status" = $3', { rowCount: 0 });
    connection.statement('delete from "auth_session" where "token" = $1', { affectedRows: 0 });
    connection.statement('select * from "payments"', { rowCount: 3 });
    expect(reported).toEqual([]);
    connection.statement('update "payments" set "status" = $1', { rowCount: 1 });
    expect(reported).toEqual([[{ table: "payments", kind: "update" }]]);
  });

  it("reports a transaction's changes when it commits, and nothing when it is rolled back", () => {
    const connection = new ConnectionChanges();
    connection.statement("begin", undefined);
    connection.statement('insert into "users" ("user_id") values ($1)', { rowCount: 1 });
    connection.statement("savepoint sp1", undefined);
    connection.statement("rollback to savepoint sp1", undefined);
    expect(reported).toEqual([]);
    connection.statement("commit", undefined);
    expect(reported).toEqual([[{ table: "users", kind: "insert" }]]);

    connection.statement("begin", undefined);
    connection.statement('insert into "users" ("user_id") values ($1)', { rowCount: 1 });
    connection.statement("rollback", undefined);
    connection.statement("begin", undefined);
    connection.statement('insert into "users" ("user_id") values ($1)', { rowCount: 1 });
    connection.failed("commit");
    expect(reported).toHaveLength(1);
    // After a failed commit the connection is outside a transaction again.
    connection.statement('delete from "batches" where "id" = $1', { rowCount: 1 });
    expect(reported.at(-1)).toEqual([{ table: "batches", kind: "delete" }]);
  });

  it("stops telling a listener that unsubscribed", () => {
    stop();
    new ConnectionChanges().statement('update "users" set "name" = $1', { rowCount: 1 });
    expect(reported).toEqual([]);
  });
});
