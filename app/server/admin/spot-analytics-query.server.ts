import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  analyticsDateRange,
  ANALYTICS_TEXT,
  spotLabel,
  type AnalyticsFilters,
  type AnalyticsSubmission,
} from "~/domain/admin/spot-analytics";
import type { Database } from "../db/client.server";
import { aispotMaster, quizResponses } from "../db/schema";
import { containsPattern } from "./like-pattern.server";

// The analytics table's query, shared by the screen and its CSV export so both show the same rows.

const spotLabelSql = sql`(${aispotMaster.typeOfPlace} || ' - ' || ${aispotMaster.city})`;

/**
 * spec 3 §5 "Filters": case-insensitive contains on the text filters, dates inclusive to the end of
 * 'date to'. The state filter matches the spot's state (the old screen matched it against the city:
 * docs/decisions/analytics-state-filter.md). Submissions made on the website count as city 'Online'.
 */
export function analyticsWhere(filters: AnalyticsFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(ilike(aispotMaster.state, containsPattern(filters.state)));
  if (filters.city) {
    const pattern = containsPattern(filters.city);
    conditions.push(
      or(
        ilike(aispotMaster.city, pattern),
        and(isNull(quizResponses.aispotId), sql`${ANALYTICS_TEXT.directCity}::text ilike ${pattern}`),
      )!,
    );
  }
  if (filters.spotName) {
    const pattern = containsPattern(filters.spotName);
    conditions.push(
      or(
        ilike(aispotMaster.name, pattern),
        sql`${spotLabelSql} ilike ${pattern}`,
        and(isNull(quizResponses.aispotId), sql`${ANALYTICS_TEXT.directLabel}::text ilike ${pattern}`),
        and(
          isNotNull(quizResponses.aispotId),
          isNull(aispotMaster.aispotId),
          sql`${ANALYTICS_TEXT.unknownSpot}::text ilike ${pattern}`,
        ),
      )!,
    );
  }
  if (filters.email) conditions.push(ilike(quizResponses.email, containsPattern(filters.email)));
  const { from, before } = analyticsDateRange(filters);
  if (from) conditions.push(gte(quizResponses.createdAt, from));
  if (before) conditions.push(lt(quizResponses.createdAt, before));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The filtered submissions, newest first, with their spot's label. */
export async function querySubmissions(
  database: Database,
  { filters, limit, offset = 0 }: { filters: AnalyticsFilters; limit: number; offset?: number },
): Promise<AnalyticsSubmission[]> {
  const rows = await database
    .select({
      id: quizResponses.id,
      name: quizResponses.name,
      email: quizResponses.email,
      mobile: quizResponses.mobile,
      createdAt: quizResponses.createdAt,
      aispotId: quizResponses.aispotId,
      spotType: aispotMaster.typeOfPlace,
      spotCity: aispotMaster.city,
    })
    .from(quizResponses)
    .leftJoin(aispotMaster, eq(aispotMaster.aispotId, quizResponses.aispotId))
    .where(analyticsWhere(filters))
    .orderBy(desc(quizResponses.createdAt), desc(quizResponses.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
    aispotId: row.aispotId,
    spotLabel: spotLabel(
      row.aispotId,
      row.spotType !== null && row.spotCity !== null ? { typeOfPlace: row.spotType, city: row.spotCity } : null,
    ),
  }));
}
