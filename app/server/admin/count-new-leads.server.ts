import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client.server";
import { contactSubmissions, leadGenResponses, quizResponses } from "../db/schema";
import { logger } from "../logger.server";

/**
 * issue 17: how many leads are still 'new', for the admin navigation on every admin page: three counts, each on its
 * table's (status, created_at) index. A failed count is no reason to fail every admin page: it answers null (shown as
 * no count) and is logged.
 */
export async function countNewLeads(database: Database): Promise<number | null> {
  try {
    const [row] = await queryRows<{ total: number }>(
      database,
      sql`select ((select count(*) from ${contactSubmissions} where ${contactSubmissions.status} = 'new')
        + (select count(*) from ${leadGenResponses} where ${leadGenResponses.status} = 'new')
        + (select count(*) from ${quizResponses} where ${quizResponses.status} = 'new'))::int as total`,
    );
    return row?.total ?? 0;
  } catch (error) {
    logger.error({ err: error }, "the count of new leads could not be read");
    return null;
  }
}
