import { describe, expect, it } from "vitest";
import {
  BATCH_MESSAGES,
  batchChoiceLabel,
  checkBatchForm,
  checkBulkAssignment,
  enrolledOfCapacity,
  noActiveEnrolmentText,
  overCapacityText,
  readBatchFilters,
} from "./batches";

const form = (overrides: Record<string, string> = {}) => ({
  editing: "",
  id: "AGENTIC_AI_BATCH_2",
  course: "Agentic AI",
  start_date: "2026-05-02",
  schedule: "",
  capacity: "30",
  is_active: "on",
  ...overrides,
});

describe("the batch form", () => {
  it("gives the batch to save; in edit mode the id is the edited one, whatever else was posted", () => {
    expect(checkBatchForm(form())).toEqual({
      ok: true,
      value: {
        editing: null,
        id: "AGENTIC_AI_BATCH_2",
        course: "Agentic AI",
        startDate: "2026-05-02",
        schedule: null,
        capacity: 30,
        isActive: true,
      },
    });
    expect(checkBatchForm(form({ editing: "OLD_BATCH", id: "NEW_NAME" }))).toMatchObject({
      ok: true,
      value: { editing: "OLD_BATCH", id: "OLD_BATCH" },
    });
  });

  it("keeps a course that has left the list for the batch that has it, and no other", () => {
    expect(checkBatchForm(form({ course: "Data Science" }), "Data Science").ok).toBe(true);
    expect(checkBatchForm(form({ course: "Data Science" }))).toMatchObject({ ok: false });
  });

  it("refuses odd ids and capacities", () => {
    for (const id of ["with space", "_LEADING", "semi;colon"]) {
      expect(checkBatchForm(form({ id }))).toEqual({ ok: false, message: BATCH_MESSAGES.invalidId });
    }
    for (const capacity of ["0", "-1", "2.5", "1001", "lots"]) {
      expect(checkBatchForm(form({ capacity }))).toEqual({ ok: false, message: BATCH_MESSAGES.invalidCapacity });
    }
  });
});

describe("bulk assignment", () => {
  it("takes a batch and the ticked students once each", () => {
    expect(checkBulkAssignment({ batchId: " B1 ", studentIds: ["3", "1", "3", "x"] })).toEqual({
      ok: true,
      value: { batchId: "B1", studentIds: [3, 1] },
    });
    expect(checkBulkAssignment({ batchId: "", studentIds: ["1"] })).toEqual({ ok: false, message: BATCH_MESSAGES.chooseBatch });
    expect(checkBulkAssignment({ batchId: "B1", studentIds: [] })).toEqual({ ok: false, message: BATCH_MESSAGES.noStudents });
    const many = Array.from({ length: 101 }, (_, index) => String(index + 1));
    expect(checkBulkAssignment({ batchId: "B1", studentIds: many })).toEqual({
      ok: false,
      message: BATCH_MESSAGES.tooManyStudents,
    });
  });

  it("words its refusals", () => {
    expect(overCapacityText({ batchId: "B1", free: 1, selected: 2 })).toBe(
      "Batch B1 has 1 place left, and 2 selected students are not in it yet. Nothing was changed.",
    );
    expect(noActiveEnrolmentText({ course: "Agentic AI", names: ["A", "B", "C", "D", "E", "F", "G"] })).toBe(
      "Not enrolled in Agentic AI (no active enrolment): A, B, C, D, E and 2 more. Nothing was changed.",
    );
  });
});

describe("the list", () => {
  it("reads its filters from the address, ignoring an unknown status", () => {
    expect(readBatchFilters(new URLSearchParams("q=%20agentic%20&status=inactive"))).toEqual({
      search: "agentic",
      status: "inactive",
    });
    expect(readBatchFilters(new URLSearchParams("status=deleted")).status).toBe("");
  });

  it("shows enrolled against capacity, and labels a batch in a picker", () => {
    expect(enrolledOfCapacity(12, 30)).toBe("12 / 30");
    expect(enrolledOfCapacity(4, null)).toBe("4 / —");
    expect(batchChoiceLabel({ id: "B1", course: "Agentic AI", isActive: false })).toBe("B1 (Agentic AI) (inactive)");
    expect(batchChoiceLabel({ id: "B2", course: null, isActive: true })).toBe("B2");
  });
});
