import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/platform/index.server";

/**
 * Whether someone has an account with this (trimmed, lower-cased) e-mail: a `users` profile
 * (spec 1 §5), or an account without one, such as the configured admin.
 */
export async function isRegisteredEmail(database: Database, email: string): Promise<boolean> {
  const rows = await queryRows(
    database,
    sql`
    select 1 from users where email = ${email}
    union all
    select 1 from auth_user where email = ${email}
    limit 1`,
  );
  return rows.length > 0;
}
