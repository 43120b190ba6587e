import type { SessionUser } from "~/accounts/index.server";
import { assignments, type Database } from "~/platform/index.server";
import { recordAudit } from "~/staff/index.server";
import type { AssignmentInput } from "./assignment-form";

/** An instructor of the batch (or an admin) sets an assignment; the caller has checked who they are. */
export async function createAssignment(
  database: Database,
  { user, batchId, assignment }: { user: SessionUser; batchId: string; assignment: AssignmentInput },
): Promise<{ id: string }> {
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(assignments)
      .values({ batchId, ...assignment, createdBy: user.id })
      .returning({ id: assignments.id });
    await recordAudit(tx, {
      actor: user,
      action: "create",
      tableName: "assignments",
      rowId: row!.id,
      details: { batchId, title: assignment.title, dueAt: assignment.dueAt.toISOString() },
    });
    return row!;
  });
}
