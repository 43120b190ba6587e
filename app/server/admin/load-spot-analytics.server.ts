import { count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { indiaDate, indiaStartOfDay } from "~/domain/india-time";
import {
  ANALYTICS_PAGE_SIZE,
  dailySeries,
  spotLabel,
  TOP_SPOTS_LIMIT,
  type AnalyticsFilters,
  type AnalyticsSubmission,
  type DailyCount,
} from "~/domain/admin/spot-analytics";
import type { Database } from "../db/client.server";
import { indiaDateOf } from "../db/india-time-sql";
import { aispotMaster, quizResponses } from "../db/schema";
import { logger } from "../logger.server";
import { analyticsWhere, querySubmissions } from "./spot-analytics-query.server";

export interface TopSpot {
  aispotId: string;
  name: string;
  label: string;
  scans: number;
}

export interface SpotAnalytics {
  loadedAt: string;
  tiles: { scansToday: number; totalSpots: number; scansAllTime: number };
  topSpots: TopSpot[];
  submissions: AnalyticsSubmission[];
  total: number;
  page: number;
  pageCount: number;
  daily: DailyCount[];
}

/**
 * spec 3 §2.13: the tiles (a scan is a quiz submitted through a spot's QR code; today is India's day),
 * the three spots with the most scans, the filtered submissions a page at a time, and the filtered
 * submissions per day for the chart. A failed read is logged and the screen shows zeros and no rows.
 */
export async function loadSpotAnalytics(
  database: Database,
  { filters, page, now }: { filters: AnalyticsFilters; page: number; now: Date },
): Promise<SpotAnalytics> {
  const loadedAt = now.toISOString();
  try {
    const where = analyticsWhere(filters);
    const [scans] = await database
      .select({
        scansAllTime: count(),
        scansToday: sql<number>`count(*) filter (where ${gte(quizResponses.createdAt, indiaStartOfDay(indiaDate(now)))})`.mapWith(
          Number,
        ),
      })
      .from(quizResponses)
      .where(isNotNull(quizResponses.aispotId));
    const [spots] = await database.select({ totalSpots: count() }).from(aispotMaster);

    const scanCount = sql<number>`count(*)`.mapWith(Number);
    const top = await database
      .select({
        aispotId: aispotMaster.aispotId,
        name: aispotMaster.name,
        typeOfPlace: aispotMaster.typeOfPlace,
        city: aispotMaster.city,
        scans: scanCount,
      })
      .from(quizResponses)
      .innerJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
      .groupBy(aispotMaster.aispotId)
      .orderBy(desc(scanCount), desc(sql`max(${quizResponses.createdAt})`))
      .limit(TOP_SPOTS_LIMIT);

    const [{ total }] = (await database
      .select({ total: count() })
      .from(quizResponses)
      .leftJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
      .where(where)) as [{ total: number }];
    const pageCount = Math.max(1, Math.ceil(total / ANALYTICS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const submissions = await querySubmissions(database, {
      filters,
      limit: ANALYTICS_PAGE_SIZE,
      offset: (current - 1) * ANALYTICS_PAGE_SIZE,
    });

    const indiaDay = sql<string>`to_char(${indiaDateOf(quizResponses.createdAt)}, 'YYYY-MM-DD')`;
    const perDay = await database
      .select({ day: indiaDay, count: sql<number>`count(*)`.mapWith(Number) })
      .from(quizResponses)
      .leftJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
      .where(where)
      .groupBy(indiaDay);
    const range = filters.dateFrom || filters.dateTo ? { from: filters.dateFrom, to: filters.dateTo || indiaDate(now) } : null;

    return {
      loadedAt,
      tiles: { scansToday: scans?.scansToday ?? 0, totalSpots: spots?.totalSpots ?? 0, scansAllTime: scans?.scansAllTime ?? 0 },
      topSpots: top.map((spot) => ({
        aispotId: spot.aispotId,
        name: spot.name,
        label: spotLabel(spot.aispotId, spot),
        scans: spot.scans,
      })),
      submissions,
      total,
      page: current,
      pageCount,
      daily: dailySeries(perDay, range),
    };
  } catch (error) {
    logger.error({ err: error }, "could not load AI Spot analytics");
    return {
      loadedAt,
      tiles: { scansToday: 0, totalSpots: 0, scansAllTime: 0 },
      topSpots: [],
      submissions: [],
      total: 0,
      page: 1,
      pageCount: 1,
      daily: [],
    };
  }
}
