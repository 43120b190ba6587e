import { sql } from "drizzle-orm";
import { type Database, leadCounts, logger, queryRows } from "~/platform/index.server";

/**
 * How many leads are still 'new', from trigger-kept lead_counts (drizzle/0021). A failed count answers null (no
 * count shown) and is logged rather than failing every admin page.
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
