import { type SQL, sql } from "drizzle-orm";
import { appClockOffsets } from "../db/schema";
import type { ClockMoveRequest } from "./clock-move";
import type { Database } from "../db/client.server";
import type { Clock } from "../jobs/define-job.server";

// The application's time: real time plus an offset a developer sets at /dev/clock (docs/decisions/0108-app-clock.md).
// Due dates, reminders, the grace period, the jobs and the payment sandbox's charge schedule read it. The offset is
// stored so every server follows it; production never writes one, so there the clock is real time.
let offsetMs = 0;

/** The application's time now. */
export const appClock: Clock = () => new Date(Date.now() + offsetMs);

/** The application's time in SQL: the database's clock (servers with skewed clocks agree) plus the offset. */
export function appNowSql(): SQL {
  return offsetMs === 0 ? sql`now()` : sql`(now() + make_interval(secs => ${offsetMs / 1000}))`;
}

/** How far the application's time is ahead of real time, in milliseconds. */
export function appClockOffset(): number {
  return offsetMs;
}

/** Reads the stored offset into this server's clock; true when it changed. */
export async function followStoredClock(database: Database): Promise<boolean> {
  const [stored] = await database.select({ offsetMs: appClockOffsets.offsetMs }).from(appClockOffsets);
  const next = stored?.offsetMs ?? 0;
  if (next === offsetMs) return false;
  offsetMs = next;
  return true;
}

/** Moves the application's time forward by `ms` from where it stands, or back to real time, for every server. */
export async function moveAppClock(database: Database, move: ClockMoveRequest): Promise<void> {
  await database.transaction(async (transaction) => {
    const [stored] = await transaction.select({ offsetMs: appClockOffsets.offsetMs }).from(appClockOffsets).for("update");
    const next = move.kind === "real-time" ? 0 : (stored?.offsetMs ?? 0) + move.ms;
    await transaction
      .insert(appClockOffsets)
      .values({ id: true, offsetMs: next })
      .onConflictDoUpdate({ target: appClockOffsets.id, set: { offsetMs: next, movedAt: new Date() } });
    offsetMs = next;
  });
}
