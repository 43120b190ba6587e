import { type Database, library } from "~/platform/index.server";
import { type AuditActor, deleteAudited } from "~/staff/index.server";

/** spec 3 §7: deletes the library item with this id; false when there was none. */
export async function deleteLibraryItem(database: Database, { actor, id }: { actor: AuditActor; id: string }): Promise<boolean> {
  const details = { title: library.title, publicationType: library.publicationType };
  return deleteAudited(database, { actor, table: library, key: library.id, id, details });
}
