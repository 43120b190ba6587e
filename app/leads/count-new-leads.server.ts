import { sql } from "drizzle-orm";
import { type Database, leadCounts, logger, queryRows } from "~/platform/index.server";

/**
 * How many leads are still 'new', for the admin navigation on every admin page: the 'new' rows of
 * lead_counts, which triggers on the three lead tables keep (drizzle/0021). A failed count is no reason to
 * fail every admin page: it answers null (shown as no count) and is logged.
 */
export async function countNewLeads(database: Database): Promise<number | null> {
  try {
    const [row] = await queryRows<{ total: number }>(
      database,
      sql`select coalesce(sum(${leadCounts.leads}), 0)::int as total from ${leadCounts} where ${leadCounts.status} = 'new'`,
    );
    return row?.total ?? 0;
  } catch (error) {
    logger.error({ err: error }, "the count of new leads could not be read");
    return null;
  }
}
