import { asc } from "drizzle-orm";
import { batchSessionLinks, type Database, logger } from "~/platform/index.server";

export type SessionLinkRow = typeof batchSessionLinks.$inferSelect;

/** spec 3 §7 "Session links": all, by course name. A failed read is logged and the list stays empty. */
export async function listSessionLinks(database: Database): Promise<SessionLinkRow[]> {
  try {
    return await database
      .select()
      .from(batchSessionLinks)
      .orderBy(asc(batchSessionLinks.courseName), asc(batchSessionLinks.batchId), asc(batchSessionLinks.id));
  } catch (error) {
    logger.error({ err: error }, "could not load session links");
    return [];
  }
}
