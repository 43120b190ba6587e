import { eq } from "drizzle-orm";
import { libraryButton, libraryDeniedDestination, type LibraryVisitor } from "~/library/library-access";
import { httpUrlOrNull, isUuid } from "~/platform";
import { type Database, library } from "~/platform/index.server";

export type LibraryDownload =
  { kind: "open"; url: string } | { kind: "redirect"; to: string } | { kind: "forbidden" } | { kind: "not-found" };

/** Where the download button of an item takes this visitor: the file only when the tier allows it (spec 3 §4). */
export async function resolveLibraryDownload({
  database,
  itemId,
  visitor,
}: {
  database: Database;
  itemId: string;
  visitor: LibraryVisitor;
}): Promise<LibraryDownload> {
  if (!isUuid(itemId)) return { kind: "not-found" };
  const [item] = await database
    .select({ access: library.access, url: library.url })
    .from(library)
    .where(eq(library.id, itemId))
    .limit(1);
  if (!item) return { kind: "not-found" };
  const button = libraryButton(item.access, visitor);
  if (button.kind === "open") {
    const url = httpUrlOrNull(item.url);
    return url ? { kind: "open", url } : { kind: "not-found" };
  }
  const destination = libraryDeniedDestination(button);
  return destination ? { kind: "redirect", to: destination } : { kind: "forbidden" };
}
