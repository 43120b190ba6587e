// Several servers on one PostgreSQL: a write on one empties the page cache of the others (LISTEN/NOTIFY), and a
// server that cannot hear the others stops caching until it can. PostgreSQL only: PGlite is one process, and needs
// no such thing.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "~/platform/db/client.server";
import { authUser, rateLimitCounters } from "~/platform/db/schema";
import { PAGE_CACHE_APPLICATION_NAME, startPageCacheSync, type PageCacheSync } from "~/platform/http/page-cache-sync.server";
import { PageCache, sharedPageCache } from "~/platform/http/page-cache.server";

const adminUrl = process.env.TEST_DATABASE_URL!;
const page = { status: 200, headers: [] as [string, string][], body: Buffer.from("<p>page</p>") };

// Run in the PostgreSQL run only (vitest.config.ts leaves *.postgres.test.ts out of the PGlite one).
describe("page caches of several servers on one PostgreSQL", () => {
  const name = `test_cache_sync_${Date.now()}_${randomBytes(3).toString("hex")}`;
  let databaseUrl: string;
  const syncs: PageCacheSync[] = [];

  async function adminQuery(sql: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql, params);
    } finally {
      await client.end();
    }
  }

  async function server() {
    const cache = new PageCache({ ttlMs: 60_000 });
    const sync = startPageCacheSync(cache, databaseUrl);
    syncs.push(sync);
    await sync.ready;
    return cache;
  }

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await Promise.all(syncs.map((sync) => sync.stop()));
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it("a write on one server empties the others' caches, and theirs only once", async () => {
    const [a, b, c] = [await server(), await server(), await server()];
    for (const cache of [a, b, c]) cache.set("/ai-spots", page, cache.generation);
    const generations = () => [a.generation, b.generation, c.generation];
    const before = generations();

    a.invalidate(); // server A handled a POST
    await expect.poll(() => [b.get("/ai-spots"), c.get("/ai-spots")]).toEqual([undefined, undefined]);
    // A's own notice comes back to A and is ignored; nobody relays it again. PostgreSQL delivers notices in commit
    // order, so once B's later notice has reached A and C, A's own has too: had A counted it, A would be at +3.
    b.invalidate();
    await expect.poll(() => [a.generation - before[0]!, c.generation - before[2]!]).toEqual([2, 2]);
    expect(generations().map((value, index) => value - before[index]!)).toEqual([2, 2, 2]);
  });

  it("a statement that changed nothing a page shows notifies no server; a committed change does, once", async () => {
    // Opened (and migrated) before the caches exist: applying the migrations is a change like any other.
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl });
    // This process's own cache is the one its database writes empty (sharedPageCache), told to the others as server A.
    const own = sharedPageCache(60_000);
    const ownSync = startPageCacheSync(own, databaseUrl);
    syncs.push(ownSync);
    await ownSync.ready;
    let told = 0;
    own.onLocalInvalidation(() => (told += 1));
    const other = await server();
    try {
      const database = handle.db;
      const warm = () => other.set("/ai-spots", page, other.generation);
      const otherGeneration = other.generation;
      warm();

      // An update that matched nothing, a rolled-back transaction, a rate-limit counter: nothing to tell.
      await database.update(authUser).set({ name: "Nobody" }).where(eq(authUser.id, "no-such-user"));
      await database
        .transaction(async (transaction) => {
          await transaction.insert(authUser).values({ id: "rolled-back", name: "R", email: "r@example.com" });
          throw new Error("roll back");
        })
        .catch(() => {});
      await database.insert(rateLimitCounters).values({ key: `probe-${Date.now()}`, count: 1, windowStartedAt: new Date() });
      expect(told).toBe(0);
      // A committed change a page shows, in a transaction: one notice, after the commit.
      await database.transaction(async (transaction) => {
        await transaction.insert(authUser).values({ id: "committed", name: "C", email: "c@example.com" });
        await transaction.execute(sql`update auth_user set name = 'C2' where id = 'committed'`);
      });
      await expect.poll(() => other.get("/ai-spots")).toBeUndefined();
      // Everything sent before the commit's notice has arrived by now: the other server heard exactly one.
      expect(other.generation - otherGeneration).toBe(1);
      expect(told).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("a server whose listening connection drops stops caching, and starts again, empty, when it is back", async () => {
    const cache = await server();
    cache.set("/library", page, cache.generation);
    expect(cache.get("/library")).toBeDefined();

    await adminQuery("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2", [
      name,
      PAGE_CACHE_APPLICATION_NAME,
    ]);
    await expect.poll(() => cache.enabled).toBe(false);
    expect(cache.get("/library")).toBeUndefined();
    cache.set("/library", page, cache.generation);
    expect(cache.get("/library")).toBeUndefined();

    await expect.poll(() => cache.enabled, { timeout: 15_000 }).toBe(true);
    cache.set("/library", page, cache.generation);
    expect(cache.get("/library")).toBeDefined();
  });
});
