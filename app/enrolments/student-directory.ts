// /admin/students — the directory: the student page's actions on an enrolment (batch, course, completed or
// cancelled), checked here as pure rules; the server applies what they return (docs/decisions/0042-student-directory.md).
import { z } from "zod";
import { checkForm, type FormCheck, formText, isUuid } from "~/platform";
import { CATALOGUE } from "~/payments";
import type { EnrolmentPlan, EnrolmentStatus } from "~/enrolments/enrolment";

export const STUDENT_DIRECTORY_TEXT = {
  notFound: "Student not found",
  enrolmentNotFound: "This enrolment no longer exists. Please reload the page.",
  unknownIntent: "Please choose an action.",
  batchRequired: "Please enter a batch ID",
  batchChanged: "Batch updated successfully!",
  courseRequired: "Please choose a course from the catalogue",
  sameCourse: "The enrolment is already in this course.",
  sessionCourse: "A single session cannot be moved to another course.",
  duplicateCourse: (course: string) =>
    `This student already has an active enrolment in ${course}. Mark that one completed or cancelled first.`,
  courseChanged: "Course updated successfully!",
  statusRequired: "Please choose completed or cancelled",
  confirmRequired: "Please tick the box to confirm.",
  onlyActive: "Only an active enrolment can be changed this way.",
  statusChanged: (status: ClosingStatus) => `Enrolment marked ${status} successfully!`,
  attendanceNoBatch: "Not in a batch yet: attendance is counted once the student has one.",
  attendanceNotYet: "No session of the student's batch has been held yet.",
} as const;

const T = STUDENT_DIRECTORY_TEXT;

export const STUDENT_INTENTS = { batch: "change-batch", course: "change-course", status: "close-enrolment" } as const;

/** The courses an enrolment may move to: the catalogue's 4-month courses (not the Masterclass session or the renewal). */
export const MOVABLE_COURSES: readonly string[] = CATALOGUE.filter((item) => item.kind === "four-month").map((item) => item.name);

/** What the admin may set an active enrolment to: it then no longer counts as active. */
export const CLOSING_STATUSES = ["completed", "cancelled"] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];

const enrolmentId = formText(36).refine((value) => isUuid(value), T.enrolmentNotFound);

const BatchSchema = z.object({
  enrolment_id: enrolmentId,
  // The same batch ID as the batch assignment's (spec 3 §5): trimmed, at most 100 characters, required.
  batch_id: formText(100).refine((value) => value !== "", T.batchRequired),
});

const CourseSchema = z.object({
  enrolment_id: enrolmentId,
  course: formText(200).refine((value) => MOVABLE_COURSES.includes(value), T.courseRequired),
});

const StatusSchema = z.object({
  enrolment_id: enrolmentId,
  status: formText(20).refine((value) => (CLOSING_STATUSES as readonly string[]).includes(value), T.statusRequired),
  confirm: formText(10).refine((value) => value === "yes", T.confirmRequired),
});

export function checkBatchChange(values: unknown): FormCheck<{ enrolmentId: string; batchId: string }> {
  const checked = checkForm(BatchSchema, values, T.batchRequired);
  return checked.ok ? { ok: true, value: { enrolmentId: checked.value.enrolment_id, batchId: checked.value.batch_id } } : checked;
}

export function checkCourseChange(values: unknown): FormCheck<{ enrolmentId: string; course: string }> {
  const checked = checkForm(CourseSchema, values, T.courseRequired);
  return checked.ok ? { ok: true, value: { enrolmentId: checked.value.enrolment_id, course: checked.value.course } } : checked;
}

export function checkStatusChange(values: unknown): FormCheck<{ enrolmentId: string; status: ClosingStatus }> {
  const checked = checkForm(StatusSchema, values, T.statusRequired);
  return checked.ok
    ? { ok: true, value: { enrolmentId: checked.value.enrolment_id, status: checked.value.status as ClosingStatus } }
    : checked;
}

/** Why an enrolment may not move to `course`, or null when it may. `activeCourses`: the student's other active courses. */
export function courseChangeRefusal(
  enrolment: { course: string; plan: EnrolmentPlan; status: EnrolmentStatus },
  course: string,
  activeCourses: readonly string[],
): string | null {
  if (enrolment.status !== "active") return T.onlyActive;
  if (enrolment.plan === "session") return T.sessionCourse;
  if (enrolment.course === course) return T.sameCourse;
  // The partial unique index allows one active enrolment per student and course (docs/decisions/0035-enrolments.md).
  if (activeCourses.includes(course)) return T.duplicateCourse(course);
  return null;
}

/** Why an enrolment may not be marked completed or cancelled, or null when it may. */
export function statusChangeRefusal(enrolment: { status: EnrolmentStatus }): string | null {
  return enrolment.status === "active" ? null : T.onlyActive;
}
