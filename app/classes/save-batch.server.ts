import type { BatchInput } from "~/classes/batches";
import { batches, type Database } from "~/platform/index.server";
import { type AuditActor, saveAudited } from "~/staff/index.server";

/**
 * Creates a batch, or updates the one being edited (its id never changes). Null when a new batch's id is
 * already taken or the edited batch is gone: nothing is written. The audit row is saved in the same transaction.
 */
export async function saveBatch(
  database: Database,
  { actor, batch }: { actor: AuditActor; batch: BatchInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { editing, id, ...values } = batch;
  return saveAudited(database, { actor, table: batches, editing, values: { id, ...values }, details: values });
}
