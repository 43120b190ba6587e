import { formatDisplayDate } from "~/domain/dashboard";

// The admin screens read and write wall-clock times in India, where the business runs, whatever the
// time zone of the admin's computer or of the server. Written out rather than left to Intl's en-IN
// formatting, whose output differs between engines and would make server and browser disagree.

const IST_OFFSET = "+05:30";
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface IndiaClock {
  date: string; // YYYY-MM-DD
  hours: number;
  minutes: number;
  seconds: number;
}

function indiaClock(instant: Date): IndiaClock {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The India calendar day of an instant, 'YYYY-MM-DD'. */
export function indiaDate(instant: Date): string {
  return indiaClock(instant).date;
}

/** The value of a `datetime-local` input showing `instant` in India time: 'YYYY-MM-DDTHH:MM'. */
export function toIndiaDateTimeInput(instant: Date): string {
  const clock = indiaClock(instant);
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
    const instant = new Date(`${day}T${hours}:${minutes}:${seconds}${IST_OFFSET}`);
    return Number.isNaN(instant.getTime()) || indiaDate(instant) !== day ? null : instant;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return null;
}

/** The instant India's day `YYYY-MM-DD` begins. */
export function indiaStartOfDay(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}

/** en-IN style date and 12-hour time in India: '05 Mar 2026, 07:30 pm'. */
export function formatIndiaDateTime(instant: Date | string): string {
  const clock = indiaClock(typeof instant === "string" ? new Date(instant) : instant);
  const hours12 = clock.hours % 12 === 0 ? 12 : clock.hours % 12;
  return `${formatDisplayDate(clock.date)}, ${pad(hours12)}:${pad(clock.minutes)} ${clock.hours < 12 ? "am" : "pm"}`;
}

/** 12-hour time with seconds in India, for 'last updated': '07:30:05 pm'. */
export function formatIndiaClock(instant: Date | string): string {
  const clock = indiaClock(typeof instant === "string" ? new Date(instant) : instant);
  const hours12 = clock.hours % 12 === 0 ? 12 : clock.hours % 12;
  return `${pad(hours12)}:${pad(clock.minutes)}:${pad(clock.seconds)} ${clock.hours < 12 ? "am" : "pm"}`;
}
