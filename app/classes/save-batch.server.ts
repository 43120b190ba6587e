import { eq, sql } from "drizzle-orm";
import type { BatchInput } from "~/classes/batches";
import { batches, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * Creates a batch, or updates the one being edited (its id never changes). Null when a new batch's id is
 * already taken or the edited batch is gone: nothing is written. The audit row is saved in the same transaction.
 */
export async function saveBatch(
  database: Database,
  { actor, batch }: { actor: AuditActor; batch: BatchInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { editing, ...fields } = batch;
  const values = {
    course: fields.course,
    startDate: fields.startDate,
    schedule: fields.schedule,
    capacity: fields.capacity,
    isActive: fields.isActive,
  };
  return database.transaction(async (transaction) => {
    const [saved] =
      editing === null
        ? await transaction
            .insert(batches)
            .values({ id: fields.id, ...values })
            .onConflictDoNothing({ target: batches.id })
            .returning({ id: batches.id })
        : await transaction
            .update(batches)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(batches.id, editing))
            .returning({ id: batches.id });
    if (!saved) return null;
    const outcome = editing === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "batches",
      rowId: saved.id,
      details: values,
    });
    return { outcome, id: saved.id };
  });
}
