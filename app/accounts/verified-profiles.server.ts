import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// Only a verified account speaks for an e-mail address (docs/decisions/0087-only-verified-accounts-name-an-address.md):
// anyone can sign up with, or move an unverified account to, an address that is not theirs and pick a name. Wherever
// the site names or addresses a person found by e-mail (a certificate's holder, a reminder's greeting and time zone,
// an admin's search), it reads the name from these rows or from the student record, never from any profile.

/**
 * The verified accounts as a table to join: `email` (the account's proven address, lower-case), `name` (the
 * profile's, else the account's) and `time_zone` (the profile's, or null). One row per account.
 */
export const verifiedProfiles: SQL = sql`(
  select lower(a.email) as email, coalesce(u.name, a.name) as name, u.time_zone
    from auth_user a
    left join users u on u.user_id = a.id
   where a.email_verified)`;

/** The name of the verified account with this address (any case), or null: a scalar subquery for a select list. */
export function verifiedAccountName(email: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select vp.name from ${verifiedProfiles} vp where vp.email = lower(${email}) limit 1)`;
}
