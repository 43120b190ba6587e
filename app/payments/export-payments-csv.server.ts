import { PAYMENTS_CSV_HEADER, paymentCsvRecords, type PaymentFilters } from "~/payments/payments";
import { formatIndiaDateTimeWithZone } from "~/platform";
import { type Database, logger } from "~/platform/index.server";
import { csvLines, csvStart } from "~/staff/index.server";
import { queryPayments, type PaymentCursor } from "./payments-query.server";

const ROWS_PER_BATCH = 2_000;

/**
 * Every filtered payment (all pages, newest first) as a CSV file, written batch by batch as the download
 * proceeds, so a large export never sits whole in memory. Each batch continues after the last row of the one before.
 */
export function exportPaymentsCsv(
  database: Database,
  { filters, rowsPerBatch = ROWS_PER_BATCH }: { filters: PaymentFilters; rowsPerBatch?: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: PaymentCursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvStart(PAYMENTS_CSV_HEADER)));
      }
      try {
        const rows = await queryPayments(database, { filters, limit: rowsPerBatch, after });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(csvLines(paymentCsvRecords(rows, formatIndiaDateTimeWithZone))));
          after = rows.at(-1)!.cursor;
        }
        if (rows.length < rowsPerBatch) controller.close();
      } catch (error) {
        logger.error({ err: error }, "payments export failed part way");
        controller.error(error);
      }
    },
  });
}
