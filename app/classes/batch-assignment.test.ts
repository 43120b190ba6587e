import { describe, expect, it } from "vitest";
import { BATCH_ASSIGNMENT_MESSAGES, canAssignBatch, checkBatchAssignment } from "./batch-assignment";

describe("batch assignment (spec 3 §5)", () => {
  it("accepts a student and a trimmed batch ID", () => {
    expect(checkBatchAssignment({ student_id: "7", batch_id: " AGENTIC_AI_BATCH_2 " })).toEqual({
      ok: true,
      value: { studentId: 7, batchId: "AGENTIC_AI_BATCH_2" },
    });
  });

  it.each([
    [{ student_id: "", batch_id: "B1" }],
    [{ student_id: "7", batch_id: "   " }],
    [{}],
    [{ student_id: "seven", batch_id: "B1" }],
  ])("needs both: 'Please select both student and batch ID' (%j)", (values) => {
    expect(checkBatchAssignment(values)).toEqual({ ok: false, message: "Please select both student and batch ID" });
  });

  it("keeps the submit button disabled until both are set", () => {
    expect(canAssignBatch({ student_id: "", batch_id: "" })).toBe(false);
    expect(canAssignBatch({ student_id: "3", batch_id: "" })).toBe(false);
    expect(canAssignBatch({ student_id: "", batch_id: "B" })).toBe(false);
    expect(canAssignBatch({ student_id: "3", batch_id: "B" })).toBe(true);
  });

  it("has the spec's texts", () => {
    expect(BATCH_ASSIGNMENT_MESSAGES.updated).toBe("Student batch assignment updated successfully!");
    expect(BATCH_ASSIGNMENT_MESSAGES.notAssigned).toBe("Not Assigned");
  });
});
