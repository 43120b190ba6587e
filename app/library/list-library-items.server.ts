import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { LIBRARY_PAGE_SIZE } from "~/library/library-form";
import { containsInAny, countedPage, type Database, library, logger } from "~/platform/index.server";

export type LibraryItemRow = Omit<typeof library.$inferSelect, "updateDate" | "createdAt"> & { updateDate: string };

/**
 * spec 3 §2.7, §7 "Library": newest update first, filtered by type and searched case-insensitively on
 * title, author, category or tags, a page at a time. A failed read is logged and the list stays empty.
 */
export async function listLibraryItems(
  database: Database,
  { search, type, page }: { search: string; type: string; page: number },
) {
  const conditions: SQL[] = [];
  if (type) conditions.push(eq(library.publicationType, type));
  if (search) {
    const tags = sql`array_to_string(${library.tags}, ',')`;
    conditions.push(containsInAny([library.title, library.authorTeam, library.category, tags], search));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  try {
    const window = await countedPage(database, library, where, { requested: page, pageSize: LIBRARY_PAGE_SIZE });
    const rows = await database
      .select()
      .from(library)
      .where(where)
      .orderBy(desc(library.updateDate), desc(library.createdAt))
      .limit(window.limit)
      .offset(window.offset);
    const items: LibraryItemRow[] = rows.map(({ createdAt: _created, updateDate, ...item }) => ({
      ...item,
      updateDate: updateDate.toISOString(),
    }));
    return { items, total: window.total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load library items");
    return { items: [] as LibraryItemRow[], total: 0, page: 1, pageCount: 1 };
  }
}
