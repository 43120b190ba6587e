import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.server";
import { logger } from "../logger.server";
import { defineJob, type JobContext, startJob } from "./define-job.server";

// The scheduler's own timer is faked; the jobs' clock is injected, so nothing here waits for real time.
const database = async () => ({}) as Database;
/** Lets the promise callbacks of a run that a timer started settle (setImmediate is not faked). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("startJob", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the job every interval with the given clock, and never starts a run while the last one is still going", async () => {
    const at = new Date("2026-11-29T10:00:00Z");
    const seen: Date[] = [];
    let finish = () => {};
    const job = defineJob({
      name: "class-reminders",
      every: 60_000,
      run: ({ clock }: JobContext) => {
        seen.push(clock());
        return new Promise<void>((resolve) => (finish = () => resolve()));
      },
    });
    const running = startJob(job, { every: 1_000, database, clock: () => at });
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(seen).toEqual([at]);
    await vi.advanceTimersByTimeAsync(5_000); // still running: no second run on top of it
    await settle();
    expect(seen).toHaveLength(1);
    finish();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(seen).toHaveLength(2);
    finish();
    await running.stop();
  });

  it("logs a failed run and retries it at the next interval", async () => {
    const warn = vi.spyOn(logger, "warn");
    let runs = 0;
    const job = defineJob({
      name: "refund-resend",
      every: 60_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("the provider is down");
      },
    });
    const running = startJob(job, { every: 1_000, database });
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(runs).toBe(2);
    expect(warn).toHaveBeenCalledWith({ err: new Error("the provider is down") }, "refund-resend failed; will retry");
    warn.mockRestore();
    await running.stop();
  });

  it("stop() waits for the run in progress, and no run starts after it", async () => {
    let runs = 0;
    let finished = false;
    let finish = () => {};
    const job = defineJob({
      name: "outbox-delivery",
      every: 5_000,
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => (finish = () => resolve()));
        finished = true;
      },
    });
    const running = startJob(job, { every: 1_000, database });
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(runs).toBe(1);
  });

  it("leaves the process free to exit: its timer is unref'd", () => {
    vi.useRealTimers();
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const running = startJob(defineJob({ name: "class-reminders", every: 60_000, run: async () => {} }), {
      every: 60_000,
      database,
    });
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setIntervalSpy.mockRestore();
    return running.stop();
  });
});
