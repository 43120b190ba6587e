import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  analyticsDateRange,
  ANALYTICS_TEXT,
  labelContains,
  spotLabel,
  type AnalyticsFilters,
  type AnalyticsSubmission,
} from "~/ai-spots/spot-analytics";
import { aispotMaster, containsPattern, type Database, quizResponses } from "~/platform/index.server";

// The analytics table's query, shared by the screen and its CSV export so both show the same rows.

const spotLabelSql = sql`(${aispotMaster.typeOfPlace} || ' - ' || ${aispotMaster.city})`;

/** The quiz submissions made through a spot that `condition` (on aispot_master) picks: those spots' ids first. */
function throughSpotsWhere(condition: SQL): SQL {
  return sql`${quizResponses.aispotId} = any(array(select ${aispotMaster.aispotId} from ${aispotMaster} where ${condition}))`;
}

/**
 * spec 3 §5 "Filters" (state: docs/decisions/0013-analytics-state-filter.md). A spot filter picks the spots first,
 * then their submissions by index, and fixed labels ('Online', 'Unknown Spot') are matched here, not per row.
 */
export function analyticsWhere(filters: AnalyticsFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(throughSpotsWhere(ilike(aispotMaster.state, containsPattern(filters.state))));
  if (filters.city) {
    const throughSpots = throughSpotsWhere(ilike(aispotMaster.city, containsPattern(filters.city)));
    conditions.push(
      labelContains(ANALYTICS_TEXT.directCity, filters.city) ? or(isNull(quizResponses.aispotId), throughSpots)! : throughSpots,
    );
  }
  if (filters.spotName) {
    const pattern = containsPattern(filters.spotName);
    const matches = [throughSpotsWhere(or(ilike(aispotMaster.name, pattern), sql`${spotLabelSql} ilike ${pattern}`)!)];
    if (labelContains(ANALYTICS_TEXT.directLabel, filters.spotName)) matches.push(isNull(quizResponses.aispotId));
    if (labelContains(ANALYTICS_TEXT.unknownSpot, filters.spotName))
      matches.push(
        and(
          isNotNull(quizResponses.aispotId),
          sql`not exists (select from ${aispotMaster} where ${aispotMaster.aispotId} = ${quizResponses.aispotId})`,
        )!,
      );
    conditions.push(or(...matches)!);
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
