import { describe, expect, it } from "vitest";
import { formatIndiaClock, formatIndiaDateTime, indiaDate, parseIndiaDateTime, toIndiaDateTimeInput } from "./india-time";

describe("India time for the admin screens", () => {
  it("formats instants in India, en-IN style", () => {
    expect(formatIndiaDateTime(new Date("2026-03-05T14:00:00Z"))).toBe("05 Mar 2026, 07:30 pm");
    expect(formatIndiaDateTime("2026-03-04T18:45:00Z")).toBe("05 Mar 2026, 12:15 am");
    expect(formatIndiaClock("2026-03-05T06:30:09Z")).toBe("12:00:09 pm");
    expect(indiaDate(new Date("2026-03-04T19:00:00Z"))).toBe("2026-03-05");
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
});
