// spec 1 §9 "Dashboard": the batch's live sessions, their times and how many remain.
import { indiaInstant, IST_TIME_ZONE, type WallClock, wallClockIn, wholePercent } from "~/platform";

export const TOTAL_SESSIONS = 25;
/** A live class runs for two hours unless its session says otherwise (`duration_minutes`). */
export const SESSION_LENGTH_MINUTES = 120;
/** 'Join Your Class' counts as attending from this long before a session starts until it ends. */
export const JOIN_EARLY_MINUTES = 15;

/** The words of the 'Join Your Class' page (`/class/join`), which the class reminders link to. */
export const CLASS_JOIN_TEXT = {
  title: "Join Your Class",
  button: "Join Your Class",
  onNow: "On now",
  next: "Next class",
  noSession: "No class of your batch is scheduled yet. The button opens your batch's class link.",
  attendance: `Joining from ${JOIN_EARLY_MINUTES} minutes before a class starts until it ends marks you as attended.`,
  unsafeLink:
    "Your batch's class link is not a secure (https://) Microsoft Teams link, so we did not open it. Please contact us and we will send you the right link.",
} as const;

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
  /** null: SESSION_LENGTH_MINUTES. */
  durationMinutes?: number | null;
}

const startsAt = (session: SessionTiming) => sessionStartInstant(session.sessionDate, session.sessionStartTime).getTime();

/** The instant a session ends. */
export function sessionEndInstant(session: SessionTiming): Date {
  return new Date(startsAt(session) + (session.durationMinutes ?? SESSION_LENGTH_MINUTES) * 60_000);
}

/**
 * The session on at `now` — from JOIN_EARLY_MINUTES before its start until its end — or null.
 * When two overlap, the one starting first (the class the student is late for) is the one they join.
 */
export function sessionOnNow<T extends SessionTiming>(sessions: readonly T[], now: Date): T | null {
  const on = sessions.filter(
    (session) =>
      startsAt(session) - JOIN_EARLY_MINUTES * 60_000 <= now.getTime() && now.getTime() < sessionEndInstant(session).getTime(),
  );
  return on.sort((a, b) => startsAt(a) - startsAt(b))[0] ?? null;
}

export interface AttendanceRate {
  attended: number;
  held: number;
  /** Whole percent; null before any session was held. */
  percent: number | null;
}

/** Of the sessions held so far, how many the student attended. */
export function attendanceRate(held: number, attended: number): AttendanceRate {
  return { attended, held, percent: held === 0 ? null : wholePercent(attended, held) };
}

/** Upcoming (not yet over, soonest first) and past (latest first) sessions, as of `now`. */
export function splitSessionsByTime<T extends SessionTiming>(sessions: readonly T[], now: Date) {
  const endsAt = (session: T) => sessionEndInstant(session).getTime();
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
