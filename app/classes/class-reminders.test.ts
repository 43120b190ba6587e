import { describe, expect, it } from "vitest";
import { classReminderDue, classReminderSubject, classTimeFor } from "./class-reminders";
import { indiaInstant } from "~/platform/india-time";

const startsAt = indiaInstant("2026-12-10", "19:00");
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 60 * 60 * 1000);

describe("classReminderDue", () => {
  it.each([
    [30, null],
    [24.01, null],
    [24, "day-before"],
    [10, "day-before"],
    [1.01, "day-before"],
    [1, "hour-before"],
    [0.01, "hour-before"],
    [0, null],
    [-1, null],
  ])("%s hours before the class → %s", (hours, kind) => {
    expect(classReminderDue(startsAt, hoursBefore(hours))).toBe(kind);
  });
});

describe("classTimeFor", () => {
  it("shows IST, and the student's own clock when their zone differs", () => {
    expect(classTimeFor(startsAt, null)).toEqual({ india: "10 Dec 2026, 07:00 pm IST", local: null });
    expect(classTimeFor(startsAt, "Asia/Kolkata")).toEqual({ india: "10 Dec 2026, 07:00 pm IST", local: null });
    expect(classTimeFor(startsAt, "America/New_York").local).toBe("10 Dec 2026, 08:30 (America/New_York)");
    expect(classTimeFor(startsAt, "Pacific/Auckland").local).toBe("11 Dec 2026, 02:30 (Pacific/Auckland)");
    expect(classTimeFor(startsAt, "Mars/Olympus").local).toBeNull();
  });
});

describe("classReminderSubject", () => {
  it("names the class, and the day-before one its time in IST", () => {
    const time = classTimeFor(startsAt, null);
    expect(classReminderSubject("day-before", "Prompt patterns", time)).toBe(
      "Class reminder: Prompt patterns on 10 Dec 2026, 07:00 pm IST",
    );
    expect(classReminderSubject("hour-before", "Prompt patterns", time)).toBe("Starting in 1 hour: Prompt patterns");
  });
});
