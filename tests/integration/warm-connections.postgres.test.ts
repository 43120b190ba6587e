// A PostgreSQL server opens all its connections as it starts and warms each one (warm-connection.server.ts),
// so that a class start, when the whole batch opens its dashboard at once, finds no connection that has yet to plan
// the pages' prepared statements.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { warmConnection } from "~/platform/warm-connection.server";
import { persistentStore } from "../support/test-database";

const POOL_SIZE = 3;

interface Prepared {
  name: string;
  custom_plans: number;
  generic_plans: number;
}

describe("opening a server's PostgreSQL connections", () => {
  let store: Awaited<ReturnType<typeof persistentStore>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    store = await persistentStore();
    const poolMax = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = String(POOL_SIZE);
    try {
      handle = await openDatabase(store.target);
    } finally {
      if (poolMax === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = poolMax;
    }
  });
  afterAll(async () => {
    await handle?.close();
    await store?.remove();
  });

  const pool = () => (handle.db as unknown as { $client: pg.Pool }).$client;

  /** What each of the pool's connections has prepared: all of them checked out at once, so each is a different one. */
  async function preparedOnEveryConnection() {
    const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool().connect()));
    try {
      return await Promise.all(
        clients.map(async (client) => {
          const { rows } = await client.query<Prepared & { pid: number }>(
            "select name, custom_plans::int, generic_plans::int, pg_backend_pid() as pid from pg_prepared_statements order by name",
          );
          return {
            pid: rows[0]?.pid,
            statements: rows.map(({ name, custom_plans, generic_plans }) => ({ name, custom_plans, generic_plans })),
          };
        }),
      );
    } finally {
      for (const client of clients) client.release();
    }
  }

  it("prepares the pages' hot statements on every connection, until PostgreSQL keeps their plans", async () => {
    await handle.openConnections(warmConnection);
    const connections = await preparedOnEveryConnection();

    expect(new Set(connections.map((connection) => connection.pid)).size).toBe(POOL_SIZE);
    for (const { statements } of connections) {
      const kinds = statements.map((statement) => statement.name.replace(/-[\w-]{16}$/, ""));
      expect(kinds).toEqual(
        expect.arrayContaining([
          "auth-session-by-token",
          "dashboard-rows",
          "dashboard-rows",
          "library-version",
          "library-visitor",
        ]),
      );
      // Planned for their values five times each, then run once more: by then PostgreSQL has chosen whether to keep a
      // generic plan, and the dashboard's statements (4 ms to plan) keep theirs.
      for (const statement of statements) expect(statement.custom_plans + statement.generic_plans).toBe(6);
      const dashboards = statements.filter((statement) => statement.name.startsWith("dashboard-rows-"));
      expect(dashboards.map((statement) => statement.generic_plans)).toEqual([1, 1]);
    }
  });

  it("keeps every connection when the warm-up fails on one, and says that it failed", async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 2) throw new Error("this connection could not be warmed");
    };
    await expect(handle.openConnections(failing)).rejects.toThrow("this connection could not be warmed");
    expect(calls).toBe(POOL_SIZE);
    // None was kept checked out: all of them can be had at once, and they answer.
    expect((await preparedOnEveryConnection()).map((connection) => connection.pid)).toHaveLength(POOL_SIZE);
    expect(pool().totalCount).toBe(POOL_SIZE);
  });
});
