import { eq, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { auditLog, type Database } from "~/platform/index.server";

export interface AuditActor {
  id: string;
  email: string;
}

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "assign-batch"
  | "approve"
  | "revoke"
  | "refund"
  | "check-with-provider"
  | "payout"
  | "add-note"
  | "invite-admin"
  | "accept-admin-invitation"
  | "remove-admin"
  | "change-role"
  | "set-batch-instructors"
  | "withdraw-admin-invitation"
  | "enable-two-factor"
  | "disable-two-factor"
  | "send-reminder"
  | "turn-off-autopay"
  | "retry-message";

/**
 * One row of the audit log: who changed what, which row, when. Call it with the transaction that
 * makes the change, so the change and its record are saved together or not at all.
 */
export async function recordAudit(
  transaction: Database,
  entry: { actor: AuditActor; action: AuditAction; tableName: string; rowId: string | number; details?: Record<string, unknown> },
) {
  await transaction.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    tableName: entry.tableName,
    rowId: String(entry.rowId),
    details: entry.details ?? null,
  });
}

/**
 * An admin deletes one row, the one whose `key` is `id`: the audit entry keeps the `details` columns read as it goes,
 * in the same transaction. False when there was no such row.
 */
export async function deleteAudited(
  database: Database,
  {
    actor,
    table,
    key,
    id,
    details,
  }: { actor: AuditActor; table: PgTable; key: PgColumn; id: string | number; details: Record<string, PgColumn> },
): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const [deleted] = await transaction.delete(table).where(eq(key, id)).returning(details);
    if (!deleted) return false;
    await recordAudit(transaction, { actor, action: "delete", tableName: getTableName(table), rowId: id, details: deleted });
    return true;
  });
}
