import { describe, expect, it } from "vitest";
import { dailyRevenue, sumPeriods, type DayFigures } from "./overview";

const day = (date: string, figures: Partial<DayFigures> = {}): DayFigures => ({
  day: date,
  revenue: {},
  successfulPayments: 0,
  failedPayments: 0,
  newEnrolments: 0,
  newLeads: 0,
  ...figures,
});

describe("the admin overview's periods", () => {
  const today = "2026-11-24";
  const days = [
    day("2026-11-24", { revenue: { INR: 2_999_00 }, successfulPayments: 1, newLeads: 2 }),
    day("2026-11-18", { revenue: { INR: 11_999_00, USD: 149_00 }, successfulPayments: 2, failedPayments: 1 }),
    day("2026-11-17", { revenue: { INR: 199_00 }, successfulPayments: 1, newEnrolments: 1 }),
    day("2026-10-26", { revenue: { INR: 1_00 }, successfulPayments: 1 }),
    day("2026-10-25", { revenue: { INR: 5_00 }, successfulPayments: 1 }), // 31 days ago: outside
  ];

  it("adds up today, the last 7 days (from 6 days ago) and the last 30 days (from 29 days ago)", () => {
    const [todayFigures, week, month] = sumPeriods(days, today);
    expect(todayFigures).toMatchObject({
      from: "2026-11-24",
      revenue: { INR: 2_999_00, USD: 0 },
      successfulPayments: 1,
      newLeads: 2,
    });
    expect(week).toMatchObject({
      from: "2026-11-18",
      revenue: { INR: 14_998_00, USD: 149_00 },
      successfulPayments: 3,
      failedPayments: 1,
    });
    expect(month).toMatchObject({
      from: "2026-10-26",
      revenue: { INR: 15_198_00, USD: 149_00 },
      successfulPayments: 5,
      newEnrolments: 1,
    });
  });

  it("charts every one of the last 30 days, oldest first, with 0 where nothing was paid", () => {
    const series = dailyRevenue(days, today, "INR");
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-10-26", count: 1_00 });
    expect(series[29]).toEqual({ day: "2026-11-24", count: 2_999_00 });
    expect(series.filter((entry) => entry.count === 0)).toHaveLength(26);
  });
});
