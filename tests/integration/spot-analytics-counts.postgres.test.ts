// Two servers on one PostgreSQL database take quiz submissions through the same AI Spot at the same moment;
// the spot's kept scans (spot_scan_counts, drizzle/0023) and the day's kept submissions lose none of them, and the
// spot's latest scan is the latest of all.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "~/platform/db/client.server";
import { aispotMaster, quizResponses } from "~/platform/db/schema";
import { quizRow, spotRow } from "../support/quiz-submissions";
import { persistentStore } from "../support/test-database";

describe("AI Spot analytics' kept counts on two servers", () => {
  let store: Awaited<ReturnType<typeof persistentStore>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    store = await persistentStore();
    first = await openDatabase(store.target);
    second = await openDatabase(store.target);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.remove();
  });

  it("counts every scan two servers take at once", async () => {
    const [spot] = await first.db
      .insert(aispotMaster)
      .values(spotRow("Busy Cafe", "Cafes", "Pune", "Maharashtra"))
      .returning({ id: aispotMaster.aispotId });
    const start = Date.parse("2026-04-01T10:00:00Z");
    const scan = (server: DatabaseHandle, index: number) =>
      server.db
        .insert(quizResponses)
        .values(quizRow({ email: `scan.${index}@busy.example`, aispotId: spot!.id, createdAt: new Date(start + index * 1000) }));
    await Promise.all(Array.from({ length: 40 }, (_, index) => scan(index % 2 === 0 ? first : second, index)));

    const [kept] = await queryRows<{ scans: number; last_scan_at: string; submissions: number }>(
      first.db,
      sql`select scans::int, last_scan_at::text, (select submissions::int from quiz_daily_counts where india_day = '2026-04-01')
          from spot_scan_counts where aispot_id = ${spot!.id}`,
    );
    const [counted] = await queryRows<{ last_scan_at: string }>(
      first.db,
      sql`select max(created_at)::text as last_scan_at from quiz_responses where aispot_id = ${spot!.id}`,
    );
    expect(kept).toEqual({ scans: 40, last_scan_at: counted!.last_scan_at, submissions: 40 });
  });
});
