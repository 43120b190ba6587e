import { sql } from "drizzle-orm";
import { type Database, libraryCatalogueVersion, queryRowsPrepared } from "~/platform/index.server";

// The library's catalogue is the same for every visitor, so each server keeps it with the library's version
// (trigger-counted, drizzle/0022) and reads it again once the version moves. The version is read first, so a page
// never shows a library older than the database's.

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
