import { eq, sql } from "drizzle-orm";
import type { BatchAssignmentInput } from "~/classes/batch-assignment";
import { type Database, studentMasterTable } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** spec 3 §7: sets the student's batch_id and updated_at. Null when there is no such student. */
export async function assignStudentBatch(
  database: Database,
  { actor, assignment }: { actor: AuditActor; assignment: BatchAssignmentInput },
): Promise<{ id: number; email: string; batchId: string | null } | null> {
  return database.transaction(async (transaction) => {
    const [previous] = await transaction
      .select({ batchId: studentMasterTable.batchId })
      .from(studentMasterTable)
      .where(eq(studentMasterTable.id, assignment.studentId))
      .for("update");
    if (!previous) return null;
    const [student] = await transaction
      .update(studentMasterTable)
      .set({ batchId: assignment.batchId, updatedAt: sql`now()` })
      .where(eq(studentMasterTable.id, assignment.studentId))
      .returning({ id: studentMasterTable.id, email: studentMasterTable.email, batchId: studentMasterTable.batchId });
    await recordAudit(transaction, {
      actor,
      action: "assign-batch",
      tableName: "student_master_table",
      rowId: student!.id,
      details: { email: student!.email, from: previous.batchId, to: assignment.batchId },
    });
    return student!;
  });
}
