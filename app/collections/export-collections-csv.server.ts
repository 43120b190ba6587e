import {
  COLLECTIONS_CSV_HEADER,
  type CollectionFilters,
  DESK_AUTOPAY_LABELS,
  REMINDER_KIND_LABELS,
} from "~/collections/collections";
import { indiaDate, minorToDecimal } from "~/platform";
import type { Database } from "~/platform/index.server";
import { spreadsheetSafe } from "~/staff";
import { csvStream } from "~/staff/index.server";
import { queryCollectionRows } from "./list-collections.server";

const ROWS_PER_BATCH = 500;

/** The desk's 'Export CSV': every row of the chosen tab and filters (all pages), read batch by batch. */
export function exportCollectionsCsv(
  database: Database,
  {
    filters,
    now,
    graceDays,
    rowsPerBatch = ROWS_PER_BATCH,
  }: { filters: CollectionFilters; now: Date; graceDays: number; rowsPerBatch?: number },
): ReadableStream<Uint8Array> {
  const today = indiaDate(now);
  return csvStream({
    header: COLLECTIONS_CSV_HEADER,
    rowsPerBatch,
    readBatch: ({ limit, after }: { limit: number; after?: { dueDate: string; id: string } }) =>
      queryCollectionRows(database, { filters, today, graceDays, limit, after }),
    records: (rows, indiaTime) =>
      rows.map((row) =>
        [
          row.studentName ?? "",
          row.email,
          row.course,
          row.currency,
          minorToDecimal(row.amountDueMinor),
          row.dueDate,
          String(row.daysOverdue),
          row.paused ? "Yes" : "No",
          row.lastReminder ? (REMINDER_KIND_LABELS[row.lastReminder.kind] ?? row.lastReminder.kind) : "",
          row.lastReminder ? indiaTime(row.lastReminder.sentAt) : "",
          row.autopay ? DESK_AUTOPAY_LABELS[row.autopay] : "Off",
        ].map(spreadsheetSafe),
      ),
    name: "collections export",
  });
}
