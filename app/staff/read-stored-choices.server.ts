// What a record being edited holds now in the fields an admin form picks from a list: a value since taken off the
// list stays selectable for that record (`listedOrKept`, app/platform/forms/field-schemas.ts). Read from the database,
// never from what the browser says the record held. Null for a new record, an odd id or a record that is gone.
import { eq } from "drizzle-orm";
import type { StoredCertificateChoices } from "~/certificates";
import type { StoredLibraryChoices } from "~/library";
import type { StoredSessionLinkChoices } from "~/classes";
import { isUuid } from "~/platform";
import { batches, batchSessionLinks, certificates, type Database, library } from "~/platform/index.server";

export async function readCertificateChoices(database: Database, id: unknown): Promise<StoredCertificateChoices | null> {
  if (!isUuid(id)) return null;
  const [row] = await database
    .select({ certificateName: certificates.certificateName })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row ?? null;
}

export async function readLibraryItemChoices(database: Database, id: unknown): Promise<StoredLibraryChoices | null> {
  if (!isUuid(id)) return null;
  const [row] = await database
    .select({
      publicationType: library.publicationType,
      category: library.category,
      level: library.level,
      contributor: library.contributor,
      access: library.access,
    })
    .from(library)
    .where(eq(library.id, id));
  return row ?? null;
}

export async function readSessionLinkChoices(database: Database, id: unknown): Promise<StoredSessionLinkChoices | null> {
  const text = typeof id === "string" ? id.trim() : "";
  if (!/^\d{1,9}$/.test(text)) return null;
  const [row] = await database
    .select({ courseName: batchSessionLinks.courseName })
    .from(batchSessionLinks)
    .where(eq(batchSessionLinks.id, Number(text)));
  return row ?? null;
}

/** The course of the batch being edited, as stored (null for a new batch or one without a course). */
export async function readBatchCourse(database: Database, editing: unknown): Promise<string | null> {
  const id = typeof editing === "string" ? editing.trim() : "";
  if (id === "") return null;
  const [row] = await database.select({ course: batches.course }).from(batches).where(eq(batches.id, id));
  return row?.course ?? null;
}
