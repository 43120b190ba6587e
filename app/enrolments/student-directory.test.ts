import { describe, expect, it } from "vitest";
import {
  checkBatchChange,
  checkCourseChange,
  checkStatusChange,
  courseChangeRefusal,
  MOVABLE_COURSES,
  statusChangeRefusal,
  STUDENT_DIRECTORY_TEXT as T,
} from "./student-directory";

const ENROLMENT_ID = "8f14e45f-ceea-467f-a0e1-7c2b6b1a9a11";

describe("the student page's checks", () => {
  it("takes a trimmed batch ID of at most 100 characters, like the batch assignment's", () => {
    expect(checkBatchChange({ enrolment_id: ENROLMENT_ID, batch_id: " VIBE_2 " })).toEqual({
      ok: true,
      value: { enrolmentId: ENROLMENT_ID, batchId: "VIBE_2" },
    });
    expect(checkBatchChange({ enrolment_id: ENROLMENT_ID, batch_id: "  " })).toEqual({ ok: false, message: T.batchRequired });
    expect(checkBatchChange({ enrolment_id: ENROLMENT_ID, batch_id: "B".repeat(101) }).ok).toBe(false);
    expect(checkBatchChange({ enrolment_id: "1 or 1=1", batch_id: "B" })).toEqual({ ok: false, message: T.enrolmentNotFound });
  });

  it("moves only to a catalogue 4-month course", () => {
    expect(MOVABLE_COURSES).toContain("Vibe Coding");
    expect(MOVABLE_COURSES).not.toContain("Masterclass");
    expect(MOVABLE_COURSES).not.toContain("Renewal Fee (Existing Student Only)");
    expect(checkCourseChange({ enrolment_id: ENROLMENT_ID, course: "Vibe Coding" })).toEqual({
      ok: true,
      value: { enrolmentId: ENROLMENT_ID, course: "Vibe Coding" },
    });
    for (const course of ["", "vibe coding", "Masterclass", "Cooking"]) {
      expect(checkCourseChange({ enrolment_id: ENROLMENT_ID, course })).toEqual({ ok: false, message: T.courseRequired });
    }
  });

  it("closes an enrolment only as completed or cancelled, and only when confirmed", () => {
    expect(checkStatusChange({ enrolment_id: ENROLMENT_ID, status: "cancelled", confirm: "yes" })).toEqual({
      ok: true,
      value: { enrolmentId: ENROLMENT_ID, status: "cancelled" },
    });
    expect(checkStatusChange({ enrolment_id: ENROLMENT_ID, status: "cancelled" })).toEqual({
      ok: false,
      message: T.confirmRequired,
    });
    expect(checkStatusChange({ enrolment_id: ENROLMENT_ID, status: "refunded", confirm: "yes" })).toEqual({
      ok: false,
      message: T.statusRequired,
    });
    expect(checkStatusChange({ enrolment_id: ENROLMENT_ID, status: "active", confirm: "yes" }).ok).toBe(false);
  });

  it("refuses a course the student is already actively enrolled in, with a clear message", () => {
    const enrolment = { course: "Agentic AI", plan: "monthly" as const, status: "active" as const };
    expect(courseChangeRefusal(enrolment, "Vibe Coding", [])).toBeNull();
    expect(courseChangeRefusal(enrolment, "Vibe Coding", ["Vibe Coding"])).toBe(
      "This student already has an active enrolment in Vibe Coding. Mark that one completed or cancelled first.",
    );
    expect(courseChangeRefusal(enrolment, "Agentic AI", [])).toBe(T.sameCourse);
    expect(courseChangeRefusal({ ...enrolment, plan: "session" }, "Vibe Coding", [])).toBe(T.sessionCourse);
    expect(courseChangeRefusal({ ...enrolment, status: "cancelled" }, "Vibe Coding", [])).toBe(T.onlyActive);
  });

  it("changes the status of an active enrolment only", () => {
    expect(statusChangeRefusal({ status: "active" })).toBeNull();
    for (const status of ["completed", "cancelled", "refunded"] as const)
      expect(statusChangeRefusal({ status })).toBe(T.onlyActive);
    expect(T.statusChanged("completed")).toBe("Enrolment marked completed successfully!");
  });
});
