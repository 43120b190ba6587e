import { describe, expect, it } from "vitest";
import {
  bucketOf,
  bucketRange,
  checkNewDueDate,
  checkReason,
  collectionRate,
  COLLECTIONS_TEXT,
  daysOverdue,
  isPaused,
  overdueReminderOn,
  readCollectionFilters,
  waiveInstalment,
} from "./collections";

describe("days overdue", () => {
  it("counts whole India days from the due date, across months and years", () => {
    expect(daysOverdue("2026-03-10", "2026-03-10")).toBe(0);
    expect(daysOverdue("2026-03-10", "2026-03-07")).toBe(-3);
    expect(daysOverdue("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysOverdue("2025-12-30", "2026-01-06")).toBe(7);
  });
});

describe("reminders after the due date", () => {
  it("asks for 'overdue-3' from 3 to 6 days after, 'overdue-7' from 7 to 9, nothing else", () => {
    const due = "2026-03-10";
    const kinds = Array.from({ length: 14 }, (_, day) => overdueReminderOn(due, `2026-03-${String(8 + day).padStart(2, "0")}`));
    expect(kinds).toEqual([
      null, // 8th
      null,
      null, // due day: the existing 'due' reminder
      null,
      null,
      "overdue-3", // 13th
      "overdue-3",
      "overdue-3",
      "overdue-3",
      "overdue-7", // 17th
      "overdue-7",
      "overdue-7",
      null, // 20th
      null,
    ]);
  });
});

describe("pausing", () => {
  it("pauses only after the grace period, never without a due date", () => {
    expect(isPaused("2026-03-10", "2026-03-17", 7)).toBe(false);
    expect(isPaused("2026-03-10", "2026-03-18", 7)).toBe(true);
    expect(isPaused("2026-03-10", "2026-03-11", 0)).toBe(true);
    expect(isPaused(null, "2030-01-01", 7)).toBe(false);
  });

  it("says why, with the date in the site's format", () => {
    expect(COLLECTIONS_TEXT.paused("2026-03-05")).toBe(
      "Your access is paused because the instalment due on 05 Mar 2026 is unpaid.",
    );
  });
});

describe("the desk's buckets", () => {
  it("puts each day in one overdue bucket", () => {
    expect(bucketOf(-7)).toBeNull();
    expect(bucketOf(-6)).toBe("due-this-week");
    expect(bucketOf(0)).toBe("due-this-week");
    expect(bucketOf(1)).toBe("overdue-1-7");
    expect(bucketOf(7)).toBe("overdue-1-7");
    expect(bucketOf(8)).toBe("overdue-8-30");
    expect(bucketOf(30)).toBe("overdue-8-30");
    expect(bucketOf(31)).toBe("overdue-31-plus");
  });

  it("gives each bucket the range the query uses, 'paused' from the grace period", () => {
    expect(bucketRange("overdue-8-30", 7)).toEqual({ min: 8, max: 30 });
    expect(bucketRange("paused", 7)).toEqual({ min: 8, max: null });
    expect(bucketRange("paused", 3)).toEqual({ min: 4, max: null });
  });

  it("reads filters from the address, falling back on anything unknown", () => {
    const filters = readCollectionFilters(new URLSearchParams("bucket=paused&currency=USD&q=%20asha%20&page=3&course=AI"));
    expect(filters).toEqual({ bucket: "paused", currency: "USD", search: "asha", page: 3, course: "AI" });
    expect(readCollectionFilters(new URLSearchParams("bucket=x&currency=EUR&page=-2"))).toEqual({
      bucket: "overdue-1-7",
      currency: "",
      search: "",
      page: 1,
      course: "",
    });
  });
});

describe("an admin's new due date and reason", () => {
  it("accepts a real date after today, up to 92 days ahead", () => {
    expect(checkNewDueDate("2026-03-20", "2026-03-10")).toEqual({ dueDate: "2026-03-20" });
    expect(checkNewDueDate("2026-06-10", "2026-03-10")).toEqual({ dueDate: "2026-06-10" });
    expect(checkNewDueDate("2026-06-11", "2026-03-10")).toEqual({ message: COLLECTIONS_TEXT.dateTooFar });
    expect(checkNewDueDate("2026-03-10", "2026-03-10")).toEqual({ message: COLLECTIONS_TEXT.dateNotAhead });
    expect(checkNewDueDate("2026-02-30", "2026-01-10")).toEqual({ message: COLLECTIONS_TEXT.badDate });
    expect(checkNewDueDate("next week", "2026-01-10")).toEqual({ message: COLLECTIONS_TEXT.badDate });
    expect(checkNewDueDate(undefined, "2026-01-10")).toEqual({ message: COLLECTIONS_TEXT.badDate });
  });

  it("requires a reason", () => {
    expect(checkReason("  Lost job, pays on the 20th ")).toEqual({ reason: "Lost job, pays on the 20th" });
    expect(checkReason("   ")).toEqual({ message: COLLECTIONS_TEXT.reasonRequired });
    expect(checkReason("x".repeat(501))).toEqual({ message: COLLECTIONS_TEXT.reasonTooLong });
  });
});

describe("a waiver", () => {
  const enrolment = { feeMinor: 400_000, paidMinor: 100_000, pricePerMonthMinor: 100_000, monthsInPlan: 4, monthsPaid: 1 };

  it("takes one instalment off the fee and the plan, and moves the due date 30 days", () => {
    expect(waiveInstalment(enrolment, "2026-03-10")).toEqual({
      waivedMinor: 100_000,
      feeMinor: 300_000,
      monthsInPlan: 3,
      nextDueDate: "2026-04-09",
    });
  });

  it("waives at most what remains, and nothing on a paid enrolment", () => {
    expect(waiveInstalment({ ...enrolment, paidMinor: 350_000, monthsPaid: 3 }, "2026-03-10")?.waivedMinor).toBe(50_000);
    expect(waiveInstalment({ ...enrolment, paidMinor: 400_000 }, "2026-03-10")).toBeNull();
  });
});

describe("the collection rate", () => {
  it("is collected over due, in whole percent, and absent when nothing fell due", () => {
    expect(collectionRate(150_000, 200_000)).toBe(75);
    expect(collectionRate(2, 3)).toBe(66);
    expect(collectionRate(0, 0)).toBeNull();
  });
});
