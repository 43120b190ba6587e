import { eq, sql } from "drizzle-orm";
import type { LibraryItemInput } from "~/library/library-form";
import { type Database, library } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** spec 3 §7: adds a library item (no id) or updates the one with this id. Null when that id no longer exists. */
export async function saveLibraryItem(
  database: Database,
  { actor, item }: { actor: AuditActor; item: LibraryItemInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { id, ...fields } = item;
  return database.transaction(async (transaction) => {
    const [saved] =
      id === null
        ? await transaction.insert(library).values(fields).returning({ id: library.id })
        : await transaction
            .update(library)
            .set({ ...fields, updateDate: sql`now()` })
            .where(eq(library.id, id))
            .returning({ id: library.id });
    if (!saved) return null;
    const outcome = id === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "library",
      rowId: saved.id,
      details: { title: fields.title, publicationType: fields.publicationType, access: fields.access },
    });
    return { outcome, id: saved.id };
  });
}
