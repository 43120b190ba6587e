import { z } from "zod";
import {
  checkbox,
  checkForm,
  type FormCheck,
  formText,
  listedOrKept,
  optionalText,
  requiredDate,
  requiredText,
} from "~/platform";
import { filterText } from "~/staff";
import { SESSION_LINK_COURSES, SESSION_LINK_MESSAGES } from "./session-link-form";

// /admin/batches — batches as things: the batch form, the list's filters and the bulk assignment's rules.
// docs/decisions/0045-batches.md says why each rule is what it is.
export const BATCH_MESSAGES = {
  created: "Batch created successfully!",
  updated: "Batch updated successfully!",
  notFound: "This batch no longer exists. Please reload the page.",
  invalidId: "A batch ID may use only letters, digits, '_', '-' and '.', and must start with a letter or digit",
  invalidCapacity: "Capacity must be a whole number from 1 to 1000",
  noBatches: "No batches found",
  noStudents: "Please select at least one student",
  chooseBatch: "Please choose a batch",
  tooManyStudents: "Please select at most 100 students at a time",
  studentsGone: "Some of the selected students no longer exist. Please reload the page. Nothing was changed.",
  allStatuses: "All batches",
  notSet: "Not set",
} as const;

export const BATCH_STATUSES = ["active", "inactive"] as const;
export type BatchStatusFilter = (typeof BATCH_STATUSES)[number] | "";

/** What every screen that takes a batch ID answers when it names no batch (nothing is changed). */
export const unknownBatchText = (batchId: string) =>
  `Batch ${batchId} does not exist. Choose a batch from the list, or create it on the Batches screen first.`;
export const batchTakenText = (batchId: string) => `Batch ${batchId} already exists. Click it in the list to edit it.`;

// Bulk assignment's refusals: each one changes nothing.
export const batchWithoutCourseText = (batchId: string) =>
  `Batch ${batchId} has no course yet. Edit the batch and choose its course first. Nothing was changed.`;
export const overCapacityText = ({ batchId, free, selected }: { batchId: string; free: number; selected: number }) =>
  `Batch ${batchId} has ${free} ${free === 1 ? "place" : "places"} left, and ${selected} selected ${
    selected === 1 ? "student is" : "students are"
  } not in it yet. Nothing was changed.`;
export const noActiveEnrolmentText = ({ course, names }: { course: string; names: string[] }) => {
  const shown = names.slice(0, 5).join(", ");
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `Not enrolled in ${course} (no active enrolment): ${shown}${more}. Nothing was changed.`;
};
export const studentsAssignedText = ({ batchId, count }: { batchId: string; count: number }) =>
  `${count} ${count === 1 ? "student" : "students"} assigned to ${batchId} successfully!`;

export const BATCHES_PAGE_SIZE = 25;
export const MAX_BATCH_CAPACITY = 1000;
/** Students ticked in one bulk assignment: one page of the student list. */
export const MAX_BULK_STUDENTS = 100;

export const BATCH_FILTER_PARAMS = { search: "q", status: "status" } as const;

export function readBatchFilters(params: URLSearchParams): { search: string; status: BatchStatusFilter } {
  const status = filterText(params, BATCH_FILTER_PARAMS.status);
  return {
    search: filterText(params, BATCH_FILTER_PARAMS.search),
    status: (BATCH_STATUSES as readonly string[]).includes(status) ? (status as BatchStatusFilter) : "",
  };
}

export interface BatchFormValues {
  /** The id of the batch being edited ('' when creating one): the id itself cannot be changed. */
  editing: string;
  id: string;
  course: string;
  start_date: string;
  schedule: string;
  capacity: string;
  is_active: boolean;
}

export const emptyBatchForm = (): BatchFormValues => ({
  editing: "",
  id: "",
  course: "",
  start_date: "",
  schedule: "",
  capacity: "",
  is_active: true,
});

const BATCH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

const batchSchema = (keptCourse: string | null) =>
  z.object({
    editing: formText(100),
    id: requiredText(100).refine((value) => value === "" || BATCH_ID_PATTERN.test(value), BATCH_MESSAGES.invalidId),
    course: listedOrKept(SESSION_LINK_COURSES, keptCourse, SESSION_LINK_MESSAGES.unknownCourse, 100),
    start_date: requiredDate(),
    schedule: optionalText(300),
    capacity: requiredText(5).refine(
      (value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_BATCH_CAPACITY),
      BATCH_MESSAGES.invalidCapacity,
    ),
    is_active: checkbox(),
  });

export interface BatchInput {
  /** Null when creating. */
  editing: string | null;
  id: string;
  course: string;
  startDate: string;
  schedule: string | null;
  capacity: number;
  isActive: boolean;
}

/**
 * The batch form's check. `keptCourse` is the edited batch's course as stored: a course since taken off the list stays
 * choosable for that batch. In edit mode the id is the edited one, whatever else was posted.
 */
export function checkBatchForm(values: unknown, keptCourse: string | null = null): FormCheck<BatchInput> {
  const checked = checkForm(batchSchema(keptCourse), values);
  if (!checked.ok) return checked;
  const form = checked.value;
  const editing = form.editing === "" ? null : form.editing;
  return {
    ok: true,
    value: {
      editing,
      id: editing ?? form.id,
      course: form.course,
      startDate: form.start_date,
      schedule: form.schedule,
      capacity: Number(form.capacity),
      isActive: form.is_active,
    },
  };
}

export interface BulkAssignmentInput {
  batchId: string;
  studentIds: number[];
}

/** The bulk assignment's posted batch and ticked students (each `student_id` a row id), or the message to show. */
export function checkBulkAssignment({
  batchId,
  studentIds,
}: {
  batchId: unknown;
  studentIds: unknown[];
}): FormCheck<BulkAssignmentInput> {
  const batch = typeof batchId === "string" ? batchId.trim() : "";
  if (batch === "" || batch.length > 100) return { ok: false, message: BATCH_MESSAGES.chooseBatch };
  const ids = [...new Set(studentIds.filter((id): id is string => typeof id === "string" && /^\d{1,9}$/.test(id)).map(Number))];
  if (ids.length === 0) return { ok: false, message: BATCH_MESSAGES.noStudents };
  if (ids.length > MAX_BULK_STUDENTS) return { ok: false, message: BATCH_MESSAGES.tooManyStudents };
  return { ok: true, value: { batchId: batch, studentIds: ids } };
}

/** "12 / 30": the students in a batch against its capacity (— when none is set). */
export const enrolledOfCapacity = (enrolled: number, capacity: number | null) => `${enrolled} / ${capacity ?? "—"}`;

/** A batch as the pickers offer it. */
export interface BatchChoice {
  id: string;
  course: string | null;
  isActive: boolean;
}

/** The option text of a batch in a picker: its id, course and, when it is no longer offered to new students, that. */
export function batchChoiceLabel(batch: BatchChoice) {
  return `${batch.id}${batch.course ? ` (${batch.course})` : ""}${batch.isActive ? "" : " (inactive)"}`;
}
