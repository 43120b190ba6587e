// The background jobs by name, and JOB_INTERVALS, the one setting that changes how often they run
// (docs/decisions/0101-one-job-mechanism.md).

export const JOB_NAMES = [
  "payment-reconciliation",
  "refund-resend",
  "instalment-reminders",
  "class-reminders",
  "recording-notices",
  "earned-certificates",
  "outbox-delivery",
  "autopay-debit-notices",
  "autopay-cancellations",
  "sandbox-subscription-charges",
  "whatsapp-delivery",
  "daily-backup",
  "server-heartbeat",
] as const;

export type JobName = (typeof JOB_NAMES)[number];

export type JobIntervals = Partial<Record<JobName, number>>;

const UNIT_MS = { ms: 1, s: 1000, m: 60_000 } as const;
const MIN_INTERVAL_MS = 50;

/**
 * JOB_INTERVALS as milliseconds per job, e.g. `payment-reconciliation=2s,outbox-delivery=500ms` (units ms, s, m);
 * a job not named keeps its own interval. Throws a message naming what is wrong.
 */
export function parseJobIntervals(value: string): JobIntervals {
  const intervals: JobIntervals = {};
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)\s*=\s*(\d+)\s*(ms|s|m)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not name=interval (e.g. outbox-delivery=5s; units ms, s, m)`);
    const [, name, amount, unit] = match as unknown as [string, string, string, keyof typeof UNIT_MS];
    if (!(JOB_NAMES as readonly string[]).includes(name)) {
      throw new Error(`"${name}" is no job (the jobs: ${JOB_NAMES.join(", ")})`);
    }
    const ms = Number(amount) * UNIT_MS[unit];
    if (ms < MIN_INTERVAL_MS) throw new Error(`"${entry}" is shorter than ${MIN_INTERVAL_MS}ms`);
    intervals[name as JobName] = ms;
  }
  return intervals;
}
