// Reading the admin screens' CSV exports back in the tests.
import { expect } from "vitest";

/** A CSV file's records (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      record.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 1;
    } else field += character;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** The records of an admin screen's CSV download `<name>-YYYY-MM-DD.csv`, once the response is checked to be one. */
export async function csvDownloadRecords(response: Response, name: string): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  // UTF-8 with a byte order mark, so spreadsheet programs read ₹ and names right.
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString("utf8"));
}

/** An admin list's CSV export follows its screen: for each query, exactly the rows of every page, as the screen shows them. */
export async function expectExportFollowsList<Row>(
  queries: readonly string[],
  list: {
    exportRecords: (query: string) => Promise<string[][]>;
    listRows: (query: string) => Promise<Row[]>;
    asRecords: (rows: Row[]) => string[][];
  },
) {
  for (const query of queries) {
    const [, ...records] = await list.exportRecords(query);
    expect(records, query).toEqual(list.asRecords(await list.listRows(query)));
  }
}
