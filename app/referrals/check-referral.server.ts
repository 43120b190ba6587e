import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/platform/index.server";

export type ReferralCheck = "valid" | "own-email" | "not-found";

/**
 * Whether `referralEmail` earns the 7 % referral discount (spec 1 §5): a verified student's address, not the payer's
 * own. The browser only shows this answer; the order is priced with the server's own check.
 */
export async function checkReferral(
  database: Database,
  { referralEmail, payerEmails }: { referralEmail: string; payerEmails: (string | null | undefined)[] },
): Promise<ReferralCheck> {
  const referral = referralEmail.trim().toLowerCase();
  if (payerEmails.some((email) => email && email.trim().toLowerCase() === referral)) return "own-email";
  if (!referral.includes("@") || !referral.includes(".")) return "not-found";
  const rows = await queryRows(
    database,
    // better-auth stores addresses lower-cased, so the unique index on email answers this.
    sql`select 1 from auth_user where email = ${referral} and email_verified and role <> 'admin' limit 1`,
  );
  return rows.length > 0 ? "valid" : "not-found";
}
