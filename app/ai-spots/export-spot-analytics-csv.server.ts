import { formatIndiaDateTimeWithZone } from "~/platform";
import { analyticsCsvRecords, type AnalyticsFilters } from "~/ai-spots/spot-analytics";
import type { Database } from "~/platform/index.server";
import { csvFile } from "~/staff/index.server";
import { querySubmissions } from "./spot-analytics-query.server";

// A safety cap far above today's volumes; the file says so when it is reached.
export const CSV_EXPORT_LIMIT = 100_000;

/** The filtered quiz submissions as a CSV file. */
export async function exportSpotAnalyticsCsv(database: Database, { filters }: { filters: AnalyticsFilters }): Promise<string> {
  const rows = await querySubmissions(database, { filters, limit: CSV_EXPORT_LIMIT });
  const records = analyticsCsvRecords(rows, formatIndiaDateTimeWithZone);
  return csvFile(records);
}
