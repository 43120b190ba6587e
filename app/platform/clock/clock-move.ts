// What /dev/clock's form asks for, checked: forward by whole hours and days, or back to real time.

const HOUR_MS = 60 * 60 * 1000;
const MAX_DAYS = 400;
const MAX_HOURS = 24 * MAX_DAYS;

export type ClockMoveRequest = { kind: "forward"; ms: number } | { kind: "real-time" };

export type CheckedClockMove = { ok: true; move: ClockMoveRequest } | { ok: false; message: string };

function wholeNumber(value: FormDataEntryValue | null | undefined, max: number): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number <= max ? number : null;
}

export function checkClockMove(form: { get(name: string): FormDataEntryValue | null }): CheckedClockMove {
  if (form.get("intent") === "real-time") return { ok: true, move: { kind: "real-time" } };
  const hours = wholeNumber(form.get("hours"), MAX_HOURS);
  const days = wholeNumber(form.get("days"), MAX_DAYS);
  if (hours === null || days === null) {
    return { ok: false, message: `Enter whole hours (0–${MAX_HOURS}) and days (0–${MAX_DAYS}).` };
  }
  if (hours === 0 && days === 0) return { ok: false, message: "Enter how many hours or days to move forward." };
  return { ok: true, move: { kind: "forward", ms: (days * 24 + hours) * HOUR_MS } };
}
