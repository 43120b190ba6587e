// 3 days before a due date and on the due date, while unpaid.
import { addDaysToDate } from "~/platform";

export type ReminderKind = "before" | "due";

export const DAYS_BEFORE_DUE = 3;
/**
 * A server that was down on the day still sends the reminder when it is back, within these days: 'before' until the
 * due date, 'due' up to 2 days after it. Later than that, a reminder would be news of a missed payment, not a reminder.
 */
export const DAYS_LATE_FOR_DUE_REMINDER = 2;

/** Which reminder a due date calls for on `today` (India dates, 'YYYY-MM-DD'); null when none. */
export function reminderKindOn(dueDate: string, today: string): ReminderKind | null {
  if (today < addDaysToDate(dueDate, -DAYS_BEFORE_DUE)) return null;
  if (today < dueDate) return "before";
  if (today <= addDaysToDate(dueDate, DAYS_LATE_FOR_DUE_REMINDER)) return "due";
  return null;
}

/** The reminder e-mail's subject, the business's words. */
export function reminderSubject(course: string, formattedDueDate: string): string {
  return `Your next instalment for ${course} is due on ${formattedDueDate}`;
}
