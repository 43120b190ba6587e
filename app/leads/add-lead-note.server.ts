import { eq } from "drizzle-orm";
import type { LeadKind } from "~/leads/leads";
import { isUuid } from "~/platform";
import { type Database, leadNotes } from "~/platform/index.server";
import { LEAD_TABLES } from "./leads-query.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * An admin's note on a lead, with its audit row; null when there is no such lead. The audit row does not quote the
 * note: a note is about a person and goes when they ask to be forgotten, the audit log stays.
 */
export async function addLeadNote(
  database: Database,
  { actor, kind, id, body }: { actor: AuditActor; kind: LeadKind; id: string; body: string },
): Promise<{ noteId: string } | null> {
  if (!isUuid(id)) return null;
  const table = LEAD_TABLES[kind];
  return database.transaction(async (transaction) => {
    // Locked, so the lead cannot be deleted (an account deletion) between this check and the note.
    const [lead] = await transaction.select({ id: table.id }).from(table).where(eq(table.id, id)).for("share");
    if (!lead) return null;
    const [note] = await transaction
      .insert(leadNotes)
      .values({ leadKind: kind, leadId: id, body, authorUserId: actor.id })
      .returning({ id: leadNotes.id });
    await recordAudit(transaction, {
      actor,
      action: "add-note",
      tableName: "lead_notes",
      rowId: note!.id,
      details: { leadKind: kind, leadId: id },
    });
    return { noteId: note!.id };
  });
}
