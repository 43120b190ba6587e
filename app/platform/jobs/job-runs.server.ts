import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { jobRuns } from "../db/schema";
import { logger } from "../logger.server";
import { observeJobRun } from "../metrics/metrics.server";

/** Records a job's run for the health desk (its latest run across servers) and the metrics; never fails the job. */
export async function recordJobRun(
  database: Database,
  run: { job: string; startedAt: Date; finishedAt: Date; error: unknown },
): Promise<void> {
  const ok = run.error === undefined;
  observeJobRun(run.job, ok);
  const lastError = ok ? null : run.error instanceof Error ? run.error.message : String(run.error);
  try {
    await database
      .insert(jobRuns)
      .values({
        job: run.job,
        lastStartedAt: run.startedAt,
        lastFinishedAt: run.finishedAt,
        lastOk: ok,
        lastError,
        runs: 1,
        failures: ok ? 0 : 1,
      })
      .onConflictDoUpdate({
        target: jobRuns.job,
        set: {
          lastStartedAt: run.startedAt,
          lastFinishedAt: run.finishedAt,
          lastOk: ok,
          lastError,
          runs: sql`${jobRuns.runs} + 1`,
          failures: sql`${jobRuns.failures} + ${ok ? 0 : 1}`,
        },
      });
  } catch (error) {
    logger.debug({ err: error, job: run.job }, "the job's run could not be recorded");
  }
}
