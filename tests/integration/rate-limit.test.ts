import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/platform/db/client.server";
import { consumeRateLimit, isRateLimited, pruneRateLimitCounters, type RateLimitRule } from "~/platform/rate-limit.server";
import { useFreshDatabase } from "../support/test-database";

const rule: RateLimitRule = { name: "test-rule", max: 5, windowSeconds: 60 };

describe("rate limit counters", () => {
  const testDb = useFreshDatabase();

  it("allows `max` attempts in a window, then refuses", async () => {
    const results = [];
    for (let attempt = 0; attempt < 7; attempt += 1) results.push(await consumeRateLimit(testDb.db, rule, "10.0.0.1"));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(await isRateLimited(testDb.db, rule, "10.0.0.1")).toBe(true);
    expect(await isRateLimited(testDb.db, rule, "10.0.0.2")).toBe(false);
  });

  it("counts concurrent attempts exactly (one atomic upsert each)", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(testDb.db, rule, "10.0.0.3")));
    expect(results.filter(Boolean)).toHaveLength(rule.max);
    const [row] = await queryRows<{ count: number }>(
      testDb.db,
      sql`select count from rate_limit_counters where key = 'test-rule:10.0.0.3'`,
    );
    expect(Number(row!.count)).toBe(20);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let attempt = 0; attempt < rule.max; attempt += 1) await consumeRateLimit(testDb.db, rule, "Someone@Example.com");
    expect(await isRateLimited(testDb.db, rule, "someone@example.com")).toBe(true);
    await testDb.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '61 seconds' where key = 'test-rule:someone@example.com'`,
    );
    expect(await isRateLimited(testDb.db, rule, "someone@example.com")).toBe(false);
    expect(await consumeRateLimit(testDb.db, rule, "someone@example.com")).toBe(true);
    const [row] = await queryRows<{ count: number }>(
      testDb.db,
      sql`select count from rate_limit_counters where key = 'test-rule:someone@example.com'`,
    );
    expect(Number(row!.count)).toBe(1);
  });

  it("prunes counters whose window ended long ago", async () => {
    await consumeRateLimit(testDb.db, rule, "10.0.0.8");
    await consumeRateLimit(testDb.db, rule, "10.0.0.9");
    await testDb.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '2 days' where key = 'test-rule:10.0.0.9'`,
    );
    await pruneRateLimitCounters(testDb.db);
    expect(await queryRows(testDb.db, sql`select 1 from rate_limit_counters where key = 'test-rule:10.0.0.9'`)).toEqual([]);
    expect(await queryRows(testDb.db, sql`select 1 from rate_limit_counters where key = 'test-rule:10.0.0.8'`)).toHaveLength(1);
  });
});
