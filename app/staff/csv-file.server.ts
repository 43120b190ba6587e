import { stringify } from "csv-stringify/sync";
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
