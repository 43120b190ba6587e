import { sql, type SQL } from "drizzle-orm";
import { referrerBalances, type ReferrerBalance } from "~/referrals/referrals";
import { decimalToMinor, type Currency } from "~/platform";
import { queryRows, type Database } from "~/platform/index.server";

// The referral ledger as the admin's referral screens read it: every credit (referral_credits) and every payout
// (referral_payouts) of a referrer, one row each, so earned, clawed back, paid out and the balance come from one
// sum per referrer and currency (docs/decisions/0039-referral-payouts.md).

/** Credits and payouts as one relation: (email, currency, credited, clawed_back, paid_out, at). */
export const REFERRAL_LEDGER = sql`(
  select referrer_email as email, currency, amount as credited, clawed_back, 0::numeric as paid_out, created_at as at
    from referral_credits
  union all
  select referrer_email, currency, 0::numeric, 0::numeric, amount, created_at
    from referral_payouts
) ledger`;

/** The referrers' figures per currency (INR first), by e-mail; a referrer with no ledger rows is absent. */
export async function referrerLedgerBalances(
  database: Database,
  emails: readonly string[],
  where: SQL = sql`true`,
): Promise<Map<string, ReferrerBalance[]>> {
  const balances = new Map<string, ReferrerBalance[]>();
  if (emails.length === 0) return balances;
  const rows = await queryRows<{ email: string; currency: Currency; credited: string; clawed_back: string; paid_out: string }>(
    database,
    sql`select email, currency, sum(credited)::text as credited, sum(clawed_back)::text as clawed_back,
               sum(paid_out)::text as paid_out
          from ${REFERRAL_LEDGER}
         where email in ${emails} and ${where}
         group by email, currency`,
  );
  for (const email of emails) {
    const own = rows.filter((row) => row.email === email);
    if (own.length === 0) continue;
    balances.set(
      email,
      referrerBalances(
        own.map((row) => ({
          currency: row.currency,
          creditedMinor: decimalToMinor(row.credited),
          clawedBackMinor: decimalToMinor(row.clawed_back),
          paidOutMinor: decimalToMinor(row.paid_out),
        })),
      ),
    );
  }
  return balances;
}

/** The names the site knows for these e-mails (profile, then student record, then account), by lower-case e-mail. */
export async function referrerNames(database: Database, emails: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (emails.length === 0) return names;
  const rows = await queryRows<{ email: string; name: string }>(
    database,
    sql`select lower(email) as email, name, 1 as rank from users where lower(email) in ${emails}
        union all
        select lower(email), student_name, 2 from student_master_table where lower(email) in ${emails}
        union all
        select lower(email), name, 3 from auth_user where lower(email) in ${emails}
        order by rank`,
  );
  for (const row of rows) if (row.name.trim() && !names.has(row.email)) names.set(row.email, row.name.trim());
  return names;
}
