import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { REFERRAL_CLAIM_PURPOSE, type ReferrerBalance } from "~/referrals/referrals";
import { type Currency, decimalToMinor, indiaDate } from "~/platform";
import { authUser, contactSubmissions, type Database, payments, referralCredits, referralPayouts } from "~/platform/index.server";
import { referralLedgerJoin, referralPayoutFields, referralPayoutOrder } from "./dashboard-referrals.server";
import { referrerLedgerBalances, referrerNames } from "./referral-ledger.server";

export interface ReferrerCredit {
  paymentId: string;
  /** The referred payment's India date, 'YYYY-MM-DD'. */
  paymentDate: string;
  friendName: string;
  friendEmail: string;
  course: string;
  currency: Currency;
  paymentMinor: number;
  creditMinor: number;
  clawedBackMinor: number;
}

export interface ReferrerPayout {
  id: string;
  paidOn: string;
  currency: Currency;
  amountMinor: number;
  reference: string;
  /** The admin who recorded it (their e-mail), when the account still exists. */
  recordedBy: string | null;
  recordedAt: string;
}

export interface ReferrerClaim {
  id: string;
  name: string;
  mobile: string;
  message: string | null;
  sentAt: string;
}

/** What the referrer's admin page shows (app/routes/admin/referrer-details.tsx). */
export interface ReferrerDetails {
  email: string;
  name: string | null;
  balances: ReferrerBalance[];
  credits: ReferrerCredit[];
  payouts: ReferrerPayout[];
  claims: ReferrerClaim[];
  /** The hidden key of a new payout form: the same form sent twice records once. */
  idempotencyKey: string;
  /** Today's India date: the latest date a payout can be dated. */
  today: string;
}

/**
 * A referrer's credits, payouts and claims, newest first, with their figures per currency; null when the e-mail has
 * none of them. `email` is lower-case, as the ledger holds it. The caller checks the admin.
 */
export async function loadReferrerDetails(database: Database, email: string, now = new Date()): Promise<ReferrerDetails | null> {
  const credits = await database
    .select({
      paymentId: referralCredits.paymentId,
      paymentDate: payments.paymentDate,
      friendName: payments.name,
      friendEmail: payments.email,
      course: payments.course,
      currency: referralCredits.currency,
      payment: payments.amount,
      credit: referralCredits.amount,
      clawedBack: referralCredits.clawedBack,
    })
    .from(referralCredits)
    .innerJoin(payments, referralLedgerJoin)
    .where(eq(referralCredits.referrerEmail, email))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  // What the referrer's dashboard shows of each payout, and which admin recorded it.
  const payouts = await database
    .select({
      id: referralPayouts.id,
      ...referralPayoutFields,
      recordedBy: authUser.email,
      recordedAt: referralPayouts.createdAt,
    })
    .from(referralPayouts)
    .leftJoin(authUser, eq(authUser.id, referralPayouts.recordedBy))
    .where(eq(referralPayouts.referrerEmail, email))
    .orderBy(...referralPayoutOrder);
  const claims = await database
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      mobile: contactSubmissions.mobile,
      message: contactSubmissions.additionalDetails,
      sentAt: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.purpose, REFERRAL_CLAIM_PURPOSE), sql`lower(${contactSubmissions.email}) = ${email}`))
    .orderBy(desc(contactSubmissions.createdAt));
  if (credits.length === 0 && payouts.length === 0 && claims.length === 0) return null;

  const [balances, names] = await Promise.all([referrerLedgerBalances(database, [email]), referrerNames(database, [email])]);
  return {
    email,
    name: names.get(email) ?? null,
    balances: balances.get(email) ?? [],
    credits: credits.map(({ payment, credit, clawedBack, ...row }) => ({
      ...row,
      paymentMinor: decimalToMinor(payment),
      creditMinor: decimalToMinor(credit),
      clawedBackMinor: decimalToMinor(clawedBack),
    })),
    payouts: payouts.map(({ amount, recordedAt, ...row }) => ({
      ...row,
      amountMinor: decimalToMinor(amount),
      recordedAt: recordedAt.toISOString(),
    })),
    claims: claims.map(({ sentAt, ...row }) => ({ ...row, sentAt: sentAt.toISOString() })),
    idempotencyKey: randomUUID(),
    today: indiaDate(now),
  };
}
