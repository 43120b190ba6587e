import { eq, sql } from "drizzle-orm";
import { isSecureTeamsMeetingLink, type SessionLinkInput } from "~/classes/session-link-form";
import { batchSessionLinks, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** spec 3 §7: inserts a link (no id) or updates the one with this id. Null when that id no longer exists. */
export async function saveSessionLink(
  database: Database,
  { actor, link }: { actor: AuditActor; link: SessionLinkInput },
): Promise<{ outcome: "created" | "updated"; id: number } | null> {
  const { id, ...fields } = link;
  // The form's check answers a wrong link with its message; no other caller may store one students are sent to.
  if (!isSecureTeamsMeetingLink(fields.teamsMeetingLink)) throw new Error("a class link must be an https Teams meeting link");
  return database.transaction(async (transaction) => {
    const [saved] =
      id === null
        ? await transaction.insert(batchSessionLinks).values(fields).returning({ id: batchSessionLinks.id })
        : await transaction
            .update(batchSessionLinks)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(batchSessionLinks.id, id))
            .returning({ id: batchSessionLinks.id });
    if (!saved) return null;
    const outcome = id === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "batch_session_links",
      rowId: saved.id,
      details: { batchId: fields.batchId, courseName: fields.courseName, isActive: fields.isActive },
    });
    return { outcome, id: saved.id };
  });
}
