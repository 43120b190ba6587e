import { z } from "zod";
import { checkForm, type FormCheck, formText } from "~/platform";

// spec 3 §2.4, §5 "Batch assignment", §8.
export const BATCH_ASSIGNMENT_MESSAGES = {
  required: "Please select both student and batch ID",
  studentNotFound: "This student no longer exists. Please reload the page.",
  updated: "Student batch assignment updated successfully!",
  notAssigned: "Not Assigned",
} as const;

// The directory shows 25 students a page.
export const STUDENTS_PAGE_SIZE = 25;

const M = BATCH_ASSIGNMENT_MESSAGES;

const BatchAssignmentSchema = z.object({
  student_id: formText(12).refine((value) => /^\d{1,9}$/.test(value), M.required),
  batch_id: formText(100).refine((value) => value !== "", M.required),
});

export interface BatchAssignmentInput {
  studentId: number;
  batchId: string;
}

/** Whether the submit button may be pressed: both a student and a batch ID (spec 3 §2.4). */
export function canAssignBatch(values: { student_id: string; batch_id: string }) {
  return values.student_id.trim() !== "" && values.batch_id.trim() !== "";
}

export function checkBatchAssignment(values: unknown): FormCheck<BatchAssignmentInput> {
  const checked = checkForm(BatchAssignmentSchema, values, M.required);
  if (!checked.ok) return checked;
  return { ok: true, value: { studentId: Number(checked.value.student_id), batchId: checked.value.batch_id } };
}
