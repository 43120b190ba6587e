import { z } from "zod";
import { filterText } from "~/staff";
import {
  checkForm,
  type FormCheck,
  formText,
  isWebUrl,
  optionalText,
  optionalUrl,
  parseIndiaDateTime,
  requiredDate,
  requiredText,
  toIndiaDateTimeInput,
} from "~/platform";

// spec 3 §2.3, §4 "Session form save", §5 "Session form".
export const SESSION_FORM_MESSAGES = {
  sessionIdNotANumber: "Session ID must be a number",
  invalidTime: "Please enter a valid time",
  invalidDateTime: "Please enter a valid date and time",
  invalidLength: "Session length must be a whole number of minutes from 15 to 600",
  created: "Session created successfully!",
  updated: "Session updated successfully!",
  noSessions: "No sessions found",
  deleted: "Session deleted successfully!",
  notFound: "This session no longer exists. Please reload the page.",
  deleteFailedFallback: "Failed to delete session",
  batchFilterLabel: "Batch",
  allBatches: "All batches",
} as const;

const MAX_SESSION_ID = 2_147_483_647; // the column is a PostgreSQL integer
// A class's length in minutes (attendance's window ends with it); empty means the usual two hours.
const SESSION_LENGTH_LIMITS = { min: 15, max: 600 };

// The question before a delete, and the refusal to overwrite an existing session unless confirmed.
export const confirmDeleteSessionText = (sessionId: number) =>
  `Are you sure you want to delete session ${sessionId}? This action cannot be undone.`;
export const deleteSessionFailedText = (message: string | null | undefined) =>
  message ? `Failed to delete session: ${message}` : SESSION_FORM_MESSAGES.deleteFailedFallback;
export const sessionExistsText = (sessionId: number) =>
  `Session ${sessionId} already exists. Choose 'Overwrite Session ${sessionId}' to replace it, or enter another Session ID.`;
export const overwriteSessionLabel = (sessionId: number) => `Overwrite Session ${sessionId}`;
/** The form field that says the admin confirmed (or is editing) the session it overwrites. */
export const OVERWRITE_FIELD = "overwrite";
export const OVERWRITE_CONFIRMED = "yes";

// The recent list is paged on the server (the spec's 10 became pages of 25, as on /admin/payments).
export const SESSIONS_PAGE_SIZE = 25;
export const SESSION_BATCH_PARAM = "batch";

/** The batch filter from the address ('' for all batches). */
export function readSessionBatchFilter(params: URLSearchParams): string {
  return filterText(params, SESSION_BATCH_PARAM);
}

/** A session_id posted for a delete: a whole number in the column's range, else null. */
export function parseSessionId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const sessionId = Number(value);
  return sessionId <= MAX_SESSION_ID ? sessionId : null;
}

export interface SessionFormValues {
  session_id: string;
  batch_id: string;
  session_date: string;
  session_start_time: string;
  duration_minutes: string;
  session_link: string;
  study_material_link: string;
  session_title: string;
  session_description: string;
  created_at: string;
  updated_at: string;
}

/** The form in create mode: empty, with 'created at' set to now (India time). */
export function emptySessionForm(now: Date): SessionFormValues {
  return {
    session_id: "",
    batch_id: "",
    session_date: "",
    session_start_time: "",
    duration_minutes: "",
    session_link: "",
    study_material_link: "",
    session_title: "",
    session_description: "",
    created_at: toIndiaDateTimeInput(now),
    updated_at: "",
  };
}

const time = () =>
  requiredText(8)
    .refine((value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), SESSION_FORM_MESSAGES.invalidTime)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

const SessionFormSchema = z.object({
  session_id: requiredText(12).refine(
    (value) => value === "" || (/^\d+$/.test(value) && Number(value) <= MAX_SESSION_ID),
    SESSION_FORM_MESSAGES.sessionIdNotANumber,
  ),
  batch_id: requiredText(100),
  session_date: requiredDate(),
  session_start_time: time(),
  duration_minutes: formText(12).refine(
    (value) =>
      value === "" ||
      (/^\d+$/.test(value) && Number(value) >= SESSION_LENGTH_LIMITS.min && Number(value) <= SESSION_LENGTH_LIMITS.max),
    SESSION_FORM_MESSAGES.invalidLength,
  ),
  session_link: optionalUrl(),
  study_material_link: optionalUrl(),
  session_title: optionalText(200),
  session_description: optionalText(2000),
  created_at: requiredText(40).refine(
    (value) => value === "" || parseIndiaDateTime(value) !== null,
    SESSION_FORM_MESSAGES.invalidDateTime,
  ),
  updated_at: formText(40).refine(
    (value) => value === "" || parseIndiaDateTime(value) !== null,
    SESSION_FORM_MESSAGES.invalidDateTime,
  ),
});

export interface SessionRecordInput {
  sessionId: number;
  batchId: string;
  sessionDate: string;
  sessionStartTime: string;
  /** null: the usual two hours. */
  durationMinutes: number | null;
  sessionLink: string | null;
  studyMaterialLink: string | null;
  sessionTitle: string | null;
  sessionDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Checks the session form; an empty 'updated at' becomes `now` (spec 3 §5). */
export function checkSessionForm(values: unknown, now: Date): FormCheck<SessionRecordInput> {
  const checked = checkForm(SessionFormSchema, values);
  if (!checked.ok) return checked;
  const form = checked.value;
  return {
    ok: true,
    value: {
      sessionId: Number(form.session_id),
      batchId: form.batch_id,
      sessionDate: form.session_date,
      sessionStartTime: form.session_start_time,
      durationMinutes: form.duration_minutes === "" ? null : Number(form.duration_minutes),
      sessionLink: form.session_link,
      studyMaterialLink: form.study_material_link,
      sessionTitle: form.session_title,
      sessionDescription: form.session_description,
      createdAt: parseIndiaDateTime(form.created_at)!,
      updatedAt: form.updated_at === "" ? now : parseIndiaDateTime(form.updated_at)!,
    },
  };
}

/** A saved session as the form shows it in edit mode. */
export function sessionFormFromRecord(
  record: Omit<SessionRecordInput, "createdAt" | "updatedAt"> & { createdAt: string | Date },
): SessionFormValues {
  return {
    session_id: String(record.sessionId),
    batch_id: record.batchId,
    session_date: record.sessionDate,
    session_start_time: record.sessionStartTime.slice(0, 5),
    duration_minutes: record.durationMinutes === null ? "" : String(record.durationMinutes),
    session_link: record.sessionLink ?? "",
    study_material_link: record.studyMaterialLink ?? "",
    session_title: record.sessionTitle ?? "",
    session_description: record.sessionDescription ?? "",
    created_at: toIndiaDateTimeInput(new Date(record.createdAt)),
    // Left empty so that saving the edit stamps it with the time of the save.
    updated_at: "",
  };
}

/** The recent list's markers (spec 3 §2.3). */
export const hasLink = (link: string | null) => link !== null && isWebUrl(link);
