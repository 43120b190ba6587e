import { ilike, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/** A case-insensitive "contains" pattern for ILIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  // NUL dropped: PostgreSQL refuses it in a query parameter.
  return `%${text.replaceAll("\u0000", "").replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Rows of `table` with `text` in any of `columns`, case-insensitively (a condition on `id`). Each column is searched
 * alone, through its own trigram index when the planner finds it worth it, and the ids are united: PostgreSQL plans
 * `a ilike … or b ilike … or …` as one combined estimate, and at 10 000 students it chose to read every row with four
 * `ilike`s each (45 ms, where the four index reads take 2).
 */
export function containsInAnyWhere(table: PgTable, id: AnyPgColumn, columns: readonly AnyPgColumn[], text: string): SQL {
  const pattern = containsPattern(text);
  const perColumn = columns.map((column) => sql`select ${id} from ${table} where ${ilike(column, pattern)}`);
  return sql`${id} = any(array(${sql.join(perColumn, sql` union `)}))`;
}
