import { desc } from "drizzle-orm";
import { RECENT_SESSIONS_LIMIT } from "~/domain/admin/session-form";
import type { Database } from "../db/client.server";
import { sessionMasterTable } from "../db/schema";
import { logger } from "../logger.server";

export type RecentSession = Awaited<ReturnType<typeof queryRecentSessions>>[number];

function queryRecentSessions(database: Database) {
  return database
    .select()
    .from(sessionMasterTable)
    .orderBy(desc(sessionMasterTable.sessionDate), desc(sessionMasterTable.sessionStartTime), desc(sessionMasterTable.sessionId))
    .limit(RECENT_SESSIONS_LIMIT);
}

/** spec 3 §2.3: the 10 most recent sessions by session_date; a failed read is logged and the list stays empty. */
export async function loadRecentSessions(database: Database): Promise<RecentSession[]> {
  try {
    return await queryRecentSessions(database);
  } catch (error) {
    logger.error({ err: error }, "could not load recent sessions");
    return [];
  }
}
