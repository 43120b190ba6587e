import { type Database, sessionMasterTable } from "~/platform/index.server";
import { type AuditActor, deleteAudited } from "~/staff/index.server";

/** Deletes the session with this session_id and records it, together; false when there was none. */
export async function deleteSessionRecord(
  database: Database,
  { actor, sessionId }: { actor: AuditActor; sessionId: number },
): Promise<boolean> {
  const details = {
    batchId: sessionMasterTable.batchId,
    sessionDate: sessionMasterTable.sessionDate,
    sessionTitle: sessionMasterTable.sessionTitle,
  };
  return deleteAudited(database, { actor, table: sessionMasterTable, key: sessionMasterTable.sessionId, id: sessionId, details });
}
