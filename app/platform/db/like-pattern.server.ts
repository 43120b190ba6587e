import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/** A case-insensitive "contains" pattern for ILIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  // NUL dropped: PostgreSQL refuses it in a query parameter.
  return `%${text.replaceAll("\u0000", "").replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A list's search box: `text` in any of `columns` (or column expressions), case-insensitively. */
export function containsInAny(columns: readonly (AnyPgColumn | SQL)[], text: string): SQL {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/**
 * Rows with `text` in any of `columns`, case-insensitively: each column searched alone through its trigram index
 * and the ids united, since PostgreSQL planned one `or` of `ilike`s as a read of every row.
 */
export function containsInAnyWhere(table: PgTable, id: AnyPgColumn, columns: readonly AnyPgColumn[], text: string): SQL {
  const pattern = containsPattern(text);
  const perColumn = columns.map((column) => sql`select ${id} from ${table} where ${ilike(column, pattern)}`);
  return sql`${id} = any(array(${sql.join(perColumn, sql` union `)}))`;
}
