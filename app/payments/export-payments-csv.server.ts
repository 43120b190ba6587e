import { PAYMENTS_CSV_HEADER, paymentCsvRecords, type PaymentFilters } from "~/payments/payments";
import type { Database } from "~/platform/index.server";
import { csvStream } from "~/staff/index.server";
import { type PaymentCursor, queryPayments } from "./payments-query.server";

const ROWS_PER_BATCH = 2_000;

/** Every filtered payment (all pages, newest first) as a CSV file, written batch by batch as the download proceeds. */
export function exportPaymentsCsv(
  database: Database,
  { filters, rowsPerBatch = ROWS_PER_BATCH }: { filters: PaymentFilters; rowsPerBatch?: number },
): ReadableStream<Uint8Array> {
  return csvStream({
    header: PAYMENTS_CSV_HEADER,
    rowsPerBatch,
    readBatch: ({ limit, after }: { limit: number; after?: PaymentCursor }) => queryPayments(database, { filters, limit, after }),
    records: paymentCsvRecords,
    name: "payments export",
  });
}
