// Which instructors teach each batch (table batch_instructors), set by an admin on the batch's form, audited.
import { and, asc, eq, inArray } from "drizzle-orm";
import { authUser, batches, batchInstructors, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "./record-audit.server";
import { STAFF_TEXT } from "./staff-roles";

export interface InstructorAccount {
  id: string;
  email: string;
  name: string;
}

/** Every instructor account, for the batch form's checkboxes. */
export async function listInstructorAccounts(database: Database): Promise<InstructorAccount[]> {
  return database
    .select({ id: authUser.id, email: authUser.email, name: authUser.name })
    .from(authUser)
    .where(eq(authUser.role, "instructor"))
    .orderBy(asc(authUser.email));
}

/** The instructors of these batches, by batch id (a batch without one is absent). */
export async function batchInstructorIds(database: Database, batchIds: readonly string[]): Promise<Record<string, string[]>> {
  if (batchIds.length === 0) return {};
  const rows = await database
    .select({ batchId: batchInstructors.batchId, userId: batchInstructors.userId })
    .from(batchInstructors)
    .where(inArray(batchInstructors.batchId, [...batchIds]))
    .orderBy(asc(batchInstructors.batchId), asc(batchInstructors.userId));
  const byBatch: Record<string, string[]> = {};
  for (const row of rows) (byBatch[row.batchId] ??= []).push(row.userId);
  return byBatch;
}

export type SetBatchInstructorsResult = { ok: true; batchId: string } | { ok: false; status: number; message: string };

/**
 * Makes `userIds` the batch's instructors, exactly. Every id must be an instructor account now (their rows are locked
 * so a role change cannot slip between the check and the write); otherwise nothing changes.
 */
export async function setBatchInstructors(
  database: Database,
  { actor, batchId, userIds }: { actor: AuditActor; batchId: string; userIds: readonly string[] },
): Promise<SetBatchInstructorsResult> {
  const wanted = [...new Set(userIds)].sort();
  return database.transaction(async (transaction) => {
    const [batch] = await transaction.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId)).for("update");
    if (!batch) return { ok: false, status: 404, message: STAFF_TEXT.unknownBatch(batchId) };
    const instructors = wanted.length
      ? await transaction
          .select({ id: authUser.id, email: authUser.email })
          .from(authUser)
          .where(and(inArray(authUser.id, wanted), eq(authUser.role, "instructor")))
          .for("update")
      : [];
    if (instructors.length !== wanted.length) return { ok: false, status: 400, message: STAFF_TEXT.unknownInstructor };
    const before = await transaction
      .delete(batchInstructors)
      .where(eq(batchInstructors.batchId, batchId))
      .returning({ userId: batchInstructors.userId });
    if (wanted.length) await transaction.insert(batchInstructors).values(wanted.map((userId) => ({ batchId, userId })));
    const emailOf = new Map(instructors.map((instructor) => [instructor.id, instructor.email]));
    await recordAudit(transaction, {
      actor,
      action: "set-batch-instructors",
      tableName: "batch_instructors",
      rowId: batchId,
      details: {
        from: before.map((row) => row.userId).sort(),
        to: wanted,
        instructors: wanted.map((id) => emailOf.get(id)),
      },
    });
    return { ok: true, batchId };
  });
}

/** Takes a member who stops teaching off every batch they taught: the audit entry's details name those batches, if any. */
export async function leaveBatches(transaction: Database, userId: string): Promise<{ batchesLeft?: string[] }> {
  const left = await transaction
    .delete(batchInstructors)
    .where(eq(batchInstructors.userId, userId))
    .returning({ batchId: batchInstructors.batchId });
  return left.length ? { batchesLeft: left.map((row) => row.batchId) } : {};
}
