import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { IST_TIME_ZONE } from "../india-time";

// India's calendar day in SQL, from the same time zone name as app/domain/india-time.ts. The zone is written
// into the statement, not bound as a parameter: a generated column or a GROUP BY needs the same text each time.
const indiaZone = sql.raw(`'${IST_TIME_ZONE}'`);

/** The India calendar day of a timestamptz column (or of the raw SQL `created_at` in a generated column). */
export function indiaDateOf(instant: AnyPgColumn | SQL): SQL {
  return sql`(${instant} at time zone ${indiaZone})::date`;
}

/** India's wall-clock time of day of a timestamptz, to the second. */
export function indiaTimeOf(instant: SQL): SQL {
  return sql`date_trunc('second', ${instant} at time zone ${indiaZone})::time(0)`;
}

/** Today's date in India, whatever the database server's time zone. */
export const indiaToday: SQL = indiaDateOf(sql`now()`);
