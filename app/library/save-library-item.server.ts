import type { LibraryItemInput } from "~/library/library-form";
import { type Database, library } from "~/platform/index.server";
import { type AuditActor, saveAudited } from "~/staff/index.server";

/** spec 3 §7: adds a library item (no id) or updates the one with this id. Null when that id no longer exists. */
export async function saveLibraryItem(
  database: Database,
  { actor, item }: { actor: AuditActor; item: LibraryItemInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { id, ...fields } = item;
  const details = { title: fields.title, publicationType: fields.publicationType, access: fields.access };
  return saveAudited(database, { actor, table: library, editing: id, values: fields, stamp: "updateDate", details });
}
