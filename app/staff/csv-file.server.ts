import { stringify } from "csv-stringify/sync";
import { formatIndiaDateTimeWithZone } from "~/platform";
import { logger } from "~/platform/index.server";
import { ADMIN_CACHE_HEADERS } from "./admin-access.server";

// The admin screens' CSV exports: one file format (UTF-8 with a BOM, so spreadsheet programs read ₹ and names
// right; CRLF lines) and one way to send it. The cells come already made safe (app/staff/spreadsheet-safe.ts).

const BYTE_ORDER_MARK = "\uFEFF";

/** Records as CSV lines, without the byte order mark: a whole file is `csvFile`, a streamed one starts with `csvStart`. */
export function csvLines(records: readonly (readonly string[])[]): string {
  return stringify(records as string[][], { record_delimiter: "\r\n" });
}

/** A whole CSV file. */
export function csvFile(records: readonly (readonly string[])[]): string {
  return `${BYTE_ORDER_MARK}${csvLines(records)}`;
}

/** The first part of a streamed CSV file: the byte order mark and the header line. */
export function csvStart(header: readonly string[]): string {
  return csvFile([header]);
}

/**
 * Every row of a list as a streamed CSV file, read batch by batch as the download proceeds so that a large export never
 * sits whole in memory: each batch continues after the last row of the one before. Instants are written in India time.
 */
export function csvStream<Row extends { cursor: Cursor }, Cursor>(options: {
  header: readonly string[];
  rowsPerBatch: number;
  readBatch: (batch: { limit: number; after: Cursor | undefined }) => Promise<Row[]>;
  records: (rows: Row[], indiaTime: (iso: string) => string) => readonly (readonly string[])[];
  /** What the log says when a batch fails, e.g. "leads export". */
  name: string;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvStart(options.header)));
      }
      try {
        const rows = await options.readBatch({ limit: options.rowsPerBatch, after });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(csvLines(options.records(rows, formatIndiaDateTimeWithZone))));
          after = rows.at(-1)!.cursor;
        }
        if (rows.length < options.rowsPerBatch) controller.close();
      } catch (error) {
        logger.error({ err: error }, `${options.name} failed part way`);
        controller.error(error);
      }
    },
  });
}

/** The download of a CSV file (a string, or a stream of its parts) under `fileName`, never kept by a shared cache. */
export function csvDownload(body: string | ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...ADMIN_CACHE_HEADERS,
    },
  });
}
