import { Column, is, sql, type AnyColumn, type SQL } from "drizzle-orm";

// Rows read as JSON inside a larger statement (the dashboard's one round trip, the session lookup), and turned back
// into exactly what drizzle's own select of the same fields returns: numeric columns as their text ("2999.00", cast in
// SQL, as the driver gives them), timestamps as Date objects; dates, times, numbers, text and JSON as they are.

/** The fields of a select: table columns, or SQL expressions (typed `sql<T>`) named by their key. */
export type JsonFields = Record<string, AnyColumn | SQL>;

function fieldValue(field: AnyColumn | SQL): SQL | AnyColumn {
  return is(field, Column) && field.columnType === "PgNumeric" ? sql`${field}::text` : field;
}

/** `json_build_object('key', field, …)` of the fields (at most 50: PostgreSQL's limit of 100 arguments). */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(
    ([key, field]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${fieldValue(field)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A JSON array of the rows `from` (a FROM clause with its joins and WHERE) gives, in `orderBy` order, at most `limit`:
 * `[]` when there are none.
 */
export function jsonArray(fields: JsonFields, options: { from: SQL; orderBy: SQL; limit?: number }): SQL {
  const limit = options.limit === undefined ? sql`` : sql` limit ${options.limit}`;
  return sql`(select coalesce(json_agg(ordered.row order by ordered.position), '[]'::json) from (
    select ${jsonObject(fields)} as row, row_number() over (order by ${options.orderBy}) as position
    ${options.from} order by ${options.orderBy}${limit}) ordered)`;
}

/** One row read back from its JSON object, as drizzle's select of the same fields returns it. */
export function fromJson<Row>(fields: JsonFields, json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = json[key] ?? null;
    row[key] = value !== null && is(field, Column) && field.columnType === "PgTimestamp" ? new Date(value as string) : value;
  }
  return row as Row;
}
