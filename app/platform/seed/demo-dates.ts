// Demo dates are computed from the moment of the first seed, so a fresh demo always has
// recent payments, past and upcoming sessions, and quiz scans from the last two weeks.
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** 'YYYY-MM-DD' of the UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest date strictly before `today` that falls on `weekday` (0 = Sunday). */
export function lastWeekdayBefore(today: Date, weekday: number): Date {
  const back = (today.getUTCDay() - weekday + 7) % 7 || 7;
  return addDays(today, -back);
}
