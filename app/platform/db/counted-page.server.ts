import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { pageWindow, type PageWindow } from "../paging";
import type { Database } from "./client.server";

/** How many rows of `table` the list's `where` keeps, and the asked-for page among them: what a paged admin list reads first. */
export async function countedPage(
  database: Database,
  table: PgTable,
  where: SQL | undefined,
  { requested, pageSize }: { requested: number; pageSize: number },
): Promise<PageWindow> {
  const [{ total }] = (await database.select({ total: count() }).from(table).where(where)) as [{ total: number }];
  return pageWindow({ total, requested, pageSize });
}
