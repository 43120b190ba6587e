import { describe, expect, it } from "vitest";
import {
  ANALYTICS_TEXT,
  analyticsCsvRecords,
  analyticsDateRange,
  analyticsFilterQuery,
  chartDays,
  dailySeries,
  labelContains,
  quizSubmissionsTitle,
  readAnalyticsFilters,
  shortSpotId,
  spotLabel,
} from "./spot-analytics";

describe("spot analytics (spec 3 §2.13, §5, §7)", () => {
  it("shows a spot id as its first 8 characters and '...', or 'Direct'", () => {
    expect(shortSpotId("3f2b9c1e-0d4a-4b8e-9c7d-1a2b3c4d5e6f")).toBe("3f2b9c1e...");
    expect(shortSpotId(null)).toBe("Direct");
  });

  it("labels a submission 'type - city', 'Direct Website' or 'Unknown Spot'", () => {
    expect(spotLabel("id", { typeOfPlace: "Cafes", city: "Pune" })).toBe("Cafes - Pune");
    expect(spotLabel(null, null)).toBe("Direct Website");
    expect(spotLabel("gone", null)).toBe("Unknown Spot");
    expect(ANALYTICS_TEXT).toMatchObject({ directCity: "Online", directType: "Website" });
  });

  it("titles the table 'Quiz Submissions (n)'", () => {
    expect(quizSubmissionsTitle(0)).toBe("Quiz Submissions (0)");
    expect(quizSubmissionsTitle(12)).toBe("Quiz Submissions (12)");
  });

  it("reads filters from the address, ignoring dates that are not days", () => {
    const filters = readAnalyticsFilters(
      new URLSearchParams("state= Karnataka &city=pune&spot=cafe&email=@x&from=2026-02-30&to=2026-03-05"),
    );
    expect(filters).toEqual({
      state: "Karnataka",
      city: "pune",
      spotName: "cafe",
      email: "@x",
      dateFrom: "",
      dateTo: "2026-03-05",
    });
    expect(analyticsFilterQuery(filters)).toBe("state=Karnataka&city=pune&spot=cafe&email=%40x&to=2026-03-05");
  });

  it("makes 'date to' inclusive to the end of that day, in India time", () => {
    const range = analyticsDateRange({ dateFrom: "2026-03-01", dateTo: "2026-03-05" });
    expect(range.from?.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(range.before?.toISOString()).toBe("2026-03-05T18:30:00.000Z"); // midnight starting 6 March in India
    expect(analyticsDateRange({ dateFrom: "", dateTo: "2026-12-31" }).before?.toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(analyticsDateRange({ dateFrom: "", dateTo: "" })).toEqual({ from: null, before: null });
  });

  it("fills the chart's days without submissions with zero and keeps the last days of a long range", () => {
    const counts = [
      { day: "2026-03-03", count: 2 },
      { day: "2026-03-01", count: 1 },
    ];
    expect(dailySeries(counts, null)).toEqual([
      { day: "2026-03-01", count: 1 },
      { day: "2026-03-02", count: 0 },
      { day: "2026-03-03", count: 2 },
    ]);
    expect(dailySeries(counts, { from: "2026-02-28", to: "2026-03-02" })).toEqual([
      { day: "2026-02-28", count: 0 },
      { day: "2026-03-01", count: 1 },
      { day: "2026-03-02", count: 0 },
    ]);
    expect(dailySeries([], null)).toEqual([]);
    expect(dailySeries(counts, { from: "2025-01-01", to: "2026-03-03" }, 5).map((entry) => entry.day)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
    ]);
  });

  it("counts only the chart's days: the filters' dates or the days with data, at most the last ones", () => {
    const data = { first: "2026-01-10", last: "2026-03-03" };
    expect(chartDays(null, data, 5)).toEqual({ from: "2026-02-27", to: "2026-03-03" });
    expect(chartDays(null, { first: "2026-03-01", last: "2026-03-03" }, 5)).toEqual({ from: "2026-03-01", to: "2026-03-03" });
    expect(chartDays({ from: "2026-02-28", to: "2026-03-02" }, data, 5)).toEqual({ from: "2026-02-28", to: "2026-03-02" });
    expect(chartDays({ from: "", to: "2026-01-12" }, data, 5)).toEqual({ from: "2026-01-10", to: "2026-01-12" });
    expect(chartDays(null, null)).toBeNull();
    expect(chartDays({ from: "2026-03-05", to: "2026-03-01" }, data)).toBeNull();
    // The series over the chart's days only is the series over every day.
    const counts = [
      { day: "2026-01-10", count: 4 },
      { day: "2026-02-28", count: 1 },
      { day: "2026-03-03", count: 2 },
    ];
    const window = chartDays(null, data, 5)!;
    const inWindow = counts.filter((entry) => entry.day >= window.from && entry.day <= window.to);
    expect(dailySeries(inWindow, window, 5)).toEqual(dailySeries(counts, null, 5));
  });

  it("builds the export's rows with the table's columns", () => {
    const records = analyticsCsvRecords(
      [
        {
          id: "1",
          name: "=cmd",
          email: "a@b.c",
          mobile: "98",
          createdAt: "2026-03-01T10:00:00.000Z",
          aispotId: null,
          spotLabel: "Direct Website",
        },
      ],
      (iso) => `at ${iso}`,
    );
    expect(records).toEqual([
      ["Visitor Name", "Email", "Mobile", "Date & Time", "AI Spot ID", "AI Spot Name"],
      ["'=cmd", "a@b.c", "98", "at 2026-03-01T10:00:00.000Z", "Direct", "Direct Website"],
    ]);
  });

  it("says whether a fixed label holds what was typed, whatever the case, % and _ as letters", () => {
    expect(labelContains(ANALYTICS_TEXT.directCity, "ONL")).toBe(true);
    expect(labelContains(ANALYTICS_TEXT.directLabel, "ct web")).toBe(true);
    expect(labelContains(ANALYTICS_TEXT.unknownSpot, "unknown s")).toBe(true);
    expect(labelContains(ANALYTICS_TEXT.directCity, "On\u0000line")).toBe(true);
    expect(labelContains(ANALYTICS_TEXT.directCity, "%")).toBe(false);
    expect(labelContains(ANALYTICS_TEXT.directLabel, "Direct_Website")).toBe(false);
    expect(labelContains(ANALYTICS_TEXT.directCity, "Mumbai")).toBe(false);
  });
});
