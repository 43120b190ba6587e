import { eq, sql } from "drizzle-orm";
import type { SessionRecordInput } from "~/classes/session-form";
import { type Database, sessionMasterTable } from "~/platform/index.server";
import { queueRecordingNotice } from "./send-recording-notices.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * spec 3 §4 "Session form save": one insert ... on conflict, so two admins saving the same id cannot both insert.
 * An existing session is overwritten only when `overwrite` says so; otherwise the answer is null.
 */
export async function saveSessionRecord(
  database: Database,
  { actor, record, overwrite }: { actor: AuditActor; record: SessionRecordInput; overwrite: boolean },
): Promise<{ outcome: "created" | "updated"; sessionId: number } | null> {
  return database.transaction(async (transaction) => {
    // The recording link before this save (a new or changed one is announced to the batch).
    const [before] = await transaction
      .select({ sessionLink: sessionMasterTable.sessionLink })
      .from(sessionMasterTable)
      .where(eq(sessionMasterTable.sessionId, record.sessionId))
      .for("update");
    const values = {
      sessionId: record.sessionId,
      batchId: record.batchId,
      sessionDate: record.sessionDate,
      sessionStartTime: record.sessionStartTime,
      durationMinutes: record.durationMinutes,
      sessionLink: record.sessionLink,
      studyMaterialLink: record.studyMaterialLink,
      sessionTitle: record.sessionTitle,
      sessionDescription: record.sessionDescription,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    const { sessionId: _key, ...changes } = values;
    const insert = transaction.insert(sessionMasterTable).values(values);
    const [saved] = await (
      overwrite
        ? insert.onConflictDoUpdate({ target: sessionMasterTable.sessionId, set: changes })
        : insert.onConflictDoNothing({ target: sessionMasterTable.sessionId })
    )
      // A row the insert created has no deleting transaction yet: xmax is 0 only for a fresh insert.
      .returning({ sessionId: sessionMasterTable.sessionId, inserted: sql<boolean>`(xmax = 0)` });
    if (!saved) return null;
    const outcome = saved.inserted ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "session_master_table",
      rowId: saved.sessionId,
      details: { batchId: record.batchId, sessionDate: record.sessionDate, sessionTitle: record.sessionTitle },
    });
    if (record.sessionLink && record.sessionLink !== (before?.sessionLink ?? null)) {
      await queueRecordingNotice(transaction, {
        sessionId: saved.sessionId,
        batchId: record.batchId,
        sessionTitle: record.sessionTitle?.trim() || `Session ${record.sessionId}`,
      });
    }
    return { outcome, sessionId: saved.sessionId };
  });
}
