import { describe, expect, it } from "vitest";
import { createHealthCheck, healthReport } from "~/platform/health.server";
import { setDatabaseHandle } from "~/platform/db/database.server";
import { createTestDatabase } from "../support/test-database";

const OK = { status: 200, body: { status: "ok", db: "ok" } };
const DOWN = { status: 503, body: { status: "degraded", db: "down" } };

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** The ping's deadline, which the test lets pass by hand instead of waiting for it. */
function manualDeadlines() {
  const pending: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => pending.push(resolve)),
    pass: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

describe("/healthz", () => {
  it("answers 200 ok while the database answers, and 503 db down once it is closed", async () => {
    const handle = await createTestDatabase();
    // What GET /healthz answers: the process's database.
    setDatabaseHandle(handle);
    expect(await healthReport()).toEqual(OK);

    const clock = manualClock();
    const check = createHealthCheck({ probe: () => handle.ping(), now: clock.now });
    expect(await check()).toEqual(OK);
    await handle.close();
    // Past the fresh second and the ping's deadline, the next answer is the new ping's.
    clock.advance(3000);
    expect(await check()).toEqual(DOWN);
  });

  it("asks the database at most once a second, with one ping shared by concurrent requests", async () => {
    const clock = manualClock();
    let pings = 0;
    let answer: (up: boolean) => void = () => {};
    const check = createHealthCheck({
      probe: () => {
        pings += 1;
        return new Promise<boolean>((resolve) => (answer = resolve));
      },
      now: clock.now,
    });
    const first = Promise.all([check(), check(), check()]);
    answer(true);
    expect(await first).toEqual([OK, OK, OK]);
    expect(pings).toBe(1);

    clock.advance(999);
    expect(await Promise.all([check(), check()])).toEqual([OK, OK]);
    expect(pings).toBe(1);

    clock.advance(1);
    const later = check();
    answer(true);
    expect(await later).toEqual(OK);
    expect(pings).toBe(2);
  });

  it("reports a database that stops answering (a ping past its deadline is down), and its recovery", async () => {
    const clock = manualClock();
    const deadlines = manualDeadlines();
    let database: "answers" | "hangs" = "answers";
    const check = createHealthCheck({
      probe: () => (database === "answers" ? Promise.resolve(true) : new Promise<boolean>(() => {})),
      now: clock.now,
      wait: deadlines.wait,
    });
    expect(await check()).toEqual(OK);

    database = "hangs";
    clock.advance(1000);
    // The ping under way does not hold visitors up: the last answer stands until the ping's deadline.
    expect(await check()).toEqual(OK);
    clock.advance(2000);
    const waiting = check();
    deadlines.pass();
    expect(await waiting).toEqual(DOWN);
    expect(await check()).toEqual(DOWN);

    database = "answers";
    clock.advance(1000);
    // The first ping after the fresh second is under way: the last answer (down) stands meanwhile; then the ping's.
    expect(await check()).toEqual(DOWN);
    clock.advance(2000);
    expect(await check()).toEqual(OK);
  });
});
