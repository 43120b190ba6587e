// /admin — the overview: the day's numbers, for today, the last 7 and the last 30 days in India.
import { addDaysToDate, type Currency } from "~/platform";

export const OVERVIEW_PERIODS = [
  { key: "today", label: "Today", days: 1 },
  { key: "week", label: "Last 7 days", days: 7 },
  { key: "month", label: "Last 30 days", days: 30 },
] as const;
export type OverviewPeriodKey = (typeof OVERVIEW_PERIODS)[number]["key"];

/** A payment still pending this long after it was made is worth a look. */
export const PENDING_ALERT_MINUTES = 15;

/** The first India date a period covers, ending today. */
export function periodStart(today: string, days: number): string {
  return addDaysToDate(today, -(days - 1));
}

/** One day's figures, as the database groups them (India dates). */
export interface DayFigures {
  day: string;
  /** Net revenue in minor units, per currency: successful payments minus refunds. */
  revenue: Partial<Record<Currency, number>>;
  successfulPayments: number;
  failedPayments: number;
  newEnrolments: number;
  newLeads: number;
}

export interface PeriodFigures {
  key: OverviewPeriodKey;
  label: string;
  from: string;
  to: string;
  revenue: Record<Currency, number>;
  successfulPayments: number;
  failedPayments: number;
  newEnrolments: number;
  newLeads: number;
}

/** Adds up the days of each period. Days outside the last 30 are ignored. */
export function sumPeriods(days: readonly DayFigures[], today: string): PeriodFigures[] {
  return OVERVIEW_PERIODS.map((period) => {
    const from = periodStart(today, period.days);
    const inPeriod = days.filter((day) => day.day >= from && day.day <= today);
    const total = (pick: (day: DayFigures) => number) => inPeriod.reduce((sum, day) => sum + pick(day), 0);
    return {
      key: period.key,
      label: period.label,
      from,
      to: today,
      revenue: { INR: total((day) => day.revenue.INR ?? 0), USD: total((day) => day.revenue.USD ?? 0) },
      successfulPayments: total((day) => day.successfulPayments),
      failedPayments: total((day) => day.failedPayments),
      newEnrolments: total((day) => day.newEnrolments),
      newLeads: total((day) => day.newLeads),
    };
  });
}

/** Every day of the last `days` (oldest first) with its revenue in one currency, 0 where nothing was paid. */
export function dailyRevenue(days: readonly DayFigures[], today: string, currency: Currency, count = 30) {
  const byDay = new Map(days.map((day) => [day.day, day.revenue[currency] ?? 0]));
  return Array.from({ length: count }, (_, index) => {
    const day = addDaysToDate(today, index - (count - 1));
    return { day, count: byDay.get(day) ?? 0 };
  });
}
