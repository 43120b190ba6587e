import type { Clock } from "../jobs/define-job.server";

// The application's time: real time, plus an offset a developer sets at /dev/clock (never in production).
// Due dates, reminders, the grace period, the jobs and the payment sandbox's charge schedule read it.
let offsetMs = 0;

/** The application's time now. */
export const appClock: Clock = () => new Date(Date.now() + offsetMs);

/** How far the application's time is ahead of real time, in milliseconds. */
export function appClockOffset(): number {
  return offsetMs;
}

/** Sets this server's offset (the stored offset is read back by `followStoredClock`). */
export function setAppClockOffset(ms: number) {
  offsetMs = ms;
}
