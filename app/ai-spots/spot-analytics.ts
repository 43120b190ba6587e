import { filterQuery, filterText, spreadsheetSafe } from "~/staff";
import { indiaDayRange, type IndiaDayRange, isCalendarDate } from "~/platform";

// spec 3 §2.13, §5 "Filters", §7 "Analytics", §9 (CSV export, daily chart, state filter fix:
// docs/decisions/0013-analytics-state-filter.md).
export const ANALYTICS_TEXT = {
  topTitle: "Top 3 Active AI Spots",
  noTopSpots: "No AI Spot data available yet",
  noRows: "No analytics data found",
  direct: "Direct",
  directLabel: "Direct Website",
  directCity: "Online",
  directType: "Website",
  unknownSpot: "Unknown Spot",
} as const;

export const ANALYTICS_REFRESH_MS = 2 * 60 * 1000; // spec 3 §9: every 2 minutes
export const TOP_SPOTS_LIMIT = 3;
export const SPOT_ID_DISPLAY_LENGTH = 8;
export const ANALYTICS_PAGE_SIZE = 50;
export const CHART_MAX_DAYS = 92;

export const quizSubmissionsTitle = (count: number) => `Quiz Submissions (${count})`;

export interface AnalyticsFilters {
  state: string;
  city: string;
  spotName: string;
  email: string;
  dateFrom: string; // YYYY-MM-DD or ''
  dateTo: string; // YYYY-MM-DD or ''
}

const FILTER_PARAMS: Record<keyof AnalyticsFilters, string> = {
  state: "state",
  city: "city",
  spotName: "spot",
  email: "email",
  dateFrom: "from",
  dateTo: "to",
};

/** The filters from the address; text trimmed, dates that are not real days ignored. */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const text = (key: keyof AnalyticsFilters) => filterText(params, FILTER_PARAMS[key]);
  const day = (key: keyof AnalyticsFilters) => {
    const value = text(key);
    return isCalendarDate(value) ? value : "";
  };
  return {
    state: text("state"),
    city: text("city"),
    spotName: text("spotName"),
    email: text("email"),
    dateFrom: day("dateFrom"),
    dateTo: day("dateTo"),
  };
}

/** The address query of a set of filters (empty ones left out), for links such as the CSV export. */
export function analyticsFilterQuery(filters: AnalyticsFilters): string {
  return filterQuery(filters, FILTER_PARAMS);
}

export const analyticsFilterParamName = (key: keyof AnalyticsFilters) => FILTER_PARAMS[key];

/** The instants the date filters cover (spec 3 §5: 'date to' inclusive of that whole day), in India time. */
export function analyticsDateRange(filters: Pick<AnalyticsFilters, "dateFrom" | "dateTo">): IndiaDayRange {
  return indiaDayRange({ from: filters.dateFrom, to: filters.dateTo });
}

/** spec 3 §2.13: the first 8 characters and '...', or 'Direct' for a submission made on the website. */
export function shortSpotId(spotId: string | null): string {
  return spotId ? `${spotId.slice(0, SPOT_ID_DISPLAY_LENGTH)}...` : ANALYTICS_TEXT.direct;
}

export interface SubmissionSpot {
  typeOfPlace: string;
  city: string;
}

/** spec 3 §7: 'type - city'; 'Direct Website' without a spot; 'Unknown Spot' when the spot is gone. */
export function spotLabel(spotId: string | null, spot: SubmissionSpot | null): string {
  if (!spotId) return ANALYTICS_TEXT.directLabel;
  if (!spot) return ANALYTICS_TEXT.unknownSpot;
  return `${spot.typeOfPlace} - ${spot.city}`;
}

export interface DailyCount {
  day: string; // YYYY-MM-DD
  count: number;
}

/**
 * Whether a fixed label ('Online', 'Unknown Spot'…) holds what was typed, as the database's case-insensitive contains
 * would say.
 */
export function labelContains(label: string, typed: string): boolean {
  return label.toLowerCase().includes(typed.replaceAll("\u0000", "").toLowerCase());
}

/**
 * Submissions per day, with empty days as zero so the chart's bars are evenly spaced; at most the last `maxDays`.
 */
export function dailySeries(
  counts: readonly DailyCount[],
  range: { from: string; to: string } | null,
  maxDays = CHART_MAX_DAYS,
): DailyCount[] {
  const days = [...counts].sort((a, b) => a.day.localeCompare(b.day));
  const first = range?.from || days[0]?.day;
  const last = range?.to || days.at(-1)?.day;
  if (!first || !last || first > last) return [];
  const byDay = new Map(days.map((entry) => [entry.day, entry.count]));
  const series: DailyCount[] = [];
  for (let day = last; day >= first && series.length < maxDays; day = previousDay(day)) {
    series.push({ day, count: byDay.get(day) ?? 0 });
  }
  return series.reverse();
}

/**
 * The days the chart shows, so that only their submissions are counted; null when there are none.
 */
export function chartDays(
  range: { from: string; to: string } | null,
  data: { first: string; last: string } | null,
  maxDays = CHART_MAX_DAYS,
): { from: string; to: string } | null {
  const first = range?.from || data?.first;
  const last = range?.to || data?.last;
  if (!first || !last || first > last) return null;
  let from = last;
  for (let shown = 1; shown < maxDays && from > first; shown++) from = previousDay(from);
  return { from, to: last };
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export const ANALYTICS_CSV_HEADER = ["Visitor Name", "Email", "Mobile", "Date & Time", "AI Spot ID", "AI Spot Name"] as const;

export interface AnalyticsSubmission {
  id: string;
  name: string;
  email: string;
  mobile: string;
  createdAt: string; // ISO instant
  aispotId: string | null;
  spotLabel: string;
}

/** The export's rows: the table's columns, with the full spot id and an unambiguous ISO time. */
export function analyticsCsvRecords(rows: readonly AnalyticsSubmission[], formatTime: (iso: string) => string): string[][] {
  return [
    [...ANALYTICS_CSV_HEADER],
    ...rows.map((row) =>
      [row.name, row.email, row.mobile, formatTime(row.createdAt), row.aispotId ?? ANALYTICS_TEXT.direct, row.spotLabel].map(
        spreadsheetSafe,
      ),
    ),
  ];
}
