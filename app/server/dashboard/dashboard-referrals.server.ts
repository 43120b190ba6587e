import { desc, eq } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import { chatAppShareLink, referralEarnings, referralShareMessage, type ReferralEarnings } from "~/domain/dashboard/referral";
import type { Database } from "../db/client.server";
import { payments, referralCredits } from "../db/schema";

export type DashboardReferral = ReferralEarnings & { code: string; shareMessage: string; shareLink: string };

/**
 * The referral ledger as written at each success, with only what the referrer may see of a friend's
 * payment: never their e-mail or mobile.
 */
export function selectReferralLedger(database: Database, referrerEmail: string) {
  return database
    .select({
      name: payments.name,
      course: payments.course,
      amount: payments.amount,
      earning: referralCredits.amount,
      currency: referralCredits.currency,
      paymentDate: payments.paymentDate,
    })
    .from(referralCredits)
    .innerJoin(payments, eq(payments.id, referralCredits.paymentId))
    .where(eq(referralCredits.referrerEmail, referrerEmail))
    .orderBy(desc(payments.createdAt));
}

type LedgerRow = Awaited<ReturnType<typeof selectReferralLedger>>[number];

/** The student's referral code (their e-mail), the message to share it with, and what it has earned. */
export function dashboardReferral(ledger: readonly LedgerRow[], options: { email: string; appUrl: string }): DashboardReferral {
  const shareMessage = referralShareMessage({
    referralCode: options.email,
    siteUrl: options.appUrl,
    businessName: siteConfig.name,
  });
  return { ...referralEarnings(ledger), code: options.email, shareMessage, shareLink: chatAppShareLink(shareMessage) };
}
