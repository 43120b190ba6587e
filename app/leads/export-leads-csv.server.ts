import { LEADS_CSV_HEADER, leadCsvRecords, type LeadFilters } from "~/leads/leads";
import type { Database } from "~/platform/index.server";
import { csvStream } from "~/staff/index.server";
import { type LeadCursor, queryLeads } from "./leads-query.server";

const ROWS_PER_BATCH = 2_000;

/** Every filtered lead (all pages, newest first) as a CSV file, written batch by batch as the download proceeds. */
export function exportLeadsCsv(
  database: Database,
  { filters, rowsPerBatch = ROWS_PER_BATCH }: { filters: LeadFilters; rowsPerBatch?: number },
): ReadableStream<Uint8Array> {
  return csvStream({
    header: LEADS_CSV_HEADER,
    rowsPerBatch,
    readBatch: ({ limit, after }: { limit: number; after?: LeadCursor }) => queryLeads(database, { filters, limit, after }),
    records: leadCsvRecords,
    name: "leads export",
  });
}
