import { and, count, gte, ne, sql, type SQL } from "drizzle-orm";
import { indiaDate, indiaStartOfDay, pageWindow } from "~/platform";
import {
  ANALYTICS_PAGE_SIZE,
  chartDays,
  dailySeries,
  spotLabel,
  TOP_SPOTS_LIMIT,
  type AnalyticsFilters,
  type AnalyticsSubmission,
  type DailyCount,
} from "~/ai-spots/spot-analytics";
import {
  aispotMaster,
  type Database,
  indiaDateOf,
  leadCounts,
  logger,
  queryRows,
  quizDailyCounts,
  quizResponses,
  spotScanCounts,
} from "~/platform/index.server";
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
 * spec 3 §2.13: tiles (today is India's day), top three spots, filtered submissions a page at a time and per day.
 * A failed read is logged and the screen shows zeros and no rows.
 */
export async function loadSpotAnalytics(
  database: Database,
  { filters, page, now }: { filters: AnalyticsFilters; page: number; now: Date },
): Promise<SpotAnalytics> {
  const loadedAt = now.toISOString();
  try {
    const where = analyticsWhere(filters);
    // The tiles and the three spots with the most scans, from each spot's scans kept by triggers (spot_scan_counts,
    // drizzle/0023); today's scans are today's rows of quiz_created_idx.
    const [scans, top] = await Promise.all([
      queryRows<{ scans_all_time: number; scans_today: number }>(
        database,
        sql`select (select coalesce(sum(${spotScanCounts.scans}), 0) from ${spotScanCounts})::int as scans_all_time,
              (select count(*) from ${quizResponses}
                where ${quizResponses.createdAt} >= ${indiaStartOfDay(indiaDate(now)).toISOString()}::timestamptz
                  and ${quizResponses.aispotId} is not null)::int as scans_today`,
      ),
      queryRows<{ aispot_id: string; name: string; type_of_place: string; city: string; scans: number }>(
        database,
        sql`select spot.aispot_id, spot.name, spot.type_of_place, spot.city, counted.scans::int as scans
            from ${spotScanCounts} counted join ${aispotMaster} spot on spot.aispot_id = counted.aispot_id
            where counted.scans > 0
            order by counted.scans desc, counted.last_scan_at desc limit ${TOP_SPOTS_LIMIT}`,
      ),
    ]);
    const [spots] = await database.select({ totalSpots: count() }).from(aispotMaster);

    // The total, and the first and last submission (the chart's days when the filters give none). Unfiltered, the
    // total is every quiz lead (lead_counts, kept by triggers) and the first and last are read from the index.
    const [filtered] = where
      ? await queryRows<{ total: number; first: number | null; last: number | null }>(
          database,
          sql`select count(*)::int as total, (extract(epoch from min(${quizResponses.createdAt})) * 1000)::float8 as first, (extract(epoch from max(${quizResponses.createdAt})) * 1000)::float8 as last
              from ${quizResponses} where ${where}`,
        )
      : await queryRows<{ total: number; first: number | null; last: number | null }>(
          database,
          sql`select (select coalesce(sum(${leadCounts.leads}), 0)::int from ${leadCounts} where ${leadCounts.leadKind} = 'quiz') as total,
                (select (extract(epoch from min(${quizResponses.createdAt})) * 1000)::float8 from ${quizResponses}) as first,
                (select (extract(epoch from max(${quizResponses.createdAt})) * 1000)::float8 from ${quizResponses}) as last`,
        );
    const total = filtered?.total ?? 0;
    const { page: current, pageCount, limit, offset } = pageWindow({ total, requested: page, pageSize: ANALYTICS_PAGE_SIZE });
    const submissions = await querySubmissions(database, { filters, limit, offset });

    const range = filters.dateFrom || filters.dateTo ? { from: filters.dateFrom, to: filters.dateTo || indiaDate(now) } : null;
    const days = chartDays(
      range,
      filtered?.first != null && filtered.last != null
        ? { first: indiaDate(new Date(Number(filtered.first))), last: indiaDate(new Date(Number(filtered.last))) }
        : null,
    );
    const perDay = days ? await submissionsPerDay(database, where, days.from) : [];

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

/**
 * Submissions per India day from `from` on: trigger-kept counts when unfiltered; filtered, grouped by date before
 * it is written out, which is cheaper than formatting every submission's date.
 */
async function submissionsPerDay(database: Database, where: SQL | undefined, from: string): Promise<DailyCount[]> {
  if (!where) {
    return database
      .select({
        day: sql<string>`to_char(${quizDailyCounts.indiaDay}, 'YYYY-MM-DD')`,
        count: sql<number>`${quizDailyCounts.submissions}`.mapWith(Number),
      })
      .from(quizDailyCounts)
      .where(and(gte(quizDailyCounts.indiaDay, from), ne(quizDailyCounts.submissions, 0)));
  }
  const perDay = database
    .select({ day: sql<string>`${indiaDateOf(quizResponses.createdAt)}`.as("day"), count: count().as("count") })
    .from(quizResponses)
    .where(and(where, gte(quizResponses.createdAt, indiaStartOfDay(from))))
    .groupBy(sql`1`)
    .as("per_day");
  return database
    .select({ day: sql<string>`to_char(${perDay.day}, 'YYYY-MM-DD')`, count: sql<number>`${perDay.count}`.mapWith(Number) })
    .from(perDay);
}
