import { LEADS_CSV_HEADER, leadCsvRecords, type LeadFilters } from "~/leads/leads";
import { formatIndiaDateTimeWithZone } from "~/platform";
import { type Database, logger } from "~/platform/index.server";
import { csvLines, csvStart } from "~/staff/index.server";
import { queryLeads, type LeadCursor } from "./leads-query.server";

const ROWS_PER_BATCH = 2_000;

/**
 * Every filtered lead (all pages, newest first) as a CSV file, written batch by batch as the download
 * proceeds; each batch continues after the last lead of the one before, as the payments export does.
 */
export function exportLeadsCsv(
  database: Database,
  { filters, rowsPerBatch = ROWS_PER_BATCH }: { filters: LeadFilters; rowsPerBatch?: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: LeadCursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvStart(LEADS_CSV_HEADER)));
      }
      try {
        const rows = await queryLeads(database, { filters, limit: rowsPerBatch, after });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(csvLines(leadCsvRecords(rows, formatIndiaDateTimeWithZone))));
          after = rows.at(-1)!.cursor;
        }
        if (rows.length < rowsPerBatch) controller.close();
      } catch (error) {
        logger.error({ err: error }, "leads export failed part way");
        controller.error(error);
      }
    },
  });
}
