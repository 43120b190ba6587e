import { TZDate } from "@date-fns/tz";

// Dates and times in India, where the business runs, whatever the time zone of the viewer's computer or of
// the server. India has kept +05:30 without daylight saving since 1945. Display formats are written out
// rather than left to Intl's en-IN formatting, whose output differs between engines ('Sep' / 'Sept') and
// would make server and browser disagree.

export const IST_TIME_ZONE = "Asia/Kolkata";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");

interface Clock {
  date: string; // YYYY-MM-DD
  hours: number;
  minutes: number;
  seconds: number;
}

// India's offset, fixed since 1945: its clock is plain arithmetic, not a time-zone lookup. A dashboard reads a few
// hundred India times per render, and each TZDate asks Intl for the offset (about 1 ms per render).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1945, 9, 15);

/** What a clock in `timeZone` (an IANA name) reads at `instant`. */
function clockIn(instant: Date | string, timeZone: string): Clock {
  const time = new Date(instant).getTime();
  if (timeZone === IST_TIME_ZONE && time >= FIXED_OFFSET_SINCE) {
    const india = new Date(time + IST_OFFSET_MS);
    return {
      date: `${india.getUTCFullYear()}-${pad(india.getUTCMonth() + 1)}-${pad(india.getUTCDate())}`,
      hours: india.getUTCHours(),
      minutes: india.getUTCMinutes(),
      seconds: india.getUTCSeconds(),
    };
  }
  const local = new TZDate(time, timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    hours: local.getHours(),
    minutes: local.getMinutes(),
    seconds: local.getSeconds(),
  };
}

/** The instant a wall-clock time in India happens: 'YYYY-MM-DD' and 'HH:MM' or 'HH:MM:SS' (fractions dropped). */
export function indiaInstant(date: string, time = "00:00"): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes, seconds = 0] = time.split(":").map((part) => Math.trunc(Number(part)));
  const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  if (asIfUtc >= FIXED_OFFSET_SINCE) return new Date(asIfUtc - IST_OFFSET_MS);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, IST_TIME_ZONE).getTime());
}

/** The instant India's day `YYYY-MM-DD` begins. */
export function indiaStartOfDay(day: string): Date {
  return indiaInstant(day);
}

/** The India calendar day of an instant, 'YYYY-MM-DD'. */
export function indiaDate(instant: Date): string {
  return clockIn(instant, IST_TIME_ZONE).date;
}

/** The instants from the start of one India day to the end of another; `before` is exclusive, null means open. */
export interface IndiaDayRange {
  from: Date | null;
  before: Date | null;
}

/** India days `from` to `to` ('YYYY-MM-DD', or '' for an open end), `to` inclusive of its whole day. */
export function indiaDayRange({ from, to }: { from: string; to: string }): IndiaDayRange {
  return {
    from: from ? indiaStartOfDay(from) : null,
    before: to ? indiaStartOfDay(addDaysToDate(to, 1)) : null,
  };
}

/** 'YYYY-MM-DD' plus whole days, on the calendar (no time zone involved). */
export function addDaysToDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** spec 1 §9: dates in en-IN 'dd Mon yyyy', e.g. '05 Mar 2026'. */
export function formatDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** spec 1 §9: times show their first 5 characters, '19:00:00' → '19:00'. */
export function formatClockTime(time: string): string {
  return time.slice(0, 5);
}

export interface WallClock {
  date: string; // 'dd Mon yyyy'
  time: string; // 'HH:MM'
}

/** An instant as read on a clock in `timeZone` (an IANA name, e.g. the viewer's). */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const clock = clockIn(instant, timeZone);
  return { date: formatDisplayDate(clock.date), time: `${pad(clock.hours)}:${pad(clock.minutes)}` };
}

/** The value of a `datetime-local` input showing `instant` in India time: 'YYYY-MM-DDTHH:MM'. */
export function toIndiaDateTimeInput(instant: Date): string {
  const clock = clockIn(instant, IST_TIME_ZONE);
  return `${clock.date}T${pad(clock.hours)}:${pad(clock.minutes)}`;
}

/**
 * The instant of a `datetime-local` value read as India time ('YYYY-MM-DDTHH:MM', seconds optional),
 * or of a full ISO date-time with its own offset. Null when it is neither.
 */
export function parseIndiaDateTime(value: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(value);
  if (local) {
    const [, day, hours, minutes, seconds = "00"] = local;
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
    const instant = indiaInstant(day, `${hours}:${minutes}:${seconds}`);
    return Number.isNaN(instant.getTime()) || indiaDate(instant) !== day ? null : instant;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return null;
}

const twelveHour = (clock: Clock) => `${pad(clock.hours % 12 === 0 ? 12 : clock.hours % 12)}:${pad(clock.minutes)}`;
const meridiem = (clock: Clock) => (clock.hours < 12 ? "am" : "pm");

/** en-IN style date and 12-hour time in India: '05 Mar 2026, 07:30 pm'. */
export function formatIndiaDateTime(instant: Date | string): string {
  const clock = clockIn(instant, IST_TIME_ZONE);
  return `${formatDisplayDate(clock.date)}, ${twelveHour(clock)} ${meridiem(clock)}`;
}

/** The same, naming the zone, where no column heading says 'IST': '05 Mar 2026, 07:30 pm IST'. */
export function formatIndiaDateTimeWithZone(instant: Date | string): string {
  return `${formatIndiaDateTime(instant)} IST`;
}

/**
 * The India day of an instant in spec 1 §9's 'dd Mon yyyy' ('05 Mar 2026'); `padDay: false` prints '5 Mar 2026',
 * as invoices and credit notes always have (a document downloaded again must read as it did when issued).
 */
export function formatIndiaDate(instant: Date | string, { padDay = true }: { padDay?: boolean } = {}): string {
  const display = formatDisplayDate(clockIn(instant, IST_TIME_ZONE).date);
  return padDay ? display : display.replace(/^0/, "");
}

/** A Date whose local fields read India's clock, for libraries that print a Date themselves (iCalendar events). */
export function indiaZonedDate(instant: Date | number): Date {
  return new TZDate(new Date(instant).getTime(), IST_TIME_ZONE);
}

/** 12-hour time with seconds in India, for 'last updated': '07:30:05 pm'. */
export function formatIndiaClock(instant: Date | string): string {
  const clock = clockIn(instant, IST_TIME_ZONE);
  return `${twelveHour(clock)}:${pad(clock.seconds)} ${meridiem(clock)}`;
}

/** A time zone the browser reported or the student chose: an IANA name this runtime knows, else null. */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
