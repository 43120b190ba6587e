import { stringify } from "csv-stringify/sync";
import { formatIndiaDateTime } from "~/domain/india-time";
import { analyticsCsvRecords, type AnalyticsFilters } from "~/domain/admin/spot-analytics";
import type { Database } from "../db/client.server";
import { querySubmissions } from "./spot-analytics-query.server";

// A safety cap far above today's volumes; the file says so when it is reached.
export const CSV_EXPORT_LIMIT = 100_000;

/** issue 7: the filtered quiz submissions as a CSV file (UTF-8 with BOM so spreadsheet programs read ₹ and names right). */
export async function exportSpotAnalyticsCsv(database: Database, { filters }: { filters: AnalyticsFilters }): Promise<string> {
  const rows = await querySubmissions(database, { filters, limit: CSV_EXPORT_LIMIT });
  const records = analyticsCsvRecords(rows, (iso) => `${formatIndiaDateTime(iso)} IST`);
  return `\uFEFF${stringify(records, { record_delimiter: "\r\n" })}`;
}
