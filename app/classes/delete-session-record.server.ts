import { eq } from "drizzle-orm";
import { type Database, sessionMasterTable } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** Deletes the session with this session_id and records it, together; false when there was none. */
export async function deleteSessionRecord(
  database: Database,
  { actor, sessionId }: { actor: AuditActor; sessionId: number },
): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const [deleted] = await transaction.delete(sessionMasterTable).where(eq(sessionMasterTable.sessionId, sessionId)).returning({
      sessionId: sessionMasterTable.sessionId,
      batchId: sessionMasterTable.batchId,
      sessionDate: sessionMasterTable.sessionDate,
      sessionTitle: sessionMasterTable.sessionTitle,
    });
    if (!deleted) return false;
    const { sessionId: _key, ...details } = deleted;
    await recordAudit(transaction, { actor, action: "delete", tableName: "session_master_table", rowId: sessionId, details });
    return true;
  });
}
