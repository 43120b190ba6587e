import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { SESSIONS_PAGE_SIZE } from "~/classes/session-form";
import { pageWindow, type PageWindow } from "~/platform";
import { countedPage, type Database, logger, sessionMasterTable } from "~/platform/index.server";

export type RecentSession = typeof sessionMasterTable.$inferSelect;

export interface RecentSessions extends PageWindow {
  sessions: RecentSession[];
  /** Every batch that has sessions, for the filter. */
  batches: string[];
}

/**
 * spec 3 §2.3: the sessions newest session_date first, a page at a time, of one batch or all. A failed
 * read is logged and the list stays empty (spec 3 §8).
 */
export async function loadRecentSessions(
  database: Database,
  {
    batch,
    page,
    batchIds = null,
  }: {
    batch: string;
    page: number;
    /** Only these batches' sessions (an instructor's); null for every batch. */
    batchIds?: readonly string[] | null;
  },
): Promise<RecentSessions> {
  try {
    const within =
      batchIds === null ? undefined : batchIds.length ? inArray(sessionMasterTable.batchId, [...batchIds]) : sql`false`;
    const where = and(batch ? eq(sessionMasterTable.batchId, batch) : undefined, within);
    const window = await countedPage(database, sessionMasterTable, where, { requested: page, pageSize: SESSIONS_PAGE_SIZE });
    const sessions = await database
      .select()
      .from(sessionMasterTable)
      .where(where)
      .orderBy(
        desc(sessionMasterTable.sessionDate),
        desc(sessionMasterTable.sessionStartTime),
        desc(sessionMasterTable.sessionId),
      )
      .limit(window.limit)
      .offset(window.offset);
    const batches = await database
      .selectDistinct({ batchId: sessionMasterTable.batchId })
      .from(sessionMasterTable)
      .where(within)
      .orderBy(asc(sessionMasterTable.batchId));
    return { ...window, sessions, batches: batches.map((row) => row.batchId) };
  } catch (error) {
    logger.error({ err: error }, "could not load recent sessions");
    return { ...pageWindow({ total: 0, requested: 1, pageSize: SESSIONS_PAGE_SIZE }), sessions: [], batches: [] };
  }
}
