import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client.server";

// A claimed row is left alone by other servers for this long; one run's work on it (a provider call, one SMTP send)
// must finish well within it.
export const CLAIM_LEASE_SECONDS = 120;

/**
 * An instant of the job's clock as a SQL value (a parameter, so a test decides what "now" is): the end of its
 * millisecond, so that a row stamped by the database's now() (microseconds) within that millisecond is already due.
 */
export function sqlInstant(instant: Date): SQL {
  return sql`(${instant.toISOString()}::timestamptz + interval '999 microseconds')`;
}

/**
 * Claims and leases up to `limit` `due` rows of `table`, oldest first, so no other server takes them (`due` must
 * exclude a leased row). Rows another server is claiming now are skipped, not waited for.
 */
export function claimDue<Row>(
  database: Database,
  {
    table,
    due,
    orderBy,
    leaseColumn,
    set,
    returning,
    limit,
    now,
    leaseSeconds = CLAIM_LEASE_SECONDS,
  }: {
    table: string;
    due: SQL;
    orderBy: SQL;
    leaseColumn: string;
    set?: SQL;
    returning: SQL;
    limit: number;
    now: Date;
    leaseSeconds?: number;
  },
): Promise<Row[]> {
  const name = sql.identifier(table);
  return queryRows<Row>(
    database,
    sql`
      update ${name}
         set ${sql.identifier(leaseColumn)} = ${sqlInstant(now)} + make_interval(secs => ${leaseSeconds})${set ? sql`, ${set}` : sql``}
       where id in (
         select id from ${name}
          where ${due}
          order by ${orderBy}
          limit ${limit}
          for update skip locked)
       returning ${returning}`,
  );
}
