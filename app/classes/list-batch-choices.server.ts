import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { BatchChoice } from "~/classes/batches";
import { batches, type Database, sessionMasterTable } from "~/platform/index.server";

/**
 * Every batch, for the pickers of the screens that take a batch ID (active ones first). The list is short —
 * a school runs tens of batches a year — so it is read whole.
 */
export async function listBatchChoices(
  database: Database,
  { batchIds = null }: { batchIds?: readonly string[] | null } = {},
): Promise<BatchChoice[]> {
  const within = batchIds === null ? undefined : batchIds.length ? inArray(batches.id, [...batchIds]) : sql`false`;
  return database
    .select({ id: batches.id, course: batches.course, isActive: batches.isActive })
    .from(batches)
    .where(within)
    .orderBy(desc(batches.isActive), asc(batches.id));
}

/** Whether a batch with this id exists (active or not). */
export async function batchExists(database: Database, batchId: string): Promise<boolean> {
  const [row] = await database.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId));
  return row !== undefined;
}

/** The batch a session belongs to, null when there is no such session. */
export async function sessionBatchId(database: Database, sessionId: number): Promise<string | null> {
  const [row] = await database
    .select({ batchId: sessionMasterTable.batchId })
    .from(sessionMasterTable)
    .where(eq(sessionMasterTable.sessionId, sessionId));
  return row?.batchId ?? null;
}
