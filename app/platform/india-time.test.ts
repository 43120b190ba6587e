import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  addDaysToDate,
  knownTimeZone,
  formatClockTime,
  formatDisplayDate,
  formatIndiaClock,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDateTimeWithZone,
  indiaDate,
  indiaInstant,
  indiaStartOfDay,
  indiaZonedDate,
  parseIndiaDateTime,
  IST_TIME_ZONE,
  toIndiaDateTimeInput,
  wallClockIn,
} from "./india-time";

describe("India time", () => {
  it("formats instants in India, en-IN style", () => {
    expect(formatIndiaDateTime(new Date("2026-03-05T14:00:00Z"))).toBe("05 Mar 2026, 07:30 pm");
    expect(formatIndiaDateTime("2026-03-04T18:45:00Z")).toBe("05 Mar 2026, 12:15 am");
    expect(formatIndiaClock("2026-03-05T06:30:09Z")).toBe("12:00:09 pm");
    expect(indiaDate(new Date("2026-03-04T19:00:00Z"))).toBe("2026-03-05");
  });

  it("names the zone where asked, and prints an instant's India day padded or, for documents, not", () => {
    expect(formatIndiaDateTimeWithZone("2026-03-05T14:00:00Z")).toBe("05 Mar 2026, 07:30 pm IST");
    expect(formatIndiaDate(new Date("2026-12-04T18:30:00Z"))).toBe("05 Dec 2026");
    expect(formatIndiaDate(new Date("2026-12-04T18:30:00Z"), { padDay: false })).toBe("5 Dec 2026");
    expect(formatIndiaDate(new Date("2026-11-23T18:29:59Z"), { padDay: false })).toBe("23 Nov 2026");
  });

  it("hands libraries a Date that reads India's clock", () => {
    const zoned = indiaZonedDate(new Date("2026-03-05T14:00:00Z"));
    expect([zoned.getDate(), zoned.getHours(), zoned.getMinutes()]).toEqual([5, 19, 30]);
    expect(zoned.getTime()).toBe(Date.parse("2026-03-05T14:00:00Z"));
  });

  it("reads datetime-local values as India time and writes them back", () => {
    const instant = parseIndiaDateTime("2026-03-05T19:30");
    expect(instant?.toISOString()).toBe("2026-03-05T14:00:00.000Z");
    expect(toIndiaDateTimeInput(instant!)).toBe("2026-03-05T19:30");
    expect(parseIndiaDateTime("2026-03-05T19:30:15")?.toISOString()).toBe("2026-03-05T14:00:15.000Z");
    expect(parseIndiaDateTime("2026-03-05T14:00:00Z")?.toISOString()).toBe("2026-03-05T14:00:00.000Z");
    expect(parseIndiaDateTime("2026-02-30T10:00")).toBeNull();
    expect(parseIndiaDateTime("2026-03-05T24:00")).toBeNull();
    expect(parseIndiaDateTime("tomorrow")).toBeNull();
  });

  it("finds the instant of a wall-clock time and of the start of a day in India", () => {
    expect(indiaInstant("2026-03-21", "19:00:00").toISOString()).toBe("2026-03-21T13:30:00.000Z");
    expect(indiaInstant("2026-01-01", "00:10").toISOString()).toBe("2025-12-31T18:40:00.000Z");
    expect(indiaStartOfDay("2026-03-05").toISOString()).toBe("2026-03-04T18:30:00.000Z");
  });

  it("shows dates as dd Mon yyyy and times as their first 5 characters", () => {
    expect(formatDisplayDate("2026-03-05")).toBe("05 Mar 2026");
    expect(formatDisplayDate("2026-09-30")).toBe("30 Sep 2026");
    expect(formatClockTime("19:00:00")).toBe("19:00");
  });

  it("reads an instant on a clock in any zone", () => {
    expect(wallClockIn(new Date("2026-03-21T13:30:00Z"), "America/Los_Angeles")).toEqual({ date: "21 Mar 2026", time: "06:30" });
    expect(wallClockIn(new Date("2026-03-21T13:30:00Z"), "Asia/Kolkata")).toEqual({ date: "21 Mar 2026", time: "19:00" });
  });

  it("crosses month and year ends on the calendar", () => {
    expect(addDaysToDate("2025-12-15", 30)).toBe("2026-01-14");
    expect(addDaysToDate("2028-02-10", 30)).toBe("2028-03-11");
  });

  it("agrees with the time-zone database on India's clock, every 4.3 days from 1946 to 2100", () => {
    const pad = (value: number) => String(value).padStart(2, "0");
    for (let time = Date.UTC(1946, 0, 1, 3, 17); time < Date.UTC(2100, 0, 1); time += 371_520_000) {
      const instant = new Date(time);
      const zoned = new TZDate(time, IST_TIME_ZONE);
      const date = `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
      const clock = `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}:${pad(zoned.getSeconds())}`;
      expect(indiaDate(instant)).toBe(date);
      expect(wallClockIn(instant, IST_TIME_ZONE)).toEqual(wallClockIn(instant, "Asia/Calcutta"));
      expect(indiaInstant(date, clock).getTime()).toBe(time);
    }
  });

  it("still asks the time-zone database before 1945, when India's offset was not yet +05:30", () => {
    expect(indiaInstant("1943-06-01", "12:00").toISOString()).toBe("1943-06-01T05:30:00.000Z");
  });
});

describe("knownTimeZone", () => {
  it("keeps IANA names this runtime knows and nothing else", () => {
    expect(knownTimeZone("America/Toronto")).toBe("America/Toronto");
    expect(knownTimeZone("Not/AZone")).toBeNull();
    expect(knownTimeZone("")).toBeNull();
    expect(knownTimeZone(42)).toBeNull();
    expect(knownTimeZone("x".repeat(100))).toBeNull();
  });
});
