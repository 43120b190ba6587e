import { appClock } from "../clock/app-clock.server";
import type { Database } from "../db/client.server";
import { logger } from "../logger.server";
import type { JobName } from "./job-intervals";
import { recordJobRun } from "./job-runs.server";

/** The time as a job sees it: the application's clock on a server; a test gives the instant it wants the job to run at. */
export type Clock = () => Date;

export interface JobContext {
  database: Database;
  clock: Clock;
}

export interface Job {
  name: JobName;
  /** How often it runs, in milliseconds, unless JOB_INTERVALS says otherwise. */
  every: number;
  /** One run: claims what is due at `clock()` in the database and does it; safe on every server at once. */
  run(context: JobContext): Promise<void>;
}

/** A background job. Its work is claimed in the database (a lease with `claimDue`, or a unique row), never in memory. */
export function defineJob(job: Job): Job {
  return job;
}

export interface RunningJob {
  /** Runs the job now, unless a run is in progress (after the development clock moves). */
  runNow(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `job` every `every` ms: a slow run is never stacked on top of itself; a failure is logged and retried next
 * time. The timer does not keep the process alive.
 */
export function startJob(
  job: Job,
  { every, database, clock = appClock }: { every: number; database: () => Promise<Database>; clock?: Clock },
): RunningJob {
  let running: Promise<void> = Promise.resolve();
  let inFlight = false;
  const tick = () => {
    if (inFlight) return;
    inFlight = true;
    running = database()
      .then(async (connection) => {
        // Each run is recorded for the health desk and the metrics (job-runs.server.ts).
        const startedAt = clock();
        const error = await job.run({ database: connection, clock }).then(
          () => undefined,
          (failure: unknown) => failure ?? new Error("failed"),
        );
        await recordJobRun(connection, { job: job.name, startedAt, finishedAt: clock(), error });
        if (error !== undefined) throw error;
      })
      .catch((error: unknown) => logger.warn({ err: error }, `${job.name} failed; will retry`))
      .finally(() => {
        inFlight = false;
      });
  };
  const timer = setInterval(tick, every);
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
