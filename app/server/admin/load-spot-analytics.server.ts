import { and, count, eq, gte, sql } from "drizzle-orm";
import { indiaDate, indiaStartOfDay } from "~/domain/india-time";
import {
  ANALYTICS_PAGE_SIZE,
  chartDays,
  dailySeries,
  spotLabel,
  TOP_SPOTS_LIMIT,
  type AnalyticsFilters,
  type AnalyticsSubmission,
  type DailyCount,
} from "~/domain/admin/spot-analytics";
import { queryRows, type Database } from "../db/client.server";
import { indiaDateOf } from "../db/india-time-sql";
import { aispotMaster, leadCounts, quizResponses } from "../db/schema";
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
    // The tiles, and the three spots with the most scans: the scans are counted per spot before the join (issue 19).
    const [scans, top] = await Promise.all([
      queryRows<{ scans_all_time: number; scans_today: number }>(
        database,
        sql`select count(*)::int as scans_all_time,
              (count(*) filter (where ${quizResponses.createdAt} >= ${indiaStartOfDay(indiaDate(now)).toISOString()}::timestamptz))::int as scans_today
            from ${quizResponses} where ${quizResponses.aispotId} is not null`,
      ),
      queryRows<{ aispot_id: string; name: string; type_of_place: string; city: string; scans: number }>(
        database,
        sql`select spot.aispot_id, spot.name, spot.type_of_place, spot.city, per_spot.scans
            from (select ${quizResponses.aispotId} as aispot_id, count(*)::int as scans, max(${quizResponses.createdAt}) as last_scan
                    from ${quizResponses} where ${quizResponses.aispotId} is not null group by 1) per_spot
            join aispot_master spot on spot.aispot_id = per_spot.aispot_id
            order by per_spot.scans desc, per_spot.last_scan desc limit ${TOP_SPOTS_LIMIT}`,
      ),
    ]);
    const [spots] = await database.select({ totalSpots: count() }).from(aispotMaster);

    // The total, and the first and last submission (the chart's days when the filters give none). Unfiltered, the
    // total is every quiz lead (lead_counts, kept by triggers) and the first and last are read from the index.
    const [filtered] = where
      ? await queryRows<{ total: number; first: number | null; last: number | null }>(
          database,
          sql`select count(*)::int as total, (extract(epoch from min(${quizResponses.createdAt})) * 1000)::float8 as first, (extract(epoch from max(${quizResponses.createdAt})) * 1000)::float8 as last
              from ${quizResponses} left join ${aispotMaster} on ${eq(aispotMaster.aispotId, quizResponses.aispotId)}
              where ${where}`,
        )
      : await queryRows<{ total: number; first: number | null; last: number | null }>(
          database,
          sql`select (select coalesce(sum(${leadCounts.leads}), 0)::int from ${leadCounts} where ${leadCounts.leadKind} = 'quiz') as total,
                (select (extract(epoch from min(${quizResponses.createdAt})) * 1000)::float8 from ${quizResponses}) as first,
                (select (extract(epoch from max(${quizResponses.createdAt})) * 1000)::float8 from ${quizResponses}) as last`,
        );
    const total = filtered?.total ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / ANALYTICS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const submissions = await querySubmissions(database, {
      filters,
      limit: ANALYTICS_PAGE_SIZE,
      offset: (current - 1) * ANALYTICS_PAGE_SIZE,
    });

    const range = filters.dateFrom || filters.dateTo ? { from: filters.dateFrom, to: filters.dateTo || indiaDate(now) } : null;
    const days = chartDays(
      range,
      filtered?.first != null && filtered.last != null
        ? { first: indiaDate(new Date(Number(filtered.first))), last: indiaDate(new Date(Number(filtered.last))) }
        : null,
    );
    const indiaDay = sql<string>`to_char(${indiaDateOf(quizResponses.createdAt)}, 'YYYY-MM-DD')`;
    const perDay = days
      ? await database
          .select({ day: indiaDay, count: sql<number>`count(*)`.mapWith(Number) })
          .from(quizResponses)
          .leftJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
          .where(and(where, gte(quizResponses.createdAt, indiaStartOfDay(days.from))))
          .groupBy(indiaDay)
      : [];

    return {
      loadedAt,
      tiles: {
        scansToday: scans[0]?.scans_today ?? 0,
        totalSpots: spots?.totalSpots ?? 0,
        scansAllTime: scans[0]?.scans_all_time ?? 0,
      },
      topSpots: top.map((spot) => ({
        aispotId: spot.aispot_id,
        name: spot.name,
        label: spotLabel(spot.aispot_id, { typeOfPlace: spot.type_of_place, city: spot.city }),
        scans: spot.scans,
      })),
      submissions,
      total,
      page: current,
      pageCount,
      daily: dailySeries(perDay, days),
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
