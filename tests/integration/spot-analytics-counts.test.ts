// The AI Spot analytics screen reads each spot's scans and each India day's submissions from two tables kept
// by triggers on quiz_responses (drizzle/0023), not from every submission. Whatever a statement does to the
// submissions (adds several, moves one to another spot or day, changes only its status, deletes the latest scan of a
// spot, empties the table), the kept numbers must equal the ones counted from the submissions themselves.
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readAnalyticsFilters } from "~/ai-spots/spot-analytics";
import { loadSpotAnalytics } from "~/ai-spots/load-spot-analytics.server";
import { queryRows } from "~/platform/db/client.server";
import { aispotMaster, quizResponses } from "~/platform/db/schema";
import { quizRow, spotRow } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
let cafe: string;
let pub: string;
let gone: string;

/** What the two tables hold, and what counting the submissions gives: each spot's scans and latest scan, each day's. */
async function keptAndCounted() {
  const spots = (kept: boolean) =>
    queryRows<{ aispot_id: string; scans: number; last_scan_at: string | null }>(
      testDb.db,
      kept
        ? sql`select aispot_id, scans::int, last_scan_at::text from spot_scan_counts where scans <> 0 order by 1`
        : sql`select aispot_id, count(*)::int as scans, max(created_at)::text as last_scan_at from quiz_responses
              where aispot_id is not null group by 1 order by 1`,
    );
  const days = (kept: boolean) =>
    queryRows<{ day: string; submissions: number }>(
      testDb.db,
      kept
        ? sql`select india_day::text as day, submissions::int from quiz_daily_counts where submissions <> 0 order by 1`
        : sql`select ((created_at at time zone 'Asia/Kolkata')::date)::text as day, count(*)::int as submissions
              from quiz_responses group by 1 order by 1`,
    );
  return {
    kept: { spots: await spots(true), days: await days(true) },
    counted: { spots: await spots(false), days: await days(false) },
  };
}

async function expectKeptToBeCounted() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return kept;
}

const at = (iso: string) => new Date(iso);
const analytics = (query = "") =>
  loadSpotAnalytics(testDb.db, {
    filters: readAnalyticsFilters(new URLSearchParams(query)),
    page: 1,
    now: at("2026-04-10T12:00:00Z"),
  });

describe("AI Spot analytics' kept counts", () => {
  beforeAll(async () => {
    await testDb.db.delete(quizResponses);
    const spots = await testDb.db
      .insert(aispotMaster)
      .values([spotRow("Counted Cafe", "Cafes", "Pune", "Maharashtra"), spotRow("Counted Pub", "Pubs", "Goa", "Goa")])
      .returning({ id: aispotMaster.aispotId });
    [cafe, pub] = spots.map((spot) => spot.id) as [string, string];
    gone = "00000000-0000-4000-8000-00000000d1e7"; // a spot deleted long ago: its scans still count
  });

  it("counts submissions added several at a time, per spot and per India day", async () => {
    await testDb.db.insert(quizResponses).values([
      quizRow({ email: "a@cafe.example", aispotId: cafe, createdAt: at("2026-04-01T18:29:59Z") }), // 23:59 IST, 1 Apr
      quizRow({ email: "b@cafe.example", aispotId: cafe, createdAt: at("2026-04-01T18:30:00Z") }), // 00:00 IST, 2 Apr
      quizRow({ email: "c@pub.example", aispotId: pub, createdAt: at("2026-04-02T10:00:00Z") }),
      quizRow({ email: "d@web.example", aispotId: null, createdAt: at("2026-04-02T11:00:00Z") }),
    ]);
    await testDb.db
      .insert(quizResponses)
      .values(quizRow({ email: "e@gone.example", aispotId: gone, createdAt: at("2026-04-03T10:00:00Z") }));
    const kept = await expectKeptToBeCounted();
    expect(kept.days).toEqual([
      { day: "2026-04-01", submissions: 1 },
      { day: "2026-04-02", submissions: 3 },
      { day: "2026-04-03", submissions: 1 },
    ]);
    const shown = await analytics();
    expect(shown.tiles.scansAllTime).toBe(4); // the direct submission is not a scan; the deleted spot's is
    expect(shown.topSpots.map((spot) => [spot.name, spot.scans])).toEqual([
      ["Counted Cafe", 2],
      ["Counted Pub", 1],
    ]);
  });

  it("follows a submission moved to another spot or day, and ignores a change of status", async () => {
    await testDb.db.update(quizResponses).set({ aispotId: pub }).where(eq(quizResponses.email, "a@cafe.example"));
    await testDb.db
      .update(quizResponses)
      .set({ createdAt: at("2026-04-05T10:00:00Z") })
      .where(eq(quizResponses.email, "d@web.example"));
    await testDb.db.update(quizResponses).set({ aispotId: null }).where(eq(quizResponses.email, "e@gone.example"));
    await expectKeptToBeCounted();
    const before = await keptAndCounted();
    await testDb.db.update(quizResponses).set({ status: "contacted" });
    expect((await keptAndCounted()).kept).toEqual(before.kept);
    const shown = await analytics();
    expect(shown.tiles.scansAllTime).toBe(3);
    // The pub has two scans now, the cafe one.
    expect(shown.topSpots.map((spot) => [spot.name, spot.scans])).toEqual([
      ["Counted Pub", 2],
      ["Counted Cafe", 1],
    ]);
  });

  it("reads a spot's latest scan again when it is deleted, and the unfiltered chart from the kept days", async () => {
    await testDb.db
      .insert(quizResponses)
      .values(quizRow({ email: "f@cafe.example", aispotId: cafe, createdAt: at("2026-04-09T10:00:00Z") }));
    expect((await analytics()).topSpots[0]?.name).toBe("Counted Cafe");
    await testDb.db.delete(quizResponses).where(inArray(quizResponses.email, ["f@cafe.example", "b@cafe.example"]));
    await expectKeptToBeCounted();
    const shown = await analytics();
    expect(shown.topSpots.map((spot) => [spot.name, spot.scans])).toEqual([["Counted Pub", 2]]);
    expect(shown.daily.filter((day) => day.count > 0)).toEqual([
      { day: "2026-04-01", count: 1 },
      { day: "2026-04-02", count: 1 },
      { day: "2026-04-03", count: 1 },
      { day: "2026-04-05", count: 1 },
    ]);
    // The same days counted from the submissions, through a filter every submission passes.
    expect((await analytics("email=.example")).daily).toEqual(shown.daily);
  });

  it("empties with the table", async () => {
    await testDb.db.execute(sql`truncate quiz_responses`);
    const kept = await expectKeptToBeCounted();
    expect(kept).toEqual({ spots: [], days: [] });
    const shown = await analytics();
    expect(shown.tiles.scansAllTime).toBe(0);
    expect(shown.topSpots).toEqual([]);
  });
});
