import { sql } from "drizzle-orm";
import { type Database, libraryCatalogueVersion, queryRowsPrepared } from "~/platform/index.server";

// The library's catalogue (every group's size and the newest items of each group) is the same for every visitor and
// changes only when an admin writes the library. Each server keeps the last catalogue it read with the library's
// version at that moment (library_catalogue_version: one row, counted up by triggers on every statement that changes
// rows of `library`, drizzle/0022), and reads the catalogue again once the version has moved. The version is read
// first: a catalogue is never older than the version it is kept under, so a page never shows a library older than
// the database's, on this server or any other (at 5 000 items reading the catalogue was most of a page).

interface Kept<T> {
  version: number;
  catalogue: Promise<T>;
}

// Asked on every library page: a prepared statement whose plan the database keeps (queryRowsPrepared).
const VERSION = sql`select ${libraryCatalogueVersion.version} as "version" from ${libraryCatalogueVersion}
  where ${libraryCatalogueVersion.id}`;

/** The library's version; null when its row is missing (then nothing is kept). */
export async function libraryVersion(database: Database): Promise<number | null> {
  const [row] = await queryRowsPrepared<{ version: number | string }>(database, "library-version", VERSION);
  return row ? Number(row.version) : null;
}

/**
 * `read` kept per database until the library changes: the returned function reads the library's version, then gives
 * the catalogue kept at that version or reads it again. A failed read is not kept.
 */
export function keptUntilLibraryChanges<T>(read: (database: Database) => Promise<T>) {
  const kept = new WeakMap<Database, Kept<T>>();
  return async (database: Database): Promise<T> => {
    const version = await libraryVersion(database);
    if (version === null) return read(database);
    const current = kept.get(database);
    if (current?.version === version) return current.catalogue;
    const entry = { version, catalogue: read(database) };
    kept.set(database, entry);
    entry.catalogue.catch(() => {
      if (kept.get(database) === entry) kept.delete(database);
    });
    return entry.catalogue;
  };
}
