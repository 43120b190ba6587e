import { eq, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
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

/**
 * An admin's create-or-update form: with `editing` null, `values` make a new row; else they update the row whose id
 * is `editing` and stamp its last-changed column. The audit entry says which, in the same transaction. Null when
 * nothing was written: the edited row is gone, or the new row's id is taken.
 */
export async function saveAudited<T extends PgTable & { id: PgColumn }>(
  database: Database,
  {
    actor,
    table,
    editing,
    values,
    stamp,
    details,
    created,
  }: {
    actor: AuditActor;
    table: T;
    editing: T["id"]["_"]["data"] | null;
    values: PgInsertValue<T>;
    /** The column an update stamps with now(): `updatedAt` unless told. */
    stamp?: Extract<keyof T["_"]["columns"], string>;
    details: Record<string, unknown>;
    /** What a new row sets off, in the same transaction (an e-mail to queue). */
    created?: (transaction: Database, id: T["id"]["_"]["data"]) => Promise<void>;
  },
): Promise<{ outcome: "created" | "updated"; id: T["id"]["_"]["data"] } | null> {
  return database.transaction(async (transaction) => {
    const returning = { id: table.id };
    const { id: _newId, ...changes } = values as Record<string, unknown>; // an update never moves a row to another id
    const [saved] =
      editing === null
        ? await transaction.insert(table).values(values).onConflictDoNothing({ target: table.id }).returning(returning)
        : await transaction
            .update(table)
            // The insert's columns with the stamp added: drizzle cannot see that they fit through the generic.
            .set({ ...changes, [stamp ?? "updatedAt"]: sql`now()` } as PgUpdateSetSource<T>)
            .where(eq(table.id, editing))
            .returning(returning);
    if (!saved) return null;
    const outcome = editing === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: getTableName(table),
      rowId: saved.id as string | number,
      details,
    });
    if (outcome === "created") await created?.(transaction, saved.id);
    return { outcome, id: saved.id };
  });
}
