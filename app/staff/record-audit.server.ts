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
