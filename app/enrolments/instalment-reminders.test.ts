import { describe, expect, it } from "vitest";
import { reminderKindOn, reminderSubject } from "./instalment-reminders";

describe("instalment reminders", () => {
  it("asks for 'before' from 3 days before the due date, 'due' on it and up to 2 days late, nothing otherwise", () => {
    const due = "2026-12-01";
    expect(reminderKindOn(due, "2026-11-27")).toBeNull();
    expect(reminderKindOn(due, "2026-11-28")).toBe("before");
    expect(reminderKindOn(due, "2026-11-30")).toBe("before");
    expect(reminderKindOn(due, "2026-12-01")).toBe("due");
    expect(reminderKindOn(due, "2026-12-03")).toBe("due");
    expect(reminderKindOn(due, "2026-12-04")).toBeNull();
  });

  it("says which course and when", () => {
    expect(reminderSubject("Quantum Computing", "1 Dec 2026")).toBe(
      "Your next instalment for Quantum Computing is due on 1 Dec 2026",
    );
  });
});
