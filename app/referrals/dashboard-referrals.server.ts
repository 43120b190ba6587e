import { desc, eq } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import { chatAppShareLink, referralEarnings, referralShareMessage, type ReferralEarnings } from "~/referrals/referral";
import { type Database, payments, referralCredits, referralPayouts } from "~/platform/index.server";

export type DashboardReferral = ReferralEarnings & { code: string; shareMessage: string; shareLink: string };

// The fields and order of each read, shared with the dashboard's one-statement read (read-dashboard-rows.server.ts).
export const referralLedgerFields = {
  name: payments.name,
  course: payments.course,
  amount: payments.amount,
  earning: referralCredits.amount,
  clawedBack: referralCredits.clawedBack,
  currency: referralCredits.currency,
  paymentDate: payments.paymentDate,
};
export const referralLedgerJoin = eq(payments.id, referralCredits.paymentId);
export const referralLedgerOrder = [desc(payments.createdAt)];

export const referralPayoutFields = {
  amount: referralPayouts.amount,
  currency: referralPayouts.currency,
  paidOn: referralPayouts.paidOn,
  reference: referralPayouts.reference,
};
export const referralPayoutOrder = [desc(referralPayouts.paidOn), desc(referralPayouts.createdAt)];

/**
 * The referral ledger as written at each success, with only what the referrer may see of a friend's
 * payment: never their e-mail or mobile.
 */
export function selectReferralLedger(database: Database, referrerEmail: string) {
  return database
    .select(referralLedgerFields)
    .from(referralCredits)
    .innerJoin(payments, referralLedgerJoin)
    .where(eq(referralCredits.referrerEmail, referrerEmail))
    .orderBy(...referralLedgerOrder);
}

/** What has been paid out to the referrer, newest first: date, amount and the transfer's reference. */
export function selectReferralPayouts(database: Database, referrerEmail: string) {
  return database
    .select(referralPayoutFields)
    .from(referralPayouts)
    .where(eq(referralPayouts.referrerEmail, referrerEmail))
    .orderBy(...referralPayoutOrder);
}

type LedgerRow = Awaited<ReturnType<typeof selectReferralLedger>>[number];
type PayoutRow = Awaited<ReturnType<typeof selectReferralPayouts>>[number];

/** The student's referral code (their e-mail), the message to share it with, what it has earned and been paid. */
export function dashboardReferral(
  ledger: readonly LedgerRow[],
  payouts: readonly PayoutRow[],
  options: { email: string; appUrl: string },
): DashboardReferral {
  const shareMessage = referralShareMessage({
    referralCode: options.email,
    siteUrl: options.appUrl,
    businessName: siteConfig.name,
  });
  return { ...referralEarnings(ledger, payouts), code: options.email, shareMessage, shareLink: chatAppShareLink(shareMessage) };
}
