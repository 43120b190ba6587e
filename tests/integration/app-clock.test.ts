// The development clock: /dev/clock moves the application's time for every server, the jobs and the database's
// business times follow it, and going back to real time undoes it.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/dev/clock";
import { appClock, appNowSql, moveAppClock, queryRows } from "~/platform/index.server";
import { appClockOffsets } from "~/platform/db/schema";
import { followStoredClock } from "~/platform/clock/app-clock.server";
import { startJob } from "~/platform/jobs/define-job.server";
import { APP_ORIGIN, formPost, payloadOf, run, statusOf } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

const DAY_MS = 24 * 60 * 60 * 1000;
const database = useFreshDatabase();

// The offset is this process's: leave it at real time for the next file in this worker.
afterEach(async () => {
  await moveAppClock(database.db, { kind: "real-time" });
});

// The development tools answer this machine only.
const LOOPBACK = { ip: "127.0.0.1" };
const move = (fields: Record<string, string>) => run(action, formPost("/dev/clock", fields, LOOPBACK));
const reading = async () =>
  payloadOf(await run(loader, new Request(`${APP_ORIGIN}/dev/clock`, { headers: { "x-client-ip": "127.0.0.1" } })));
const aheadBy = () => appClock().getTime() - Date.now();

describe("the development clock", () => {
  it("moves forward by days and hours at /dev/clock, and back to real time", async () => {
    const moved = payloadOf(await move({ intent: "forward", days: "30", hours: "2" }));
    expect(moved).toEqual({ ok: true, message: "The clock moved forward. The jobs are running now." });
    expect(aheadBy()).toBeGreaterThan(30 * DAY_MS + 2 * 3_600_000 - 1_000);
    expect(aheadBy()).toBeLessThan(30 * DAY_MS + 2 * 3_600_000 + 1_000);
    expect(await reading()).toMatchObject({ offsetHours: 722 });

    await move({ intent: "forward", hours: "1" });
    expect(await reading()).toMatchObject({ offsetHours: 723 });

    const back = payloadOf(await move({ intent: "real-time" }));
    expect(back).toEqual({ ok: true, message: "The clock is back to real time. The jobs are running now." });
    expect(Math.abs(aheadBy())).toBeLessThan(1_000);
  });

  it("refuses a bad move and changes nothing", async () => {
    const refused = payloadOf(await move({ intent: "forward", days: "-3" }));
    expect(refused).toEqual({ ok: false, message: "Enter whole hours (0–9600) and days (0–400)." });
    expect((await database.db.select().from(appClockOffsets)).map((row) => row.offsetMs)).not.toContainEqual(3 * DAY_MS);
    expect(Math.abs(aheadBy())).toBeLessThan(1_000);
  });

  it("refuses a move from another site", async () => {
    const fromElsewhere = formPost(
      "/dev/clock",
      { intent: "forward", days: "3" },
      { ...LOOPBACK, origin: "https://evil.example" },
    );
    expect(statusOf(await run(action, fromElsewhere))).toBe(403);
    expect((await database.db.select().from(appClockOffsets)).map((row) => row.offsetMs)).not.toContainEqual(3 * DAY_MS);
  });

  it("is followed by another server, which notices the move once", async () => {
    const second = await database.openSecondServer();
    try {
      await second.db
        .insert(appClockOffsets)
        .values({ id: true, offsetMs: 2 * DAY_MS })
        .onConflictDoUpdate({ target: appClockOffsets.id, set: { offsetMs: 2 * DAY_MS } });
      expect(await followStoredClock(database.db)).toBe(true);
      expect(await followStoredClock(database.db)).toBe(false);
      expect(Math.round(aheadBy() / DAY_MS)).toBe(2);
    } finally {
      await second.close();
    }
  });

  it("gives the database's business times and the jobs the application's time", async () => {
    await moveAppClock(database.db, { kind: "forward", ms: 10 * DAY_MS });
    const [row] = await queryRows<{ ahead: number }>(
      database.db,
      sql`select extract(epoch from (${appNowSql()} - now()))::float8 * 1000 as ahead`,
    );
    expect(Math.round(Number(row!.ahead) / DAY_MS)).toBe(10);

    const seen: Date[] = [];
    const job = startJob(
      { name: "class-reminders", every: 60_000, run: async ({ clock }) => void seen.push(clock()) },
      { every: 60_000, database: async () => database.db },
    );
    job.runNow();
    await job.stop();
    expect(Math.round((seen[0]!.getTime() - Date.now()) / DAY_MS)).toBe(10);
  });
});
