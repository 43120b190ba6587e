// Instalments that are not paid: which reminder a day calls for, when access pauses, the desk's buckets, and an
// admin's extension or waiver (docs/decisions/0107-collections.md). Pure rules; dates are India dates 'YYYY-MM-DD'.
import { addDaysToDate, formatDisplayDate } from "~/platform";

/** INSTALMENT_GRACE_DAYS' default: access pauses the day after due date + 7. */
export const DEFAULT_GRACE_DAYS = 7;

/** Whole days from the due date to today: negative before it, 0 on it. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** Paused: an instalment still unpaid after the grace period (computed, never stored, so a payment restores at once). */
export function isPaused(dueDate: string | null, today: string, graceDays: number): boolean {
  return dueDate !== null && daysOverdue(dueDate, today) > graceDays;
}

/** The reminders after the due date, each once, with the days after it they start and the days they may still go. */
export const OVERDUE_REMINDERS = [
  { kind: "overdue-3", fromDay: 3, toDay: 6 },
  { kind: "overdue-7", fromDay: 7, toDay: 9 },
] as const;
export type OverdueReminderKind = (typeof OVERDUE_REMINDERS)[number]["kind"];

/** Which after-the-due-date reminder `today` calls for; null when none. */
export function overdueReminderOn(dueDate: string, today: string): OverdueReminderKind | null {
  const late = daysOverdue(dueDate, today);
  return OVERDUE_REMINDERS.find((reminder) => late >= reminder.fromDay && late <= reminder.toDay)?.kind ?? null;
}

/** The desk's lists, in the order its tabs show them. */
export const COLLECTION_BUCKETS = [
  "due-this-week",
  "overdue-1-7",
  "overdue-8-30",
  "overdue-31-plus",
  "paused",
  "halted",
] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];

export const BUCKET_LABELS: Record<CollectionBucket, string> = {
  "due-this-week": "Due this week",
  "overdue-1-7": "Overdue 1–7 days",
  "overdue-8-30": "Overdue 8–30 days",
  "overdue-31-plus": "Overdue over 30 days",
  paused: "Paused",
  halted: "Halted subscriptions",
};

/** An owing enrolment's autopay on the desk (docs/decisions/0109-autopay.md); null: none. */
export type DeskAutopay = "on" | "waiting" | "halted" | null;

export const DESK_AUTOPAY_LABELS: Record<NonNullable<DeskAutopay>, string> = {
  on: "On",
  waiting: "Awaiting authorisation",
  halted: "Halted",
};

/**
 * The range of days overdue a bucket holds (inclusive; null: no bound). 'Due this week' is today and the 6 days
 * after; 'paused' is everything past the grace period, so it overlaps the overdue buckets on purpose.
 */
export function bucketRange(bucket: CollectionBucket, graceDays: number): { min: number | null; max: number | null } {
  switch (bucket) {
    case "due-this-week":
      return { min: -6, max: 0 };
    case "overdue-1-7":
      return { min: 1, max: 7 };
    case "overdue-8-30":
      return { min: 8, max: 30 };
    case "overdue-31-plus":
      return { min: 31, max: null };
    case "paused":
      return { min: graceDays + 1, max: null };
    case "halted":
      // Any due date: the subscription's failed debits, not the calendar, put a row here.
      return { min: null, max: null };
  }
}

/** The overdue bucket a number of days overdue falls in ('paused' is asked with isPaused). */
export function bucketOf(days: number): Exclude<CollectionBucket, "paused" | "halted"> | null {
  if (days < -6) return null;
  if (days <= 0) return "due-this-week";
  if (days <= 7) return "overdue-1-7";
  if (days <= 30) return "overdue-8-30";
  return "overdue-31-plus";
}

export function readBucket(value: string | null): CollectionBucket {
  return (COLLECTION_BUCKETS as readonly string[]).includes(value ?? "") ? (value as CollectionBucket) : "overdue-1-7";
}

/** The forms' intents: on the student's page (extend, waive) and on the collections desk (all four). */
export const COLLECTION_INTENTS = {
  extend: "extend-due-date",
  waive: "waive-instalment",
  remind: "send-reminder",
  cancel: "cancel-enrolment",
} as const;

/** The latest new due date an admin may give: about three months ahead. */
export const MAX_EXTENSION_DAYS = 92;
export const REASON_MAX_LENGTH = 500;

export const COLLECTIONS_TEXT = {
  paused: (dueDate: string) => `Your access is paused because the instalment due on ${formatDisplayDate(dueDate)} is unpaid.`,
  payNow: "Pay now",
  joinPaused: "Your class link is paused because an instalment is unpaid. Please pay it from your dashboard.",
  classroomPaused: "This classroom is paused because an instalment is unpaid. Please pay it from your dashboard.",
  reasonRequired: "Please give a reason.",
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters.`,
  badDate: "Please enter a valid date (YYYY-MM-DD).",
  dateNotAhead: "The new due date must be after today.",
  dateTooFar: `The new due date can be at most ${MAX_EXTENSION_DAYS} days from today.`,
  nothingOwed: "This enrolment owes no instalment.",
  notFound: "This enrolment could not be found.",
  extended: (dueDate: string) => `New due date saved: ${formatDisplayDate(dueDate)}.`,
  waived: "Instalment waived.",
  reminderSent: "Reminder sent.",
  reminderAlreadySent: "A reminder was already sent to this student today.",
  cancelled: "Enrolment cancelled.",
  confirmCancel: "Please confirm that the enrolment is to be cancelled.",
  confirmCancelLabel: "Yes, cancel this enrolment: it no longer counts as active",
  unknownAction: "Unknown action.",
  overdueSubject: (course: string, formattedDueDate: string) => `Your instalment for ${course} was due on ${formattedDueDate}`,
} as const;

/** The reason an admin types for an extension or a waiver: required, bounded. */
export function checkReason(value: unknown): { reason: string } | { message: string } {
  const reason = typeof value === "string" ? value.trim() : "";
  if (!reason) return { message: COLLECTIONS_TEXT.reasonRequired };
  if (reason.length > REASON_MAX_LENGTH) return { message: COLLECTIONS_TEXT.reasonTooLong };
  return { reason };
}

/** A new due date: a real calendar date, after today, at most MAX_EXTENSION_DAYS ahead. */
export function checkNewDueDate(value: unknown, today: string): { dueDate: string } | { message: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || addDaysToDate(text, 0) !== text) return { message: COLLECTIONS_TEXT.badDate };
  if (text <= today) return { message: COLLECTIONS_TEXT.dateNotAhead };
  if (text > addDaysToDate(today, MAX_EXTENSION_DAYS)) return { message: COLLECTIONS_TEXT.dateTooFar };
  return { dueDate: text };
}

/** The desk's filters, read from the address. */
export interface CollectionFilters {
  bucket: CollectionBucket;
  course: string;
  currency: "" | "INR" | "USD";
  search: string;
  page: number;
}

export function readCollectionFilters(params: URLSearchParams): CollectionFilters {
  const currency = params.get("currency");
  const page = Number(params.get("page"));
  return {
    bucket: readBucket(params.get("bucket")),
    course: (params.get("course") ?? "").trim().slice(0, 200),
    currency: currency === "INR" || currency === "USD" ? currency : "",
    search: (params.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Collected ÷ due as a whole percent; null when nothing fell due. */
export function collectionRate(collectedMinor: number, dueMinor: number): number | null {
  if (dueMinor <= 0) return null;
  return Math.floor((collectedMinor * 100) / dueMinor);
}

/**
 * A waiver forgives the instalment now due: the fee drops by one instalment (what paying one would cost), the plan
 * by one month, and the next one falls due 30 days after the waived one's due date.
 */
export function waiveInstalment(
  enrolment: { feeMinor: number; paidMinor: number; pricePerMonthMinor: number; monthsInPlan: number; monthsPaid: number },
  dueDate: string,
): { waivedMinor: number; feeMinor: number; monthsInPlan: number; nextDueDate: string } | null {
  const remaining = enrolment.feeMinor - enrolment.paidMinor;
  if (remaining <= 0) return null;
  const waivedMinor = Math.min(enrolment.pricePerMonthMinor, remaining);
  return {
    waivedMinor,
    feeMinor: enrolment.feeMinor - waivedMinor,
    monthsInPlan: Math.max(enrolment.monthsPaid, enrolment.monthsInPlan - 1),
    nextDueDate: addDaysToDate(dueDate, 30),
  };
}

/** The desk's reminder kinds as the 'Last reminder' column names them. */
export const REMINDER_KIND_LABELS: Record<string, string> = {
  before: "3 days before",
  due: "On the due date",
  "overdue-3": "3 days after",
  "overdue-7": "7 days after",
  manual: "Sent by staff",
};

export const COLLECTIONS_CSV_HEADER = [
  "Student",
  "Email",
  "Course",
  "Currency",
  "Amount due",
  "Due date",
  "Days overdue",
  "Paused",
  "Last reminder",
  "Last reminder sent (IST)",
  "Autopay",
] as const;

/** The filters as the address writes them (page excluded): the tabs' links, the export link, 'Clear Filters'. */
export function collectionFilterQuery(filters: CollectionFilters, bucket: CollectionBucket = filters.bucket): string {
  const params = new URLSearchParams({ bucket });
  if (filters.course) params.set("course", filters.course);
  if (filters.currency) params.set("currency", filters.currency);
  if (filters.search) params.set("q", filters.search);
  return params.toString();
}
