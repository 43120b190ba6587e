import { eq } from "drizzle-orm";
import { type Database, library } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** spec 3 §7: deletes the library item with this id; false when there was none. */
export async function deleteLibraryItem(database: Database, { actor, id }: { actor: AuditActor; id: string }): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const [deleted] = await transaction
      .delete(library)
      .where(eq(library.id, id))
      .returning({ id: library.id, title: library.title, publicationType: library.publicationType });
    if (!deleted) return false;
    await recordAudit(transaction, {
      actor,
      action: "delete",
      tableName: "library",
      rowId: deleted.id,
      details: { title: deleted.title, publicationType: deleted.publicationType },
    });
    return true;
  });
}
