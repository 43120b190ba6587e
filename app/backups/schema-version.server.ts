import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, MIGRATIONS_FOLDER, queryRows } from "~/platform/index.server";

// A database's schema version is the latest migration applied to it, by its tag (`0034_operations`); drizzle keeps
// each applied migration's journal time, which the journal maps back to the tag.

/** The migrations this code knows, oldest first. */
export function knownSchemaVersions(migrationsFolder = MIGRATIONS_FOLDER): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The query whose one row (`when`) is the latest migration applied, for a client without drizzle (restore). */
export const LATEST_MIGRATION_SQL = `select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`;

/** The tag of a migration by the time drizzle recorded; `unknown-<time>` for one this code does not know. */
export function schemaVersionOf(when: string | undefined, migrationsFolder = MIGRATIONS_FOLDER): string {
  if (when === undefined) return "none";
  const known = knownSchemaVersions(migrationsFolder).find((entry) => String(entry.when) === when);
  return known?.tag ?? `unknown-${when}`;
}

/** The tag of the latest migration applied to `database`. */
export async function appliedSchemaVersion(database: Database): Promise<string> {
  const [latest] = await queryRows<{ when: string }>(database, sql.raw(LATEST_MIGRATION_SQL));
  return schemaVersionOf(latest?.when);
}
