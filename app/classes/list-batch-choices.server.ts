import { asc, desc, eq } from "drizzle-orm";
import type { BatchChoice } from "~/classes/batches";
import { batches, type Database } from "~/platform/index.server";

/**
 * Every batch, for the pickers of the screens that take a batch ID (active ones first). The list is short —
 * a school runs tens of batches a year — so it is read whole.
 */
export async function listBatchChoices(database: Database): Promise<BatchChoice[]> {
  return database
    .select({ id: batches.id, course: batches.course, isActive: batches.isActive })
    .from(batches)
    .orderBy(desc(batches.isActive), asc(batches.id));
}

/** Whether a batch with this id exists (active or not). */
export async function batchExists(database: Database, batchId: string): Promise<boolean> {
  const [row] = await database.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId));
  return row !== undefined;
}
