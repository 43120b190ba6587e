import { sql } from "drizzle-orm";
import {
  REFERRAL_CLAIM_PURPOSE,
  REFERRALS_PAGE_SIZE,
  referrerBalances,
  type ReferralFilters,
  type ReferrerBalance,
} from "~/referrals/referrals";
import { type Currency, decimalToMinor, type PageWindow, pageWindow } from "~/platform";
import { containsPattern, type Database, queryRows } from "~/platform/index.server";
import { REFERRAL_LEDGER, referrerLedgerBalances, referrerNames } from "./referral-ledger.server";

export interface ReferrerListRow {
  email: string;
  /** The name of the account, profile or student record with this e-mail, when there is one. */
  name: string | null;
  balances: ReferrerBalance[];
  /** Claims sent through /contact?referral=claim from this e-mail. */
  claimCount: number;
  /** ISO instants. */
  lastClaimAt: string | null;
  lastActivityAt: string;
}

export interface ReferrerList extends PageWindow {
  referrers: ReferrerListRow[];
  /** The searched referrers' figures added up, per currency (never across currencies). */
  totals: ReferrerBalance[];
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(Number(epochMs)).toISOString());

/**
 * /admin/referrals: one page of referrers, newest activity first. A failed read is not turned into an empty list:
 * a money screen reading "nothing owed" would mislead.
 */
export async function listReferrers(
  database: Database,
  { filters, page }: { filters: ReferralFilters; page: number },
): Promise<ReferrerList> {
  const where = filters.search ? sql`email ilike ${containsPattern(filters.search)}` : sql`true`;
  const sums = await queryRows<{ currency: Currency; credited: string; clawed_back: string; paid_out: string }>(
    database,
    sql`select currency, sum(credited)::text as credited, sum(clawed_back)::text as clawed_back,
               sum(paid_out)::text as paid_out
          from ${REFERRAL_LEDGER} where ${where} group by currency`,
  );
  const totals = referrerBalances(
    sums.map((sum) => ({
      currency: sum.currency,
      creditedMinor: decimalToMinor(sum.credited),
      clawedBackMinor: decimalToMinor(sum.clawed_back),
      paidOutMinor: decimalToMinor(sum.paid_out),
    })),
  );
  const [counted] = await queryRows<{ total: number }>(
    database,
    sql`select count(distinct email)::int as total from ${REFERRAL_LEDGER} where ${where}`,
  );
  const window = pageWindow({ total: Number(counted?.total ?? 0), requested: page, pageSize: REFERRALS_PAGE_SIZE });
  if (window.total === 0) return { ...window, referrers: [], totals };

  const rows = await queryRows<{ email: string; claim_count: number; last_claim_ms: number | null; last_activity_ms: number }>(
    database,
    sql`with referrers as (
          select email, max(at) as last_money_at from ${REFERRAL_LEDGER} where ${where} group by email
        ),
        claims as (
          select lower(email) as email, count(*)::int as claim_count, max(created_at) as last_claim_at
            from contact_submissions
           where purpose = ${REFERRAL_CLAIM_PURPOSE} and lower(email) in (select email from referrers)
           group by lower(email)
        )
        select referrers.email, coalesce(claims.claim_count, 0) as claim_count,
               (extract(epoch from claims.last_claim_at) * 1000)::float8 as last_claim_ms,
               (extract(epoch from greatest(referrers.last_money_at, claims.last_claim_at)) * 1000)::float8 as last_activity_ms
          from referrers left join claims on claims.email = referrers.email
         order by greatest(referrers.last_money_at, claims.last_claim_at) desc, referrers.email
         limit ${window.limit} offset ${window.offset}`,
  );
  const emails = rows.map((row) => row.email);
  const [balances, names] = await Promise.all([referrerLedgerBalances(database, emails), referrerNames(database, emails)]);
  return {
    ...window,
    totals,
    referrers: rows.map((row) => ({
      email: row.email,
      name: names.get(row.email) ?? null,
      balances: balances.get(row.email) ?? [],
      claimCount: Number(row.claim_count),
      lastClaimAt: iso(row.last_claim_ms),
      lastActivityAt: iso(row.last_activity_ms)!,
    })),
  };
}
