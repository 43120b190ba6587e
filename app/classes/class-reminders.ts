// Every student of a batch hears of each class 24 hours before it and again 1 hour before it.
import { formatIndiaDateTimeWithZone, IST_TIME_ZONE, knownTimeZone, wallClockIn } from "~/platform";

export const CLASS_REMINDER_KINDS = ["day-before", "hour-before"] as const;
export type ClassReminderKind = (typeof CLASS_REMINDER_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** How long before a class each reminder goes out. */
export const CLASS_REMINDER_LEAD_MS: Record<ClassReminderKind, number> = {
  "day-before": 24 * HOUR_MS,
  "hour-before": HOUR_MS,
};

/**
 * Which reminder a class starting at `startsAt` calls for at `now`, or null. A server that was down sends a late
 * reminder while it is still the right one.
 */
export function classReminderDue(startsAt: Date, now: Date): ClassReminderKind | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= CLASS_REMINDER_LEAD_MS["hour-before"]) return "hour-before";
  if (ahead <= CLASS_REMINDER_LEAD_MS["day-before"]) return "day-before";
  return null;
}

export interface ClassTime {
  /** '05 Mar 2026, 07:30 pm IST' */
  india: string;
  /** The same instant on the student's clock, '05 Mar 2026, 09:00 (Asia/Dubai)'; null when unknown or India. */
  local: string | null;
}

/** When a class starts, in India and, when the student's time zone is known and not India's, in theirs. */
export function classTimeFor(startsAt: Date, timeZone: string | null): ClassTime {
  const india = formatIndiaDateTimeWithZone(startsAt);
  const zone = knownTimeZone(timeZone);
  if (!zone || wallClockIn(startsAt, zone).time === wallClockIn(startsAt, IST_TIME_ZONE).time) return { india, local: null };
  const clock = wallClockIn(startsAt, zone);
  return { india, local: `${clock.date}, ${clock.time} (${zone})` };
}

/** The reminder e-mail's subject. */
export function classReminderSubject(kind: ClassReminderKind, title: string, time: ClassTime): string {
  return kind === "hour-before" ? `Starting in 1 hour: ${title}` : `Class reminder: ${title} on ${time.india}`;
}

/** The words of the reminders' 'turn off' page and of the account page's reminder settings. */
export const CLASS_REMINDER_TEXT = {
  invalidLink: "This link is not valid. Sign in and turn class reminders off on your account page.",
  confirm: (email: string) => `Stop the e-mails we send to ${email} before each class of your batch?`,
  turnedOff: (email: string) => `Class reminders are off for ${email}. You can turn them on again on your account page.`,
  settingsSaved: "Your reminder settings are saved.",
  unknownTimeZone: "Choose a time zone from the list.",
} as const;
