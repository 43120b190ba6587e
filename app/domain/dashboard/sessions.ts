// spec 1 §9 "Dashboard": the batch's live sessions, their times and how many remain.
import { indiaInstant, IST_TIME_ZONE, wallClockIn, type WallClock } from "../india-time";
import { wholePercent } from "../money";

export const TOTAL_SESSIONS = 25;
/** The session table has a start time only; a live class runs for about two hours. */
export const SESSION_LENGTH_MINUTES = 120;

/** The instant a session starts: its date and start time are wall-clock time in India. */
export function sessionStartInstant(sessionDate: string, startTime: string): Date {
  return indiaInstant(sessionDate, startTime);
}

/**
 * The session's start in the viewer's time zone, or null when the viewer's clock reads the same as India's
 * (then the IST time alone says it all).
 */
export function viewerLocalStart(sessionDate: string, startTime: string, viewerTimeZone: string): WallClock | null {
  const instant = sessionStartInstant(sessionDate, startTime);
  const local = wallClockIn(instant, viewerTimeZone);
  const india = wallClockIn(instant, IST_TIME_ZONE);
  return local.date === india.date && local.time === india.time ? null : local;
}

export interface SessionTiming {
  sessionDate: string;
  sessionStartTime: string;
}

/** Upcoming (not yet over, soonest first) and past (latest first) sessions, as of `now`. */
export function splitSessionsByTime<T extends SessionTiming>(sessions: readonly T[], now: Date) {
  const startsAt = (session: T) => sessionStartInstant(session.sessionDate, session.sessionStartTime).getTime();
  const endsAt = (session: T) => startsAt(session) + SESSION_LENGTH_MINUTES * 60_000;
  const byStart = [...sessions].sort((a, b) => startsAt(a) - startsAt(b));
  return {
    upcoming: byStart.filter((session) => endsAt(session) > now.getTime()),
    past: byStart.filter((session) => endsAt(session) <= now.getTime()).reverse(),
  };
}

export interface SessionProgress {
  total: number;
  listed: number;
  remaining: number;
  percentListed: number;
}

/** spec 1 §9: 25 sessions in all; remaining = 25 − the sessions listed for the batch (never below 0). */
export function sessionProgress(sessionsListed: number): SessionProgress {
  return {
    total: TOTAL_SESSIONS,
    listed: sessionsListed,
    remaining: Math.max(0, TOTAL_SESSIONS - sessionsListed),
    percentListed: wholePercent(sessionsListed, TOTAL_SESSIONS),
  };
}
